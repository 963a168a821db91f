import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { ReactNode } from 'react';
import { FieldError } from '../form-field';
import { GroupLegend, fieldGroupStyle } from '../internal/field-group';
import { controlStyle } from '../internal/field-styles';
import { useStableId } from '../internal/use-id';

export interface NumberPart {
  /** the label of the box, e.g. 'Feet' (visible beside the box) */
  label: string;
  /** at most this many characters (two-part units take 2 digits per box) */
  maxLength?: number;
}

export interface NumberQuestionProps {
  /** the question text */
  label: ReactNode;
  hint?: ReactNode;
  /** one box, or two for units such as feet and inches */
  parts: readonly NumberPart[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** keeps what the box may hold (digits only, digits and a slash, digits and a decimal point) */
  filter: (value: string) => string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  placeholder?: string;
  /** the units to choose from; none or one shows no switch */
  units?: readonly string[];
  unit?: string;
  onUnitChange?: (unit: string) => void;
  unitsLabel?: string;
  error?: ReactNode;
  disabled?: boolean;
}

const group = css`
  ${fieldGroupStyle(theme.space[3], theme.space[2])};
  color: ${theme.color.text.default};
`;

const boxes = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: center;
`;

const box = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  & input {
    width: 8rem;
  }
`;

const unitSwitch = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  & button {
    min-height: 44px;
    padding: 0 ${theme.space[4]};
    border-radius: ${theme.radius.pill};
    border: ${theme.borderWidth.default} solid ${theme.color.border.strong};
    background: ${theme.color.surface.raised};
    color: ${theme.color.text.default};
    font: inherit;
    cursor: pointer;
  }
  & button[aria-pressed='true'] {
    background: ${theme.color.action.primary.bg};
    border-color: ${theme.color.action.primary.bg};
    color: ${theme.color.action.primary.text};
  }
  & button:focus-visible {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
  }
`;

/**
 * A question answered with a number in one box or two (feet and inches, stones and pounds), with an optional
 * switch between units. What may be typed is the caller's rule (`filter`): the rules belong to each flow.
 */
export function NumberQuestion({
  label,
  hint,
  parts,
  values,
  onChange,
  filter,
  inputMode = 'numeric',
  placeholder,
  units,
  unit,
  onUnitChange,
  unitsLabel = 'Units',
  error,
  disabled,
}: NumberQuestionProps) {
  const id = useStableId(undefined, 'number');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset css={group} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <GroupLegend legend={label} hint={hint} hintId={hintId} />
      {units && units.length > 1 ? (
        <div css={unitSwitch} role="group" aria-label={unitsLabel}>
          {units.map((name) => (
            <button key={name} type="button" aria-pressed={name === unit} onClick={() => onUnitChange?.(name)} disabled={disabled}>
              {name}
            </button>
          ))}
        </div>
      ) : null}
      <div css={boxes}>
        {parts.map((part, index) => (
          <label key={part.label} css={box}>
            <input
              css={controlStyle}
              type="text"
              inputMode={inputMode}
              autoComplete="off"
              value={values[index] ?? ''}
              maxLength={part.maxLength}
              placeholder={placeholder}
              disabled={disabled}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                const next = [...values];
                next[index] = filter(event.target.value);
                onChange(next);
              }}
            />
            <span>{part.label}</span>
          </label>
        ))}
      </div>
      {error && errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
