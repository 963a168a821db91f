import type { ReactNode, Ref } from 'react';
import { FormField, useFieldControl } from '../form-field';
import { controlStyle } from '../internal/field-styles';

export interface DateQuestionProps {
  label: ReactNode;
  hint?: ReactNode;
  /** yyyy-mm-dd, or yyyy-mm-ddTHH:mm with `withTime` */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** a date and a time of day (date_time questions) instead of a date */
  withTime?: boolean;
  min?: string;
  max?: string;
  error?: ReactNode;
  required?: boolean;
  optionalLabel?: ReactNode;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

function Control({ value, onChange, onBlur, withTime, min, max, autoComplete, inputRef }: Omit<DateQuestionProps, 'label' | 'hint' | 'error' | 'required' | 'optionalLabel'>) {
  const control = useFieldControl();
  return (
    <input
      {...control}
      ref={inputRef}
      css={controlStyle}
      type={withTime ? 'datetime-local' : 'date'}
      value={value}
      min={min}
      max={max}
      autoComplete={autoComplete}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}

/**
 * A date (a date of birth) or a date and time answer, with the browser's own picker: keyboard-accessible
 * everywhere, in the member's locale, and the value always ISO.
 */
export function DateQuestion({ label, hint, error, required = false, optionalLabel, ...control }: DateQuestionProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} optionalLabel={optionalLabel}>
      <Control {...control} />
    </FormField>
  );
}
