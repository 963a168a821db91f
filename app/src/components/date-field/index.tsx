import { forwardRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DateField as UiDateField } from '@portal/ui/date-field';
import type { DateFieldProps, DateFieldText } from '@portal/ui/date-field';

/** The date field's words and the page's language, from the app's catalogue. */
export function useDateFieldText(): { locale: string; text: DateFieldText } {
  const { t, i18n } = useLingui();
  return {
    locale: i18n.locale || 'en',
    text: {
      day: t`Day`,
      month: t`Month`,
      year: t`Year`,
      example: (example) => t`For example, ${example}`,
      incomplete: (example) => t`Enter a complete date, for example ${example}.`,
      invalid: (example) => t`Enter a real date, for example ${example}.`,
      tooEarly: (min) => t`Enter a date on or after ${min}.`,
      tooLate: (max) => t`Enter a date on or before ${max}.`,
    },
  };
}

/** packages/ui's date field (day, month, year in the page's language's order) with the app's words. */
export const DateField = forwardRef<HTMLInputElement, Omit<DateFieldProps, 'locale' | 'text'>>(function DateField(props, ref) {
  const { locale, text } = useDateFieldText();
  return <UiDateField ref={ref} locale={locale} text={text} {...props} />;
});
