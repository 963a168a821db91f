import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/member';

/**
 * Issue 27 item 5 (decision 0467): WebAssembly compiles in the meeting room (its background effects need it),
 * also when the member gets there with the bookings panel's Join, and on no other page.
 */

/** Whether the page's policy lets it compile a WebAssembly module (the smallest valid one). */
function compilesWasm(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    WebAssembly.compile(new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00])).then(
      () => true,
      () => false,
    ),
  );
}

test('WebAssembly compiles in the meeting room reached from Join, and not on the home page', async ({ page, member }) => {
  test.setTimeout(90_000);
  await member.signIn(page);
  await expect(page.getByRole('button', { name: 'Bookings', exact: true })).toBeVisible();
  expect(await compilesWasm(page)).toBe(false);

  await page.getByRole('button', { name: 'Bookings', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'My bookings' });
  const soon = panel
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Video session' }) })
    .first();
  await soon.getByRole('link', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/booking-video-room\/\d+\/device-tests$/);
  await expect(page.getByRole('heading', { name: 'Meeting will start soon ...' })).toBeVisible();
  expect(await compilesWasm(page)).toBe(true);
});
