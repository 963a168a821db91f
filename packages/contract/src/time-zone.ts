/**
 * The member's time zone, as the app tells it to the server (decision 0750): an IANA name in a small cookie the
 * app's start sets whenever it differs from the browser's own zone. The server uses it for one thing only: to draw
 * the pages that show dates and times (and ask from the member's today) the way the browser will show them. It is
 * checked against Intl's zone database before anything reads it, and never trusted for anything else.
 */

/** The cookie's name: not HttpOnly (the app writes it), SameSite=Lax, a year (app/src/lib/time-zone.ts). */
export const TIME_ZONE_COOKIE = 'tz';

/** What an IANA zone name can look like: `Europe/Dublin`, `America/Argentina/Buenos_Aires`, `Etc/GMT+5`, `UTC`. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]{0,30}(?:\/[A-Za-z0-9_+-]{1,30}){0,2}$/;

const known = new Map<string, boolean>();

/** Whether Intl knows this zone (its zone database is the list; an alias such as `Asia/Kolkata` counts). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || !ZONE_NAME.test(name)) return false;
  let answer = known.get(name);
  if (answer === undefined) {
    try {
      answer = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone !== undefined;
    } catch {
      answer = false;
    }
    // names that fit the pattern are few in practice; a flood of made-up ones is not kept
    if (known.size < 2000) known.set(name, answer);
  }
  return answer;
}

/** The calendar day ('YYYY-MM-DD') an instant falls on in the zone. */
export function calendarDayIn(zone: string, instant: Date | number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The zone and day a page was drawn in, handed to the app in the page's boot replies (key `time`): the browser's
 * first render asks from the same day the server drew (a visit across midnight), and hydrates only a page drawn in
 * its own zone.
 */
export interface PageTime {
  readonly zone: string;
  readonly today: string;
}

export function isPageTime(value: unknown): value is PageTime {
  const time = value as Partial<PageTime> | null;
  return typeof time === 'object' && time !== null && isTimeZone(time.zone) && typeof time.today === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(time.today);
}

/** The month ('YYYY-MM') `months` before the one of a calendar day ('YYYY-MM-DD'); 0 is the day's own. */
export function monthBefore(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1 - months, 1)).toISOString().slice(0, 7);
}
