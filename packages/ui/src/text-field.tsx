import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField, useFieldControl } from './form-field';
import { controlStyle } from './internal/field-styles';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** A bare text input; inside a FormField it picks up the label, hint and error wiring. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  const wiring = useFieldControl(props);
  return <input ref={ref} css={controlStyle} {...props} {...wiring} />;
});

export interface TextFieldProps extends Omit<InputProps, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  optionalLabel?: ReactNode;
  /** see FormField's hideLabel */
  hideLabel?: boolean;
}

/** A labelled text input with hint and error message. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, optionalLabel, id, required, hideLabel, type = 'text', ...rest },
  ref,
) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      optionalLabel={optionalLabel}
      id={id}
      hideLabel={hideLabel}
    >
      <Input ref={ref} type={type} {...rest} />
    </FormField>
  );
});
