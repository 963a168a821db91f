import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { ReactNode, Ref } from 'react';
import { FormField, useFieldControl } from '../form-field';
import { controlStyle } from '../internal/field-styles';

export interface LongTextQuestionProps {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** the counter's text, e.g. '12 / 300' in the member's language */
  counter?: ReactNode;
  maxLength?: number;
  error?: ReactNode;
  /** one line (an input) instead of a text area */
  singleLine?: boolean;
  /** false for an optional question (then `optionalLabel` follows the label) */
  required?: boolean;
  optionalLabel?: ReactNode;
  onBlur?: () => void;
  inputRef?: Ref<HTMLTextAreaElement>;
}

const area = css`
  ${controlStyle};
  min-height: 8rem;
  padding: ${theme.space[3]};
  resize: vertical;
`;

const counterStyle = css`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.muted};
  text-align: right;
`;

function Control({ value, onChange, onBlur, maxLength, singleLine, inputRef }: Pick<LongTextQuestionProps, 'value' | 'onChange' | 'onBlur' | 'maxLength' | 'singleLine' | 'inputRef'>) {
  const control = useFieldControl();
  return singleLine ? (
    <input {...control} css={controlStyle} type="text" value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
  ) : (
    <textarea {...control} ref={inputRef} css={area} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
  );
}

/** A free-text answer with a character counter: a text area, or one line. */
export function LongTextQuestion({
  label,
  hint,
  value,
  onChange,
  onBlur,
  counter,
  maxLength,
  error,
  singleLine = false,
  required = true,
  optionalLabel,
  inputRef,
}: LongTextQuestionProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} optionalLabel={optionalLabel}>
      <Control value={value} onChange={onChange} onBlur={onBlur} maxLength={maxLength} singleLine={singleLine} inputRef={inputRef} />
      {counter ? (
        <p css={counterStyle} aria-live="polite">
          {counter}
        </p>
      ) : null}
    </FormField>
  );
}
