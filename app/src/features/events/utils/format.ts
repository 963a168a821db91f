import { instantOf } from './events';
import { formatDate } from '../../../lib/dates';

export function dayHeading(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

export function dateLong(text: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instantOf(text));
}

export function timeOf(text: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(instantOf(text));
}

export function timeRange(start: string, end: string, locale: string): string {
  return `${timeOf(start, locale)} – ${timeOf(end, locale)}`;
}

/** "14 Mar 2026, 09:30" in the member's language (app/src/lib/dates.ts) from the server's UTC time text. */
export function dateTime(text: string, locale: string): string {
  return formatDate(instantOf(text), 'dateTime', locale);
}
