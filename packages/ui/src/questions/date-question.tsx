import { InputQuestion } from '../internal/input-question';
import type { InputQuestionProps } from '../internal/input-question';

export interface DateQuestionProps extends Omit<InputQuestionProps, 'type' | 'maxLength'> {
  /** yyyy-mm-dd, or yyyy-mm-ddTHH:mm with `withTime` */
  value: string;
  /** a date and a time of day (date_time questions) instead of a date */
  withTime?: boolean;
}

/**
 * A date (a date of birth) or a date and time answer, with the browser's own picker: keyboard-accessible
 * everywhere, in the member's locale, and the value always ISO.
 */
export function DateQuestion({ withTime, ...props }: DateQuestionProps) {
  return <InputQuestion {...props} type={withTime ? 'datetime-local' : 'date'} />;
}
