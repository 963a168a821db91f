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

/** A time slot's "12:00 – 12:30"; only its start ("12:00") when it has no end, never a range from the start to itself. */
export function slotTime(slot: { readonly ts_start_date_time: string; readonly ts_end_date_time?: string | null }, locale: string): string {
  return slot.ts_end_date_time ? timeRange(slot.ts_start_date_time, slot.ts_end_date_time, locale) : timeOf(slot.ts_start_date_time, locale);
}

/** "14 Mar 2026, 09:30" in the member's language (app/src/lib/dates.ts) from the server's UTC time text. */
export function dateTime(text: string, locale: string): string {
  return formatDate(instantOf(text), 'dateTime', locale);
}
