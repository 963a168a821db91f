import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { TextField } from './text-field';

export interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'value' | 'defaultValue' | 'min' | 'max'> {
  label: ReactNode;
  hint?: ReactNode;
  /** see FormField's hideLabel */
  hideLabel?: boolean;
  error?: ReactNode;
  optionalLabel?: ReactNode;
  /** ISO date, yyyy-mm-dd. */
  value?: string;
  defaultValue?: string;
  min?: string;
  max?: string;
}

/** A labelled date input (the browser's own date picker, keyboard-accessible everywhere). */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(props, ref) {
  return <TextField ref={ref} {...props} type="date" />;
});
