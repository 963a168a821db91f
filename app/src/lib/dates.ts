import dayjs from 'dayjs';
import duration from 'dayjs/plugin/duration';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';

dayjs.extend(duration);
dayjs.extend(utc);

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
  | 'dayOfMonth'
  /** 14 Mar 2026 · 14.03.2026 (a row in an admin table) */
  | 'shortDate'
  /** Mar 2026 · März 2026 (a month in an analytics table) */
  | 'shortMonthYear'
  /** March 2026 · März 2026 (a calendar's title) */
  | 'monthYear'
  /** 14 Mar · 14. März (a week in an analytics table) */
  | 'shortDayMonth'
  /** 14 March · 14. März */
  | 'dayMonth'
  /** Sat 14 Mar · Sa., 14. März (a day to choose a slot on) */
  | 'shortWeekdayDayMonth'
  /** Sat 14 Mar, 09:30 · Sa., 14. März, 09:30 (when a chat was last active) */
  | 'shortWeekdayDayMonthTime'
  /** Saturday 14 March · Samstag, 14. März (a calendar's chosen day) */
  | 'weekdayDayMonth'
  /** Saturday 14 March at 09:30 · Samstag, 14. März um 09:30 (a coming session) */
  | 'weekdayDayMonthTime'
  /** Saturday 14 March 2026 at 09:30 · Samstag, 14. März 2026 um 09:30 (a preferred call time) */
  | 'weekdayDateTime'
  /** Saturday · Samstag */
  | 'weekday'
  /** Sat · Sa (a calendar's column) */
  | 'shortWeekday';

type DateLanguage = 'en' | 'de' | 'fr';

const DAYJS_LOCALES: Record<DateLanguage, string> = { en: 'en-gb', de: 'de', fr: 'fr' };

const FORMATS: Record<DateStyle, Record<DateLanguage, string>> = {
  longDate: { en: 'D MMMM YYYY', de: 'D. MMMM YYYY', fr: 'D MMMM YYYY' },
  weekdayDate: { en: 'dddd D MMMM YYYY', de: 'dddd, D. MMMM YYYY', fr: 'dddd D MMMM YYYY' },
  dateTime: { en: 'D MMM YYYY, HH:mm', de: 'DD.MM.YYYY, HH:mm', fr: 'D MMM YYYY, HH:mm' },
  time: { en: 'HH:mm', de: 'HH:mm', fr: 'HH:mm' },
  shortMonth: { en: 'MMM', de: 'MMM', fr: 'MMM' },
  dayOfMonth: { en: 'D', de: 'D', fr: 'D' },
  shortDate: { en: 'D MMM YYYY', de: 'DD.MM.YYYY', fr: 'D MMM YYYY' },
  shortMonthYear: { en: 'MMM YYYY', de: 'MMM YYYY', fr: 'MMM YYYY' },
  monthYear: { en: 'MMMM YYYY', de: 'MMMM YYYY', fr: 'MMMM YYYY' },
  shortDayMonth: { en: 'D MMM', de: 'D. MMM', fr: 'D MMM' },
  dayMonth: { en: 'D MMMM', de: 'D. MMMM', fr: 'D MMMM' },
  shortWeekdayDayMonth: { en: 'ddd D MMM', de: 'ddd, D. MMM', fr: 'ddd D MMM' },
  shortWeekdayDayMonthTime: { en: 'ddd D MMM, HH:mm', de: 'ddd, D. MMM, HH:mm', fr: 'ddd D MMM, HH:mm' },
  weekdayDayMonth: { en: 'dddd D MMMM', de: 'dddd, D. MMMM', fr: 'dddd D MMMM' },
  weekdayDayMonthTime: { en: 'dddd D MMMM [at] HH:mm', de: 'dddd, D. MMMM [um] HH:mm', fr: 'dddd D MMMM [à] HH:mm' },
  weekdayDateTime: { en: 'dddd D MMMM YYYY [at] HH:mm', de: 'dddd, D. MMMM YYYY [um] HH:mm', fr: 'dddd D MMMM YYYY [à] HH:mm' },
  weekday: { en: 'dddd', de: 'dddd', fr: 'dddd' },
  // German's two-letter weekday (Sa), as Intl writes it; dayjs' 'ddd' is 'Sa.'
  shortWeekday: { en: 'ddd', de: 'dd', fr: 'ddd' },
};

export type DateOptions = {
  /**
   * Shown in UTC rather than the browser's time zone: for an instant that stands for a calendar day or month
   * (an access code's creation day, an analytics month), so every admin reads the same day.
   */
  utc?: boolean;
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
export function formatDate(value: string | Date | number, style: DateStyle, language: string, options: DateOptions = {}): string {
  const date = options.utc ? dayjs.utc(value) : dayjs(value);
  if (!date.isValid()) return typeof value === 'string' ? value : '';
  const lang = dateLanguage(language);
  return date.locale(DAYJS_LOCALES[lang]).format(FORMATS[style][lang]);
}

/**
 * The seven weekday names from Monday, for a calendar's column headers: 'Mon'…'Sun' ('shortWeekday') or
 * 'Monday'…'Sunday' ('weekday').
 */
export function weekdayNames(style: 'shortWeekday' | 'weekday', language: string): string[] {
  // 2024-01-01 was a Monday; calendar dates, so the same names in every time zone
  return Array.from({ length: 7 }, (_, offset) => formatDate(`2024-01-0${offset + 1}`, style, language));
}

/** A countdown as m:ss, e.g. 2:00 for two minutes; never below 0:00, partial seconds round up. */
export function formatCountdown(ms: number): string {
  const left = dayjs.duration(Math.max(0, Math.ceil(ms / 1000)), 'seconds');
  return `${Math.floor(left.asMinutes())}:${left.format('ss')}`;
}
