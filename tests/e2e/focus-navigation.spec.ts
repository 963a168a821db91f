import { expect, test } from '../fixtures/member';

// Issue 9, item 5: after following a link, focus is on the new page's main heading and the title is announced.
test.describe.configure({ timeout: 120_000 });

test('following a navigation link moves focus to the main heading and announces the title', async ({
  page,
  member,
}) => {
  await member.signIn(page);
  const link = page.getByRole('navigation').first().getByRole('link', { name: 'Events', exact: true });
  await link.click();
  await page.waitForURL((url) => url.pathname === '/events');
  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeFocused({ timeout: 15_000 });
  await expect(page.getByTestId('page-announcer')).toHaveText(await page.title(), { timeout: 5_000 });
  await expect(page.getByTestId('page-announcer')).toHaveText(/Events/);
});
