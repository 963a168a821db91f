import type { Locator, Page } from '@playwright/test';
import { clientUrl } from '../fixtures/clients';
import { expect, test } from '../fixtures/member';

const ENTRY_SCRIPT = /\/assets\/index-[A-Za-z0-9_-]+\.js$/;
const SET_MEMBERSHIP_CALL = '/application/api/u/sapphire/users/set-axa-membership-number';

/** Holds the app's entry script back until the returned function is called, as on a slow phone. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const adopted = (field: Locator) => field.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

test.describe('text typed into a drawn form before the app has started (decision 0831)', () => {
  // the help centre's search is a plain controlled field (useState): hydration kept the text on screen, but the
  // page's state never had it, so the list was not filtered and a search sent nothing
  test('the FAQ search typed before hydration is the search the page makes once it has started', async ({ page, member }) => {
    test.slow();
    await member.signIn(page, '/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'Got a question for us?' })).toBeVisible();
    const release = await holdTheApp(page);
    await page.goto(clientUrl(member.clientId, '/faqs'), { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search questions' });
    await expect(search).toBeVisible({ timeout: 20_000 });
    expect(await adopted(search), 'the field is still only the server’s markup').toBe(false);
    await search.pressSequentially('zebra crossing');
    release();

    await expect.poll(() => adopted(search), { timeout: 20_000 }).toBe(true);
    await expect(search).toHaveValue('zebra crossing');
    await expect(page.getByText('Sorry, no results for that search query.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByText('Sorry, no results for that search query.')).toHaveCount(0);
  });

  // the account page's membership number is a react-hook-form field (register), which reads a field edited before
  // it was ready by itself; what this adds is the order: the text is handed over before the held tap is made
  test('typed, then Save tapped, both before hydration: the tap made again sends the text typed', async ({ page, member }) => {
    test.slow();
    await member.signIn(page, '/account-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    const release = await holdTheApp(page);
    await page.goto(clientUrl(member.clientId, '/account-settings'), { waitUntil: 'commit' });
    const number = page.getByLabel('Membership Number');
    await expect(number).toBeVisible({ timeout: 20_000 });
    expect(await adopted(number)).toBe(false);
    await number.pressSequentially('EARLY-0815');
    await page.getByRole('button', { name: 'Save' }).click();
    const sent = page.waitForRequest((request) => request.url().endsWith(SET_MEMBERSHIP_CALL), { timeout: 20_000 });
    release();

    expect((await sent).postDataJSON()).toEqual({ axa_membership_number: 'EARLY-0815' });
    await expect(page.getByText('Your membership number has been saved.')).toBeVisible();
    await expect(number).toHaveValue('EARLY-0815');
  });
});
