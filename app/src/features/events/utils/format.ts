import { instantOf } from './events';
import { formatDate } from '../../../lib/dates';

/** "Saturday 14 March 2026" for a calendar date 'YYYY-MM-DD', the same day wherever the member is. */
export function dayHeading(date: string, locale: string): string {
  return formatDate(date, 'weekdayDate', locale);
}

/** "Saturday 14 March 2026" in the member's time zone, from the server's UTC time text. */
export function dateLong(text: string, locale: string): string {
  return formatDate(instantOf(text), 'weekdayDate', locale);
}

/** "09:30" in the member's time zone, from the server's UTC time text. */
export function timeOf(text: string, locale: string): string {
  return formatDate(instantOf(text), 'time', locale);
}

export function timeRange(start: string, end: string, locale: string): string {
  return `${timeOf(start, locale)} – ${timeOf(end, locale)}`;
}

/** "14 Mar 2026, 09:30" in the member's language (app/src/lib/dates.ts) from the server's UTC time text. */
export function dateTime(text: string, locale: string): string {
  return formatDate(instantOf(text), 'dateTime', locale);
}
