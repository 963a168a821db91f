import { createEvent, type DateArray } from 'ics';

export interface CalendarEntry {
  readonly title: string;
  readonly description?: string;
  /** "YYYY-MM-DD HH:mm:ss" in UTC, as the server writes them */
  readonly start: string;
  readonly end: string;
  /** the office, or the online link */
  readonly location?: string;
  readonly url?: string;
  readonly uid: string;
}

function utcParts(text: string): DateArray {
  const [date, time = '00:00'] = text.split(/[ T]/);
  const [y, m, d] = date!.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return [y!, m!, d!, hh!, mm!];
}

/** An .ics file of one booking, or null when the calendar library refuses the entry. */
export function icsOf(entry: CalendarEntry): string | null {
  const { error, value } = createEvent({
    uid: entry.uid,
    title: entry.title,
    start: utcParts(entry.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(entry.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(entry.description ? { description: entry.description } : {}),
    ...(entry.location ? { location: entry.location } : {}),
    ...(entry.url ? { url: entry.url } : {}),
    status: 'CONFIRMED',
    productId: 'wellbeing-portal/events',
  });
  return error || !value ? null : value;
}

/** A file name the member recognises, without characters file systems refuse. */
export function icsFileName(title: string): string {
  const base = title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event';
  return `${base}.ics`;
}
