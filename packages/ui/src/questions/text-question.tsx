import type { ReactNode, Ref } from 'react';
import { FormField, useFieldControl } from '../form-field';
import { controlStyle } from '../internal/field-styles';

export interface TextQuestionProps {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  /** shown after the label of an optional question, e.g. '(optional)' */
  optionalLabel?: ReactNode;
  /** 'email' gives phones the address keyboard and browsers the address autofill */
  kind?: 'text' | 'email';
  autoComplete?: string;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
}

function Control({ value, onChange, onBlur, kind, autoComplete, maxLength, inputRef }: Omit<TextQuestionProps, 'label' | 'hint' | 'error' | 'required' | 'optionalLabel'>) {
  const control = useFieldControl();
  return (
    <input
      {...control}
      ref={inputRef}
      css={controlStyle}
      type={kind === 'email' ? 'email' : 'text'}
      value={value}
      autoComplete={autoComplete}
      maxLength={maxLength}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}

/** A short free-text answer on one line (a name, an address, an email). */
export function TextQuestion({ label, hint, error, required = false, optionalLabel, ...control }: TextQuestionProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} optionalLabel={optionalLabel}>
      <Control {...control} />
    </FormField>
  );
}
