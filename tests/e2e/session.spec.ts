import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { createMember, expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';
import { SHELL_CLIENTS, shellCopy } from './shell-copy';

test.describe.configure({ timeout: 120_000 });

/** The member kept in the tab; the provider's end-session may still be reloading /login, so it is read again. */
async function memberKept(page: Page): Promise<string | null> {
  let kept: string | null = 'unread';
  await expect
    .poll(async () => {
      kept = await page.evaluate(() => sessionStorage.getItem('portal.member')).catch(() => 'navigating');
      return kept;
    })
    .not.toBe('navigating');
  return kept;
}

for (const clientId of SHELL_CLIENTS) {
  test(`${clientId}: a reply with 3994 signs the member out once and goes to /login`, async ({ page }) => {
    await (await createMember(clientId)).signIn(page);
    const copy = await shellCopy(page);
    await expect(page.getByRole('button', { name: copy.bookings, exact: true })).toBeVisible();
    const historyBefore = await page.evaluate(() => history.length);
    // the sign-out leaves for the identity provider at once (decision 0050), so replies are read as they pass
    const refusals: string[] = [];
    await page.exposeFunction('recordRefusal', (text: string) => refusals.push(text));
    await page.evaluate(() => {
      const original = window.fetch.bind(window);
      window.fetch = async (...args) => {
        const response = await original(...args);
        if (response.status === 401) {
          const record = (window as unknown as { recordRefusal: (text: string) => void }).recordRefusal;
          void response.clone().text().then(record);
        }
        return response;
      };
    });
    await page.context().clearCookies({ name: 'portal_session' });
    // the next call of any kind carries 3994: here the bookings panel's
    await page.getByRole('button', { name: copy.bookings, exact: true }).click({ timeout: 5000 }).catch(() => {
      // a poll may have met the ended session first and signed the member out already
    });
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toContain('3994');
    await page.waitForURL((url) => url.pathname === '/login' && url.hostname !== 'localhost');
    expect(await memberKept(page)).toBeNull();
    await page.waitForTimeout(1000);
    // signed out once: at most one new history entry, still on /login
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(historyBefore + 1);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
}

test('inactivity: the prompt counts down two minutes, Stay signed in closes it, then it logs out', async ({ page }) => {
  await page.clock.install();
  await (await createMember('lumen')).signIn(page);
  const copy = await shellCopy(page);
  // the session rules start with the shell; wait for it before letting time pass
  await expect(page.getByRole('button', { name: copy.bookings, exact: true })).toBeVisible();

  await page.clock.runFor('15:00');
  const prompt = page.getByRole('alertdialog', { name: copy.stillThere });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('timer')).toHaveText(/^(2:00|1:5\d)$/);
  await expectNoAxeViolations(page);
  await saveScreen(page, 'lumen', 'inactivity-prompt');
  await page.clock.runFor('01:00');
  // a minute later (plus the real seconds the axe run and screenshot took, as the clock keeps flowing)
  await expect(prompt.getByRole('timer')).toHaveText(/^(1:00|0:[0-5]\d)$/);
  await prompt.getByRole('button', { name: copy.stay }).click();
  await expect(prompt).toBeHidden();

  await page.clock.runFor('15:00');
  await expect(prompt).toBeVisible();
  const loggedOut = page.waitForRequest((request) => request.url().endsWith('/application/api/u/user/logout'));
  await page.clock.runFor('02:00');
  await loggedOut;
  await page.waitForURL((url) => url.pathname === '/login');
  expect(await memberKept(page)).toBeNull();
});

test('the session ends 1440 minutes after login_time', async ({ page, member }) => {
  // login_time is the server session's (decision 0050): the page's clock moves on instead of the stored copy
  await page.clock.install();
  await member.signIn(page);
  const copy = await shellCopy(page);
  await expect(page.getByRole('button', { name: copy.bookings, exact: true })).toBeVisible();
  const loggedOut = page.waitForRequest((request) => request.url().endsWith('/application/api/u/user/logout'));
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 1440 * 60_000);
  await page.clock.runFor('00:11');
  await loggedOut;
  await page.waitForURL((url) => url.pathname === '/login' && url.hostname !== 'localhost');
  expect(await memberKept(page)).toBeNull();
});

test('kontor: Menu → Logout calls user/logout and shuts the chat widget down', async ({ page }) => {
  await (await createMember('kontor')).signIn(page);
  const copy = await shellCopy(page);
  const launcher = page.getByRole('button', { name: copy.supportChat });
  await expect(launcher).toBeVisible();
  await launcher.click();
  // the widget's conversation is the server's (decision 0340): the message comes back from the support chat
  await page.getByLabel(copy.yourMessage).fill('Hallo, ich habe eine Frage.');
  await page.getByRole('button', { name: copy.send }).click();
  await expect(page.getByRole('log').locator('li[data-own="true"]')).toContainText('Hallo, ich habe eine Frage.');
  await expectNoAxeViolations(page);
  await saveScreen(page, 'kontor', 'chat-widget');

  await page.getByRole('button', { name: copy.menu }).click();
  const loggedOut = page.waitForRequest((request) => request.url().endsWith('/application/api/u/user/logout'));
  await page.getByRole('dialog', { name: copy.menu }).getByRole('button', { name: copy.logout }).click();
  await loggedOut;
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('button', { name: copy.supportChat })).toHaveCount(0);
  expect(await memberKept(page)).toBeNull();
});
