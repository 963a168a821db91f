import dayjs from 'dayjs';
import duration from 'dayjs/plugin/duration';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';

dayjs.extend(duration);

/**
 * Every date and time the app shows, formatted here with dayjs so each page writes them alike. English is
 * British (the account's date of birth reads '12 April 1988'); a language without its own formats reads English.
 */
export type DateStyle =
  /** 12 April 1988 · 12. April 1988 */
  | 'longDate'
  /** Saturday 14 March 2026 · Samstag, 14. März 2026 */
  | 'weekdayDate'
  /** 14 Mar 2026, 09:30 · 14.03.2026, 09:30 */
  | 'dateTime'
  /** 09:30 */
  | 'time'
  /** Mar · März (a booking card's month) */
  | 'shortMonth'
  /** 14 (a booking card's day) */
  | 'dayOfMonth';

type DateLanguage = 'en' | 'de' | 'fr';

const DAYJS_LOCALES: Record<DateLanguage, string> = { en: 'en-gb', de: 'de', fr: 'fr' };

const FORMATS: Record<DateStyle, Record<DateLanguage, string>> = {
  longDate: { en: 'D MMMM YYYY', de: 'D. MMMM YYYY', fr: 'D MMMM YYYY' },
  weekdayDate: { en: 'dddd D MMMM YYYY', de: 'dddd, D. MMMM YYYY', fr: 'dddd D MMMM YYYY' },
  dateTime: { en: 'D MMM YYYY, HH:mm', de: 'DD.MM.YYYY, HH:mm', fr: 'D MMM YYYY, HH:mm' },
  time: { en: 'HH:mm', de: 'HH:mm', fr: 'HH:mm' },
  shortMonth: { en: 'MMM', de: 'MMM', fr: 'MMM' },
  dayOfMonth: { en: 'D', de: 'D', fr: 'D' },
};

function dateLanguage(language: string): DateLanguage {
  const base = language.toLowerCase().split(/[-_]/)[0];
  return base === 'de' || base === 'fr' ? base : 'en';
}

/**
 * A date in the member's language. Takes an ISO instant (shown in the browser's time zone), a calendar date
 * 'YYYY-MM-DD' (shown as that day wherever the member is), a Date or epoch milliseconds; an unreadable string
 * is shown as it came rather than as 'Invalid Date'.
 */
export function formatDate(value: string | Date | number, style: DateStyle, language: string): string {
  const date = dayjs(value);
  if (!date.isValid()) return typeof value === 'string' ? value : '';
  const lang = dateLanguage(language);
  return date.locale(DAYJS_LOCALES[lang]).format(FORMATS[style][lang]);
}

/** A countdown as m:ss, e.g. 2:00 for two minutes; never below 0:00, partial seconds round up. */
export function formatCountdown(ms: number): string {
  const left = dayjs.duration(Math.max(0, Math.ceil(ms / 1000)), 'seconds');
  return `${Math.floor(left.asMinutes())}:${left.format('ss')}`;
}
