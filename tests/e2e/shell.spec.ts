import { expectNoAxeViolations } from '../fixtures/axe';
import { createMember, expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';
import { SHELL_CLIENTS, shellCopy } from './shell-copy';

// sign-in, the f2f page's map and an axe run per state take longer than the default on two cores
test.describe.configure({ timeout: 120_000 });

// English and German; lumen's panels (the same components in skin 9) are covered by its screens and the visual tests
for (const clientId of SHELL_CLIENTS.filter((id) => id !== 'lumen')) {
  test.describe(`signed-in shell for ${clientId}`, () => {
    test.use({ memberClient: clientId });

    test('bookings panel: tabs, Join timing and cancelling', async ({ page, member }) => {
      await member.signIn(page);
      const copy = await shellCopy(page);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreen(page, clientId, 'shell-home');

      await page.getByRole('button', { name: copy.bookings, exact: true }).click();
      const panel = page.getByRole('dialog', { name: copy.bookingsTitle });
      await expect(panel.getByRole('tab', { name: copy.upcoming, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(panel.getByRole('tab', { name: copy.past, exact: true })).toBeVisible();
      const cards = panel.getByRole('article');
      await expect(cards.first()).toBeVisible();

      // the seeded video session starts within ten minutes: Join is open and leads to the device tests
      const soon = cards.filter({ has: page.getByRole('heading', { name: copy.video }) }).first();
      await expect(soon.getByRole('link', { name: copy.join })).toHaveAttribute('href', /\/booking-video-room\/\d+\/device-tests$/);
      // the audio session is days away: Join is shown but disabled
      const audio = cards.filter({ has: page.getByRole('heading', { name: copy.audio }) }).first();
      await expect(audio.getByRole('button', { name: copy.join })).toBeDisabled();
      await expectNoAxeViolations(page);
      await saveScreen(page, clientId, 'bookings-upcoming');

      // the face-to-face session's location pop-up, its map and the way back to this panel: first-hour-map.spec.ts,
      // in every skin; here the audio session is cancelled
      const audioCount = await cards.filter({ has: page.getByRole('heading', { name: copy.audio }) }).count();
      await cards.filter({ has: page.getByRole('heading', { name: copy.audio }) }).first().getByRole('button', { name: copy.cancel }).click();
      const confirm = page.getByRole('alertdialog', { name: copy.cancelTitle });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreen(page, clientId, 'bookings-cancel');
      const cancelled = page.waitForResponse((response) => response.url().endsWith('/application/api/u/dmh/cancel-appointment'));
      await confirm.getByRole('button', { name: copy.confirmCancel }).click();
      expect((await cancelled).ok()).toBe(true);
      await expect(confirm).toBeHidden();
      await expect(panel).toBeVisible();
      await expect(cards.filter({ has: page.getByRole('heading', { name: copy.audio }) })).toHaveCount(audioCount - 1);

      await panel.getByRole('tab', { name: copy.past, exact: true }).click();
      await expect(panel.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
      await expect(panel.getByRole('tabpanel').getByRole('button', { name: copy.cancel })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await saveScreen(page, clientId, 'bookings-past');
    });

    test('notifications panel: unread highlight, reading one and following its action', async ({ page, member }) => {
      await member.signIn(page);
      const copy = await shellCopy(page);
      const bell = page.getByRole('button', { name: new RegExp(`^${copy.notifications}`) });
      // highlighted while unread ones exist, with the count as text
      await expect(bell).toHaveAccessibleName(/\d+/);
      await expect(bell).toHaveAttribute('data-unread', 'true');

      await bell.click();
      const panel = page.getByRole('dialog', { name: copy.notifications });
      await expect(panel.getByRole('tab', { name: copy.unread, exact: true })).toHaveAttribute('aria-selected', 'true');
      const unread = panel.getByRole('article');
      await expect(unread.first()).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreen(page, clientId, 'notifications-unread');

      await panel.getByRole('tab', { name: copy.read, exact: true }).click();
      await expect(panel.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await panel.getByRole('tab', { name: copy.unread, exact: true }).click();

      // the face-to-face notification leads to its session with the map
      const f2f = panel.getByRole('article').filter({ hasText: copy.f2fNotice }).first();
      const subject = (await f2f.getByRole('heading').textContent()) ?? '';
      await f2f.getByRole('button', { name: copy.view }).click();
      await page.waitForURL(/\/f2f\/\d+\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      await expect(page.getByTestId('location-map')).toHaveAttribute('data-map-loaded', 'true', { timeout: 20_000 });
      await expectNoAxeViolations(page);
      await saveScreen(page, clientId, 'f2f-page');

      // it is read now
      await bell.click();
      await panel.getByRole('tab', { name: copy.read, exact: true }).click();
      await expect(panel.getByRole('tabpanel').getByRole('heading', { name: subject })).toBeVisible();
      await panel.getByRole('tab', { name: copy.unread, exact: true }).click();

      // a clinician message leads to /message/{id}/reply
      const message = panel.getByRole('article').filter({ has: page.getByRole('heading', { name: copy.clinicianMessage }) });
      await message.getByRole('button', { name: copy.view }).click();
      await page.waitForURL(/\/message\/\d+\/reply$/);
      await expect(page.getByRole('heading', { level: 1, name: copy.clinicianMessage })).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreen(page, clientId, 'message-page');
    });
  });
}

test('on a phone the side menu is a drawer, and the panels fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const clientId of ['lumen', 'kontor'] as const) {
    await page.context().clearCookies();
    await (await createMember(clientId)).signIn(page);
    const copy = await shellCopy(page);
    await page.getByRole('button', { name: copy.menu }).click();
    const menu = page.getByRole('dialog', { name: copy.menu });
    await expect(menu.getByRole('button', { name: copy.logout })).toBeVisible();
    await expect(menu.getByRole('navigation')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreen(page, clientId, 'mobile-menu');
    await menu.getByRole('button', { name: copy.close }).click();

    await page.getByRole('button', { name: copy.bookings, exact: true }).click();
    await expect(page.getByRole('dialog', { name: copy.bookingsTitle }).getByRole('article').first()).toBeVisible();
    await saveScreen(page, clientId, 'mobile-bookings');
    await page.keyboard.press('Escape');
    await page.evaluate(() => sessionStorage.clear());
  }
});

test('a client that hides the side bar shows no side navigation', async ({ page }) => {
  await (await createMember('brightpath')).signIn(page);
  await expect(page.getByRole('navigation', { name: /^(Main|Hauptmenü)$/ })).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(0);
});
