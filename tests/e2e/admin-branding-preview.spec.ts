import type { Locator, Page } from '@playwright/test';
import { pathTo } from '@portal/manifest/routes';
import { expect, test } from '../fixtures/member';

// Issue 29 item 3: the branding preview lays out in every skin, at desktop and phone widths: its navigation never
// runs under the logo, and no button label wraps.
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How many lines an element's text takes: its text's boxes, by where their lines start (a few pixels apart is one line). */
const lines = (element: Locator) =>
  element.evaluate((node) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
    }
    tops.sort((a, b) => a - b);
    return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 8).length;
  });

async function expectLaidOut(page: Page, clientName: string): Promise<void> {
  const preview = page.getByTestId('brand-preview');
  await expect(preview.getByRole('button').first()).toBeVisible({ timeout: 20_000 });
  const logo = await preview.locator('header').getByRole('img', { name: clientName }).boundingBox();
  expect(logo).not.toBeNull();
  // Home and Content, in the admin's language
  const links = await preview.getByRole('navigation').getByRole('link').all();
  expect(links).toHaveLength(2);
  for (const link of links) {
    const box = await link.boundingBox();
    expect(overlaps(box!, logo!), `${await link.textContent()} runs under the logo`).toBe(false);
  }
  for (const button of await preview.getByRole('button').all()) {
    expect(await lines(button), `${await button.textContent()} wraps`).toBe(1);
  }
}

for (const { client, name: clientName } of [
  { client: 'lumen', name: 'Lumen Home Stores' },
  { client: 'larkspur', name: 'Larkspur Private Office' },
  { client: 'kontor', name: 'Kontor Logistik' },
  { client: 'harbour', name: 'Harbour Mutual' },
] as const) {
  test.describe(`the branding preview of ${client}`, () => {
    test.use({ memberClient: client, memberOptions: { employerAdmin: true } });

    test('lays out at desktop and phone widths', async ({ page, member }) => {
      await member.signIn(page, pathTo('brandingCustomise'));
      for (const viewport of WIDTHS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await expectLaidOut(page, clientName);
      }
    });
  });
}
