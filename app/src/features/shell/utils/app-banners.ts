import { readCookie, writeCookie } from '../../../lib/cookies';

/**
 * The members who dismissed the app-download banners in this browser, kept in a cookie of the client's host
 * (lib/cookies.ts) so the server's first view of home leaves them out as the browser will (decision 0380): their
 * opaque ids, most recent last, and nothing else about them.
 */
export const APP_BANNERS_COOKIE = 'portal-app-banners-dismissed';
/** Enough for the members who share one device; the oldest dismissal goes first. */
const MAX_MEMBERS = 20;

const dismissedIds = (): string[] => (readCookie(APP_BANNERS_COOKIE) ?? '').split('.').filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id));

/** Whether this member dismissed the banners in this browser (each client has its own host, so its own cookie). */
export function isAppBannerDismissed(memberId: number | string): boolean {
  return dismissedIds().includes(String(memberId));
}

export function rememberAppBannerDismissed(memberId: number | string): void {
  const id = String(memberId);
  writeCookie(APP_BANNERS_COOKIE, [...dismissedIds().filter((other) => other !== id), id].slice(-MAX_MEMBERS).join('.'));
}
