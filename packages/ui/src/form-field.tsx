import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { Icon } from './icon';
import { visuallyHidden } from './internal/styles';
import { useStableId } from './internal/use-id';

interface FieldContext {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FormFieldContext = createContext<FieldContext | null>(null);

/** The wiring a control inside a FormField needs: id, aria-describedby, aria-invalid, required. */
export function useFieldControl(
  own: { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling'; required?: boolean } = {},
) {
  const field = useContext(FormFieldContext);
  const describedBy = [field?.describedBy, own['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    id: own.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': field?.invalid ? (true as const) : own['aria-invalid'],
    required: own.required ?? field?.required,
  };
}

export interface FormFieldProps {
  label: ReactNode;
  /** Help text under the label, e.g. the date format. */
  hint?: ReactNode;
  /** The validation message, e.g. 'You must be at least 16 years old to use this service.' */
  error?: ReactNode;
  required?: boolean;
  /** Shown after the label of optional fields, e.g. '(optional)'; the app passes the translated text. */
  optionalLabel?: ReactNode;
  id?: string;
  /**
   * Keeps the label for screen readers but does not draw it, for a field whose visible label is already beside
   * it (e.g. the term of a description list), so sighted members do not read the same word twice.
   */
  hideLabel?: boolean;
  children: ReactNode;
}

const field = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  font-family: ${theme.font.family.body};
  color: ${theme.color.text.default};
`;

export const labelStyle = css`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.lineHeight.body};
`;

export const hintStyle = css`
  margin: 0;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.lineHeight.body};
`;

export const errorStyle = css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[1]};
  margin: 0;
  color: ${theme.color.feedback.danger.text};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.lineHeight.body};
  & > svg {
    margin-top: 0.1em;
  }
`;

/** Message under a control; the warning icon means it does not rely on colour. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} css={errorStyle}>
      <Icon name="warning" size={16} />
      <span>{children}</span>
    </p>
  );
}

/** Label, hint and error around one control, wired for screen readers through useFieldControl. */
export function FormField({
  label,
  hint,
  error,
  required = false,
  optionalLabel,
  id: ownId,
  hideLabel = false,
  children,
}: FormFieldProps) {
  const id = useStableId(ownId, 'field');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <FormFieldContext.Provider value={{ id, describedBy, invalid: Boolean(error), required }}>
      <div css={field}>
        <label htmlFor={id} css={hideLabel ? visuallyHidden : labelStyle}>
          {label}
          {!required && optionalLabel ? <span css={css`font-weight: ${theme.font.weight.regular}; color: ${theme.color.text.muted};`}> {optionalLabel}</span> : null}
        </label>
        {hint ? (
          <p id={hintId} css={hintStyle}>
            {hint}
          </p>
        ) : null}
        {children}
        {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
      </div>
    </FormFieldContext.Provider>
  );
}
