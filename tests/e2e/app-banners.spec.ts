import { expectNoAxeViolations } from '../fixtures/axe';
import { findClient } from '../fixtures/clients';
import { createMember, expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';

// Issue 9, item 2: lumen configures two app-download banners; a phone shows them, a desktop does not.
test.describe.configure({ timeout: 120_000 });
test.use({ memberClient: 'lumen' });

test('lumen on a phone: store badges with the client links, dismissed for good by this member only', async ({
  page,
  member,
}) => {
  const { manifest } = findClient('lumen');
  expect(manifest.appBanners).toHaveLength(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await member.signIn(page);
  const region = page.getByRole('region', { name: 'Get the app' });
  await expect(region).toBeVisible();
  const hrefs = await region
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(manifest.appBanners.map((banner) => banner.url));
  await expect(region.getByRole('link', { name: manifest.appBanners[0]!.text, exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreen(page, 'lumen', 'app-banners-phone');

  await region.getByRole('button', { name: 'Dismiss the app banners' }).click();
  await expect(region).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get the app' })).toHaveCount(0);

  // another member in the same browser still sees them
  await (await createMember('lumen')).signIn(page);
  await expect(page.getByRole('region', { name: 'Get the app' })).toBeVisible();
});

test('lumen on a desktop shows no app banner', async ({ page, member }) => {
  await member.signIn(page);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get the app' })).toBeHidden();
});
