import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, hintStyle } from './form-field';
import { toggleBoxStyle, toggleLabelStyle, toggleRowStyle } from './internal/field-styles';
import { useStableId } from './internal/use-id';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

const row = css`
  ${toggleRowStyle('checkbox-extra')};
  row-gap: ${theme.space[1]};
  font-family: ${theme.font.family.body};
  color: ${theme.color.text.default};
`;

const box = css`
  ${toggleBoxStyle};
  border-radius: ${theme.radius.sm};
  &::before {
    content: '';
    width: 12px;
    height: 7px;
    margin-top: -3px;
    border-left: 3px solid ${theme.color.action.primary.text};
    border-bottom: 3px solid ${theme.color.action.primary.text};
    transform: rotate(-45deg);
    visibility: hidden;
  }
  &:checked {
    background: ${theme.color.action.primary.bg};
    border-color: ${theme.color.action.primary.bg};
  }
  &:checked::before {
    visibility: visible;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.feedback.danger.text};
  }
  &:disabled {
    background: ${theme.color.action.disabled.bg};
    border-color: ${theme.color.action.disabled.bg};
    cursor: not-allowed;
  }
`;

/** A checkbox with its label beside it, e.g. the terms acceptance box. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, hint, error, id: ownId, ...rest }, ref) {
  const id = useStableId(ownId, 'checkbox');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div css={row}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        css={box}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        {...rest}
      />
      <label htmlFor={id} css={toggleLabelStyle}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} css={hintStyle} className="checkbox-extra">
          {hint}
        </p>
      ) : null}
      {error ? (
        <div className="checkbox-extra">
          <FieldError id={errorId!}>{error}</FieldError>
        </div>
      ) : null}
    </div>
  );
});
