import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField, useFieldControl } from '../form-field';
import { controlStyle } from './field-styles';

/** What a one-line question (text, email, date) passes to its input besides the label, hint and error. */
export interface InputQuestionControl extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max' | 'maxLength' | 'autoComplete'> {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

export interface InputQuestionProps extends InputQuestionControl {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** shown after the label of an optional question, e.g. '(optional)' */
  optionalLabel?: ReactNode;
}

function Control({ value, onChange, onBlur, inputRef, ...attributes }: InputQuestionControl) {
  const control = useFieldControl();
  return (
    <input
      {...control}
      ref={inputRef}
      css={controlStyle}
      {...attributes}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}

/** A one-line answer in a FormField: the shared body of the text and date questions. */
export function InputQuestion({ label, hint, error, required = false, optionalLabel, ...control }: InputQuestionProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} optionalLabel={optionalLabel}>
      <Control {...control} />
    </FormField>
  );
}
