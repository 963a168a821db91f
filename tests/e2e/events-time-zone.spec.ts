import { calendarDayIn } from '@portal/contract/time-zone';
import { clientUrl } from '../fixtures/clients';
import { appHasAdopted, expect, test } from '../fixtures/member';
import { watchTab } from '../fixtures/watch-tab';

/**
 * Decision 0750: the server draws /events in the member's time zone, which the app told it in the `tz` cookie on
 * an earlier visit. The browser here is far from the server's zone (the server runs in UTC; Kiritimati is UTC+14,
 * a day ahead for ten hours of every UTC day), so a list drawn in the server's zone would ask from another day and
 * show other times, and hydration would draw it again.
 */
const ZONE = 'Pacific/Kiritimati';

interface ListedEvent {
  readonly day: string;
  readonly id: string;
  readonly times: string;
}

/** The days and events the upcoming list shows, in order, from markup (the page's HTML or the live DOM). */
function listed(markup: string): ListedEvent[] {
  const events: ListedEvent[] = [];
  for (const section of markup.split(/<h2 id="day-/).slice(1)) {
    const day = section.slice(0, 10);
    for (const match of section.matchAll(/href="\/events\/view-event\/(\d+)".*?(\d{2}:\d{2} – \d{2}:\d{2})/gs)) events.push({ day, id: match[1]!, times: match[2]! });
  }
  return events;
}

/** "09:30" in the zone for the server's UTC time text "YYYY-MM-DD HH:mm:ss". */
const timeIn = (zone: string, text: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(`${text.replace(' ', 'T')}Z`));

interface BootedEvents {
  readonly fromDate: string;
  readonly starts: ReadonlyMap<string, { start: string; end: string }>;
}

/** The get-events reply the server inlined with the page, and the day it asked from. */
function bootedEvents(html: string): BootedEvents | null {
  const json = /<script id="portal-boot" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) return null;
  const boot = JSON.parse(json) as { calls?: [string, { from_date?: string }, { data?: { events: { event_date_id: number; start_date: string; end_date: string }[] }[] }][] };
  const call = boot.calls?.find(([path]) => path.endsWith('/events/get-events'));
  if (!call) return null;
  const starts = new Map<string, { start: string; end: string }>();
  for (const day of call[2].data ?? []) for (const event of day.events) starts.set(String(event.event_date_id), { start: event.start_date, end: event.end_date });
  return { fromDate: call[1].from_date ?? '', starts };
}

/** The zone the app wrote into the tz cookie (written URI-encoded, as every cookie of the app's). */
const tzCookie = (cookies: readonly { name: string; value: string }[]) => {
  const value = cookies.find((cookie) => cookie.name === 'tz')?.value;
  return value === undefined ? undefined : decodeURIComponent(value);
};

test.describe('/events in a browser far from the server\'s time zone', () => {
  test.use({ memberClient: 'harbour', timezoneId: ZONE });
  test.setTimeout(120_000);

  test('the first HTML lists the events under the member\'s days and times, and hydration changes nothing', async ({ page, member }) => {
    await member.signIn(page);
    // the app's start told the server this browser's zone
    const origin = new URL(clientUrl('harbour')).origin;
    expect(tzCookie(await page.context().cookies(origin))).toBe(ZONE);

    const tab = await page.context().newPage();
    const seen = await watchTab(tab);
    const before = calendarDayIn(ZONE, Date.now());
    const html = await (await tab.goto(clientUrl('harbour', '/events')))!.text();
    const after = calendarDayIn(ZONE, Date.now());
    const drawn = listed(html);
    expect(drawn.length, 'the server drew the upcoming list into the page').toBeGreaterThan(0);
    // asked from the member's today there, and every time shown in their zone
    const booted = bootedEvents(html);
    expect([before, after]).toContain(booted?.fromDate);
    expect(drawn[0]!.day >= booted!.fromDate).toBe(true);
    for (const event of drawn) {
      const at = booted!.starts.get(event.id);
      expect(at, `event ${event.id} came with the page`).toBeDefined();
      expect(event.times).toBe(`${timeIn(ZONE, at!.start)} – ${timeIn(ZONE, at!.end)}`);
      // under the member's day there, not the server's (UTC) one
      expect(event.day, `event ${event.id} at ${at!.start} UTC`).toBe(calendarDayIn(ZONE, new Date(`${at!.start.replace(' ', 'T')}Z`)));
    }

    await appHasAdopted(tab);
    await expect(tab.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // adopted as drawn: the same days and times, no second drawing, none of the page's reads asked again
    await expect(tab.locator('#root')).not.toHaveAttribute('data-first-view', /.+/);
    expect(listed(await tab.locator('main').innerHTML())).toEqual(drawn);
    expect(seen.asked.filter((path) => path.endsWith('/events/get-events'))).toEqual([]);
    expect(seen.warnings.filter((text) => /first view|hydrat/i.test(text))).toEqual([]);
    await tab.close();
  });

  test('a first visit ever has no zone: the page comes undrawn and the app draws it; a moved device draws it anew', async ({ page, member }) => {
    await member.signIn(page);
    const origin = new URL(clientUrl('harbour')).origin;
    await page.context().clearCookies({ name: 'tz' });
    const first = await page.context().newPage();
    const html = await (await first.goto(clientUrl('harbour', '/events')))!.text();
    expect(listed(html)).toEqual([]);
    await expect(first.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // and the app told the zone for the next visit
    await expect.poll(async () => tzCookie(await page.context().cookies(origin))).toBe(ZONE);
    await first.close();

    // the cookie from a visit in London: the server draws London's times, this browser draws its own over them
    await page.context().addCookies([{ name: 'tz', value: 'Europe/London', url: origin, sameSite: 'Lax' }]);
    const moved = await page.context().newPage();
    const seen = await watchTab(moved);
    const londonHtml = await (await moved.goto(clientUrl('harbour', '/events')))!.text();
    const london = listed(londonHtml);
    expect(london.length).toBeGreaterThan(0);
    await expect(moved.locator('#root')).toHaveAttribute('data-first-view', 'other-zone');
    await expect(moved.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const here = listed(await moved.locator('main').innerHTML());
    const booted = bootedEvents(londonHtml)!;
    // drawn again in this browser's zone: each time it shows is Kiritimati's
    expect(here.length).toBeGreaterThan(0);
    for (const event of here.filter((shown) => booted.starts.has(shown.id))) {
      const at = booted.starts.get(event.id)!;
      expect(event.times).toBe(`${timeIn(ZONE, at.start)} – ${timeIn(ZONE, at.end)}`);
    }
    expect(seen.warnings.filter((text) => /rendered again|hydrat/i.test(text))).toEqual([]);
    await expect.poll(async () => tzCookie(await page.context().cookies(origin))).toBe(ZONE);
    await moved.close();
  });
});
