/**
 * The member's time zone, told to the server (decision 0750): the app's start writes the browser's IANA zone into
 * the `tz` cookie whenever it differs, so the server can draw the pages that show dates and times (or ask from
 * the member's today) as this browser will show them. A first visit ever has no cookie: those pages are drawn by
 * the app, as before.
 */
import { isPageTime, TIME_ZONE_COOKIE, type PageTime } from '@portal/contract/time-zone';
import { BOOT_CALL_FRESH_MS, peekBootReply, renderingOnServer } from './boot-replies';
import { readCookie, writeCookie } from './cookies';

/** The browser's own zone ('Europe/Dublin'); null where Intl does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/** Writes the browser's zone into the cookie when the cookie says another (or nothing). */
export function rememberTimeZone(): void {
  const zone = browserTimeZone();
  if (zone && readCookie(TIME_ZONE_COOKIE) !== zone) writeCookie(TIME_ZONE_COOKIE, zone);
}

/** The zone and day the server drew this page in (boot reply `time`), or null for a page drawn without them. */
export function pageTime(): PageTime | null {
  const time = peekBootReply('time');
  return isPageTime(time) ? time : null;
}

/** Today in the browser's own calendar, 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The member's today as a page opens: the day the server drew the page in, while the page is new (its first
 * render then asks from the same day as the server's, also on a visit across midnight), else the browser's own.
 */
export function firstToday(now: number = typeof performance === 'undefined' ? 0 : performance.now()): string {
  const time = renderingOnServer() || now <= BOOT_CALL_FRESH_MS ? pageTime() : null;
  return time?.today ?? localToday();
}
