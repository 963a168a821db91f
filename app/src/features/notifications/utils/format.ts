import { formatDate } from '../../../lib/dates';

/** Date and time of a message, e.g. "14 Mar 2026, 09:30". */
export function dateTime(iso: string, locale: string): string {
  return formatDate(iso, 'dateTime', locale);
}
