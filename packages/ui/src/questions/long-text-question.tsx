import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { ReactNode } from 'react';
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

function Control({ value, onChange, maxLength, singleLine }: Pick<LongTextQuestionProps, 'value' | 'onChange' | 'maxLength' | 'singleLine'>) {
  const control = useFieldControl();
  return singleLine ? (
    <input {...control} css={controlStyle} type="text" value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <textarea {...control} css={area} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
  );
}

/** A free-text answer with a character counter: a text area, or one line. */
export function LongTextQuestion({ label, hint, value, onChange, counter, maxLength, error, singleLine = false }: LongTextQuestionProps) {
  return (
    <FormField label={label} hint={hint} error={error} required>
      <Control value={value} onChange={onChange} maxLength={maxLength} singleLine={singleLine} />
      {counter ? (
        <p css={counterStyle} aria-live="polite">
          {counter}
        </p>
      ) : null}
    </FormField>
  );
}
