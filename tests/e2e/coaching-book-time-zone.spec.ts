import { calendarDayIn } from '@portal/contract/time-zone';
import { clientUrl } from '../fixtures/clients';
import { appHasAdopted, expect, test } from '../fixtures/member';
import { watchTab } from '../fixtures/watch-tab';

/**
 * Decision 0800: the server draws a coach's booking page in the member's time zone (the `tz` cookie, decision 0750),
 * with the coach's free sessions under the member's own days. The server runs in UTC; the browser here is in
 * Kiritimati (UTC+14), so a session from 10:00 UTC on is on the next day there: grouped by the server's days the
 * dates would differ and hydration would draw them again.
 */
const ZONE = 'Pacific/Kiritimati';

/** The dates the page offers (the date radios' values), in order, from markup (the page's HTML or the live DOM). */
const offeredDays = (markup: string) => [...markup.matchAll(/<input[^>]*name="coaching-date"[^>]*>/g)].map((input) => /value="([^"]*)"/.exec(input[0])?.[1] ?? '');

interface BootedCoach {
  readonly body: { coach_id?: number; type?: string };
  readonly starts: readonly { id: number; start: string }[];
}

/** The get-coach read the server inlined with the page: its body and the free sessions' starts (UTC). */
function bootedCoach(html: string): BootedCoach | null {
  const json = /<script id="portal-boot" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) return null;
  const boot = JSON.parse(json) as { calls?: [string, BootedCoach['body'], { events?: { slots: { id: number; start: string }[] }[] }][] };
  const call = boot.calls?.find(([path]) => path.endsWith('/coach/get-coach'));
  if (!call) return null;
  return { body: call[1], starts: (call[2].events ?? []).flatMap((day) => day.slots) };
}

const instant = (text: string) => new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? text.replace(' ', 'T') : `${text.replace(' ', 'T')}Z`);

/** The member's days of the free sessions in the zone, in order, each with its sessions' ids. */
function daysIn(zone: string, starts: BootedCoach['starts']) {
  const days = new Map<string, number[]>();
  for (const slot of [...starts].sort((a, b) => instant(a.start).getTime() - instant(b.start).getTime())) {
    const day = calendarDayIn(zone, instant(slot.start));
    days.set(day, [...(days.get(day) ?? []), slot.id]);
  }
  return days;
}

test.describe("a coach's booking page in a browser far from the server's time zone", () => {
  test.use({ memberClient: 'harbour', timezoneId: ZONE });
  test.setTimeout(120_000);

  test("the first HTML offers the free sessions under the member's days, and hydration changes nothing", async ({ page, member }) => {
    await member.signIn(page, '/health-coaching/select-coach');
    const link = page.getByRole('link', { name: 'Book Now with Katrin Vogel' });
    await expect(link).toBeVisible();
    const path = (await link.getAttribute('href'))!;
    expect(path).toMatch(/^\/health-coaching\/select-coach\/\d+$/);
    // the app's start told the server this browser's zone
    const origin = new URL(clientUrl('harbour')).origin;
    expect(decodeURIComponent((await page.context().cookies(origin)).find((cookie) => cookie.name === 'tz')?.value ?? '')).toBe(ZONE);

    const tab = await page.context().newPage();
    const seen = await watchTab(tab);
    const html = await (await tab.goto(clientUrl('harbour', path)))!.text();
    const booted = bootedCoach(html);
    expect(booted, 'get-coach came with the page').not.toBeNull();
    expect(booted!.body).toEqual({ coach_id: Number(path.split('/').pop()), type: 'healthcoach' });
    expect(booted!.starts.length, 'the seeded coach has free sessions').toBeGreaterThan(0);
    const days = daysIn(ZONE, booted!.starts);
    // the seed's sessions are in the UTC working day: some of them are on another day in Kiritimati, so the test
    // tells the member's days from the server's
    expect([...days.keys()], 'Kiritimati days differ from UTC ones').not.toEqual([...daysIn('UTC', booted!.starts).keys()]);
    // drawn by the server, under the member's days
    expect(html).toMatch(/<h1[^>]*>Book a session<\/h1>/);
    expect(offeredDays(html)).toEqual([...days.keys()]);

    await appHasAdopted(tab);
    // adopted as drawn: no second drawing, get-coach not asked again, no hydration warning
    await expect(tab.locator('#root')).not.toHaveAttribute('data-first-view', /.+/);
    expect(offeredDays(await tab.locator('main').innerHTML())).toEqual([...days.keys()]);
    // and the member's first day offers exactly the sessions of that day there
    const [firstDay, firstIds] = [...days.entries()][0]!;
    await tab.locator(`input[name="coaching-date"][value="${firstDay}"]`).check();
    const times = tab.getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio');
    await expect(times).toHaveCount(firstIds.length);
    expect(await times.evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)))).toEqual(firstIds);
    expect(seen.asked.filter((asked) => asked.endsWith('/coach/get-coach'))).toEqual([]);
    expect(seen.warnings.filter((text) => /first view|hydrat/i.test(text))).toEqual([]);
    await tab.close();
  });

  test('without the cookie (a first visit ever) the page comes undrawn and the app draws the same days', async ({ page, member }) => {
    await member.signIn(page, '/health-coaching/select-coach');
    const path = (await page.getByRole('link', { name: 'Book Now with Katrin Vogel' }).getAttribute('href'))!;
    await page.context().clearCookies({ name: 'tz' });
    const tab = await page.context().newPage();
    const html = await (await tab.goto(clientUrl('harbour', path)))!.text();
    expect(offeredDays(html)).toEqual([]);
    const booted = bootedCoach(html);
    await expect(tab.getByRole('radiogroup', { name: 'Choose a date' })).toBeVisible();
    // the reply still came with the page (its body needs no day), and the app grouped it by this browser's days
    expect(offeredDays(await tab.locator('main').innerHTML())).toEqual([...daysIn(ZONE, booted!.starts).keys()]);
    await tab.close();
  });
});
