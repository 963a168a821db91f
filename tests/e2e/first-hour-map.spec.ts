import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl } from '../fixtures/clients';
import { createMember, expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';
import { shellCopy } from './shell-copy';

/** One client per skin seen in the spec: 0, 9, 10, 12, 13. */
const SKIN_CLIENTS = ['harbour', 'lumen', 'larkspur', 'fernway', 'kontor'] as const;

// a sign-in, the atlas, the map and an axe run on a busy two-core machine
test.describe.configure({ timeout: 120_000 });

/**
 * What the map's pixels show, counted in the browser from the element's screenshot: the share of the commonest
 * colour, the number of colours, and the share of pixels in the skin's strong border colour (coasts and borders).
 */
async function pixelCounts(
  page: Page,
  map: Locator,
): Promise<{ top: number; colours: number; lines: number }> {
  const png = (await map.screenshot({ animations: 'disabled' })).toString('base64');
  return page.evaluate(async (data) => {
    // decoded here, not fetched: the page's CSP allows no data: connections
    const blob = new Blob([Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0))], { type: 'image/png' });
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const hex = getComputedStyle(document.documentElement).getPropertyValue('--color-border-strong').trim();
    const line = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    const counts = new Map<number, number>();
    let lines = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      counts.set((r << 16) | (g << 8) | b, (counts.get((r << 16) | (g << 8) | b) ?? 0) + 1);
      if (Math.abs(r - line[0]!) + Math.abs(g - line[1]!) + Math.abs(b - line[2]!) < 60) lines += 1;
    }
    const total = pixels.length / 4;
    return { top: Math.max(...counts.values()) / total, colours: counts.size, lines: lines / total };
  }, png);
}

async function openLocation(browser: Browser, clientId: string): Promise<{ page: Page; foreign: string[] }> {
  const member = await createMember(clientId);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const origin = new URL(clientUrl(clientId)).origin;
  const foreign: string[] = [];
  // the network is closed: anything not asked of the portal's own origin fails, and is named in the assertion
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    foreign.push(url);
    return route.abort('internetdisconnected');
  });
  // the settings page: a lighter first paint than home, with the same bookings button in the shell
  await member.signIn(page, '/settings');
  return { page, foreign };
}

for (const clientId of SKIN_CLIENTS) {
  test(`${clientId}: the location pop-up draws a real map offline, with no request to another host`, async ({
    browser,
  }) => {
    const { page, foreign } = await openLocation(browser, clientId);
    const copy = await shellCopy(page);
    await page.getByRole('button', { name: copy.bookings, exact: true }).click();
    const panel = page.getByRole('dialog', { name: copy.bookingsTitle });
    const f2f = panel
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: copy.f2f }) })
      .first();
    await f2f.getByRole('button', { name: copy.location }).click();
    const modal = page.getByRole('dialog', { name: copy.locationTitle });
    const address = (await modal.locator('address').innerText()).trim();
    expect(address, clientId).not.toBe('');
    const map = modal.getByTestId('location-map');
    await expect(map, clientId).toHaveAttribute('data-map-loaded', 'true', { timeout: 30_000 });
    await expect(map).toHaveAccessibleName(new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(map.locator('.maplibregl-marker[aria-label]')).toHaveAttribute('aria-label', address);
    // the offices' cities are named on the map, in the member's language
    await expect(map.locator('.portal-place-name').first()).toBeVisible();
    if (clientId === 'kontor')
      await expect(map.locator('.portal-place-name')).not.toContainText(['Munich', 'Cologne']);

    // a drawn map, not a grey box with a pin: coasts and country borders in the skin's colour, and more than one
    // area (an inland office such as Munich shows only land, with its borders)
    const drawn = await pixelCounts(page, map);
    expect(drawn.lines, `${clientId}: coasts and borders drawn`).toBeGreaterThan(0.002);
    expect(drawn.top, `${clientId}: one colour covers the whole map`).toBeLessThan(0.985);
    expect(drawn.colours, clientId).toBeGreaterThan(20);

    await expectNoAxeViolations(page);
    await saveScreen(page, clientId, 'first-hour-map');

    // closing the pop-up returns to the bookings panel
    await modal.getByRole('button', { name: copy.close }).click();
    await expect(modal).toBeHidden();
    await expect(panel).toBeVisible();
    expect(foreign, `${clientId} asked other hosts`).toEqual([]);
    await page.context().close();
  });
}
