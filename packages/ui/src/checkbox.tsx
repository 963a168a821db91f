import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, hintStyle } from './form-field';
import { useStableId } from './internal/use-id';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

const row = css`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${theme.space[3]};
  row-gap: ${theme.space[1]};
  align-items: start;
  font-family: ${theme.font.family.body};
  color: ${theme.color.text.default};
  & > .checkbox-extra {
    grid-column: 2;
  }
`;

const box = css`
  appearance: none;
  display: inline-grid;
  place-content: center;
  width: 24px;
  height: 24px;
  margin: 0;
  border: ${theme.borderWidth.strong} solid ${theme.color.border.strong};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface.raised};
  cursor: pointer;
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
  &:focus-visible {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
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

const labelText = css`
  font-size: ${theme.font.size.md};
  line-height: ${theme.lineHeight.body};
  cursor: pointer;
  padding-top: 1px;
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
      <label htmlFor={id} css={labelText}>
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
