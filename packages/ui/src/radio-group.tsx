import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { ChangeEvent, ReactNode } from 'react';
import { FieldError, hintStyle } from './form-field';
import { GroupLegend, fieldGroupStyle } from './internal/field-group';
import { toggleBoxStyle, toggleLabelStyle, toggleRowStyle } from './internal/field-styles';
import { useStableId } from './internal/use-id';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question, e.g. 'How would you like to attend?'; rendered as the fieldset's legend. */
  legend: ReactNode;
  name: string;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Lay options out in a row on wide screens, e.g. for yes/no. */
  inline?: boolean;
}

const fieldset = css`
  ${fieldGroupStyle(theme.space[2], theme.space[1], 'column')};
  color: ${theme.color.text.default};
`;

const optionsStyle = (inline: boolean) => css`
  display: flex;
  flex-direction: ${inline ? 'row' : 'column'};
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[5]};
`;

const option = toggleRowStyle('radio-hint');

const radio = css`
  ${toggleBoxStyle};
  border-radius: 50%;
  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${theme.color.action.primary.bg};
    transform: scale(0);
  }
  &:checked {
    border-color: ${theme.color.action.primary.bg};
  }
  &:checked::before {
    transform: scale(1);
  }
  &:disabled {
    border-color: ${theme.color.action.disabled.bg};
    cursor: not-allowed;
  }
`;

/** A set of radio buttons in a fieldset with a legend; arrow keys move between options natively. */
export function RadioGroup({ legend, name, options, value, defaultValue, onChange, hint, error, required, inline = false }: RadioGroupProps) {
  const id = useStableId(undefined, 'radios');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      css={fieldset}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
    >
      <GroupLegend legend={legend} legendId={`${id}-legend`} hint={hint} hintId={hintId} />
      <div css={optionsStyle(inline)}>
        {options.map((item) => {
          const optionId = `${id}-${item.value}`;
          return (
            <div key={item.value} css={option}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={item.value}
                css={radio}
                disabled={item.disabled}
                required={required}
                aria-describedby={item.hint ? `${optionId}-hint` : undefined}
                {...(value !== undefined ? { checked: value === item.value } : { defaultChecked: defaultValue === item.value })}
                onChange={(event) => onChange?.(item.value, event)}
              />
              <label htmlFor={optionId} css={toggleLabelStyle}>
                {item.label}
              </label>
              {item.hint ? (
                <p id={`${optionId}-hint`} css={hintStyle} className="radio-hint">
                  {item.hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
    </fieldset>
  );
}
