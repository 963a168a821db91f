import { afterEach, describe, expect, it } from 'vitest';
import { isTimeZone, monthBefore } from '@portal/contract/time-zone';
import { BOOT_REPLIES_ID } from './boot-replies';
import { firstToday, localToday, rememberTimeZone } from './time-zone';

/** The page's boot replies, as the server writes them (packages/server/src/web/pages.ts). */
function pageWith(replies: Record<string, unknown>) {
  const element = document.createElement('script');
  element.id = BOOT_REPLIES_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify(replies);
  document.body.appendChild(element);
}

afterEach(() => {
  document.cookie = 'tz=; Max-Age=0; Path=/';
  document.getElementById(BOOT_REPLIES_ID)?.remove();
});

describe('the member\'s time zone (decision 0750)', () => {
  it('tells the server the browser\'s zone in the tz cookie, when it says another', () => {
    document.cookie = 'tz=Europe/London; Path=/';
    rememberTimeZone();
    expect(document.cookie).toContain(`tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`);
  });

  it('opens a page on the day the server drew it in, while the page is new (a visit across midnight)', () => {
    pageWith({ time: { zone: 'Europe/Dublin', today: '1999-12-31' } });
    expect(firstToday(500)).toBe('1999-12-31');
    // later, or on a page drawn without a zone, the browser's own day
    expect(firstToday(60_000)).toBe(localToday());
  });

  it('takes only a zone Intl knows', () => {
    expect(isTimeZone('Europe/Dublin')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const made of ['Mars/Olympus_Mons', '../etc/passwd', 'Europe/Dublin; x=1', '', 'A'.repeat(80)]) expect(isTimeZone(made), made).toBe(false);
  });

  it('counts months back from a day', () => {
    expect(monthBefore('2026-01-15', 1)).toBe('2025-12');
    expect(monthBefore('2026-03-31', 6)).toBe('2025-09');
  });
});
