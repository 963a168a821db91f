/**
 * The rules of the date field, without React: the order and separator of day, month and year in a language, and
 * what three typed parts mean (nothing, part of a date, a date that does not exist, one out of range, or an ISO date).
 */

export type DatePart = 'day' | 'month' | 'year';

export interface DateParts {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

export const emptyParts: DateParts = { day: '', month: '', year: '' };

export interface DateLayout {
  /** the parts in the order the language writes them */
  readonly order: readonly DatePart[];
  /** what the language writes between them: '/' in British English and French, '.' in German */
  readonly separator: string;
}

/** English in this portal is British (lib/dates.ts); a bare language takes its usual region. */
const REGION: Record<string, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

export function localeTag(locale: string | undefined): string {
  const tag = locale || 'en';
  return REGION[tag] ?? tag;
}

const layouts = new Map<string, DateLayout>();

/** How `locale` writes a numeric date (en-GB: dd/mm/yyyy, de: dd.mm.yyyy, en-US: mm/dd/yyyy). */
export function dateLayout(locale: string | undefined): DateLayout {
  const tag = localeTag(locale);
  const known = layouts.get(tag);
  if (known) return known;
  let layout: DateLayout = { order: ['day', 'month', 'year'], separator: '/' };
  try {
    const parts = new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(
      Date.UTC(2007, 2, 27),
    );
    const order = parts.map((p) => p.type).filter((t): t is DatePart => t === 'day' || t === 'month' || t === 'year');
    const literal = parts.find((p) => p.type === 'literal')?.value.trim();
    if (order.length === 3) layout = { order, separator: literal || '/' };
  } catch {
    // an unknown language tag: the British layout
  }
  layouts.set(tag, layout);
  return layout;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** 27 March 2007 written as `locale` writes dates in numbers: the example the field's hint gives. */
export function formatParts(parts: DateParts, locale: string | undefined): string {
  const { order, separator } = dateLayout(locale);
  return order.map((part) => parts[part]).join(separator);
}

/** An ISO date (yyyy-mm-dd) written as `locale` writes it, e.g. 01/12/2026 or 01.12.2026. */
export function formatIso(iso: string, locale: string | undefined): string {
  const parts = partsFromIso(iso);
  return parts ? formatParts(parts, locale) : iso;
}

export const exampleParts: DateParts = { day: '27', month: '03', year: '2007' };

/** The parts of an ISO date, or null when `iso` is not yyyy-mm-dd. */
export function partsFromIso(iso: string | null | undefined): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return null;
  return { year: match[1]!, month: match[2]!, day: match[3]! };
}

export type DateCheck =
  | { readonly kind: 'empty' }
  /** some parts typed, or a part that is not a number */
  | { readonly kind: 'incomplete'; readonly missing: readonly DatePart[] }
  /** three numbers that are no day of the calendar (31/02, 29/02 of a common year, month 13) */
  | { readonly kind: 'invalid' }
  | { readonly kind: 'tooEarly'; readonly iso: string }
  | { readonly kind: 'tooLate'; readonly iso: string }
  | { readonly kind: 'date'; readonly iso: string };

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * What the typed parts are. A year has four digits (a two-digit year is ambiguous: 03 could be 1903 or 2003);
 * `min` and `max` are ISO dates, inclusive, as on `<input type="date">`.
 */
export function checkParts(parts: DateParts, range: { min?: string | undefined; max?: string | undefined } = {}): DateCheck {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (!day && !month && !year) return { kind: 'empty' };
  const missing = (
    [
      ['day', day, /^\d{1,2}$/],
      ['month', month, /^\d{1,2}$/],
      ['year', year, /^\d{4}$/],
    ] as const
  )
    .filter(([, value, pattern]) => !pattern.test(value))
    .map(([part]) => part);
  if (missing.length > 0) return { kind: 'incomplete', missing };
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return { kind: 'invalid' };
  const iso = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
  // ISO dates of four-digit years compare as strings
  if (range.min && iso < range.min) return { kind: 'tooEarly', iso };
  if (range.max && iso > range.max) return { kind: 'tooLate', iso };
  return { kind: 'date', iso };
}

/**
 * The value the field hands its form: the ISO date when the parts make one (in range or not: the form's own rule
 * says what a date out of range means), '' when nothing is typed, and otherwise what was typed, in the language's
 * order (e.g. '31/02/1990'), which no yyyy-mm-dd check accepts, so a form never sends half a date.
 */
export function valueOfParts(parts: DateParts, locale: string | undefined): string {
  const check = checkParts(parts);
  if (check.kind === 'empty') return '';
  if (check.kind === 'date') return check.iso;
  const typed = formatParts(parts, locale);
  // a language that writes yyyy-mm-dd itself (sv) must still not pass '2007-02-31' off as a date's shape
  return /^\d{4}-\d{2}-\d{2}$/.test(typed) ? `${typed} ` : typed;
}
