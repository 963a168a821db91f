import { calendarDayIn, isTimeZone, TIME_ZONE_COOKIE, type PageTime } from '@portal/contract/time-zone';

/**
 * The member's time zone from the request's `tz` cookie (the app sets it, decision 0750), checked against Intl's
 * zone database, and their calendar day there now. Null without the cookie (a first visit ever) or with a value
 * Intl does not know: the pages that need it then go out undrawn. It is used to draw pages and to ask from the
 * member's today, nothing else.
 */
export function pageTimeOf(cookie: string | undefined, now: Date): PageTime | null {
  const zone = cookieValue(cookie, TIME_ZONE_COOKIE);
  if (!isTimeZone(zone)) return null;
  return { zone, today: calendarDayIn(zone, now) };
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
