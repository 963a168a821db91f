import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl } from '../fixtures/clients';

/**
 * The development outbox (decision 0300): the server's reminder worker has sent the seeded members' reminders of
 * their video session five minutes after the seed, in each member's language, with the .ics to download.
 */
test('the outbox lists the reminders the worker sent, in English and German, with their .ics', async ({ page }) => {
  // the worker's first pass runs as the server starts; a pass every 30 s after that. Other tests send mail too, so
  // each member's mails are read through ?to= (the page lists the last 100 only)
  await expect(async () => {
    await page.goto(clientUrl('harbour', '/__outbox?to=member@kontor.example'));
    await expect(page.locator('tr', { hasText: 'member@kontor.example' }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 35_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page.locator('tbody tr', { hasNotText: 'member@kontor.example' })).toHaveCount(0);
  const german = page.locator('tr', { hasText: 'member@kontor.example' }).filter({ hasText: /Erinnerung: Videositzung mit .+ um \d\d:\d\d/ }).first();
  await german.getByText(/Erinnerung: Videositzung/).click();
  await expect(german.locator('pre')).toContainText('Kontor Logistik');
  await expectNoAxeViolations(page);

  await page.goto(clientUrl('harbour', '/__outbox?to=member@harbour.example'));
  const english = page.locator('tr', { hasText: 'member@harbour.example' }).filter({ hasText: /Reminder: Video session with .+ at \d\d:\d\d/ }).first();
  await english.getByText(/Reminder: Video session with/).click();
  await expect(english.locator('pre')).toContainText('Join the video session here:');
  await expect(english.locator('pre')).toContainText('Harbour Mutual');

  const download = page.waitForEvent('download');
  await english.getByRole('link', { name: 'booking.ics' }).click();
  expect((await download).suggestedFilename()).toBe('booking.ics');
});
