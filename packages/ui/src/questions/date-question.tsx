import { DateField } from '../date-field';
import type { DateFieldText } from '../date-field';
import { InputQuestion } from '../internal/input-question';
import type { InputQuestionProps } from '../internal/input-question';

export interface DateQuestionProps extends Omit<InputQuestionProps, 'type' | 'maxLength'> {
  /** yyyy-mm-dd, or yyyy-mm-ddTHH:mm with `withTime` */
  value: string;
  /** a date and a time of day (date_time questions) instead of a date */
  withTime?: boolean;
  /** the page's language: the order of day, month and year */
  locale?: string;
  /** the date field's words in that language */
  text?: DateFieldText;
}

/**
 * A date answer (a date of birth) as day, month and year in the member's language (the date field), or a date
 * and time with the browser's own picker; the value is always ISO.
 */
export function DateQuestion({ withTime, locale, text, ...props }: DateQuestionProps) {
  if (withTime) return <InputQuestion {...props} type="datetime-local" />;
  const { value, onChange, onBlur, inputRef, min, max, autoComplete, ...field } = props;
  return (
    <DateField
      {...field}
      ref={inputRef}
      value={value}
      min={min === undefined ? undefined : String(min)}
      max={max === undefined ? undefined : String(max)}
      autoComplete={autoComplete}
      locale={locale}
      text={text}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur ? () => onBlur() : undefined}
    />
  );
}
