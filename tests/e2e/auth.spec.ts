import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl } from '../fixtures/clients';
import { REGISTER_BUTTON, demoMemberEmail, login, openProviderSignIn, signInWithKeyboard } from '../fixtures/login';
import { saveScreen } from '../fixtures/screens';

const POP_UP_HINT =
  'If you are having issues resetting your password, please ensure you have allowed pop ups on this site, then refresh the page';
const ALTERNATIVE_LOGIN_PATH = '/partner-access-7c1e';
const HARBOUR_CLIENT_IDENTIFIER = 'HM-PARTNER-4471';

const storedMember = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.member') ?? 'null') as { email?: string; firstName?: string } | null);

/**
 * Records, from before the page's first byte, every heading removed from the document: the server draws the
 * login page's first view and the app hydrates it (decision 0370), so the server's heading must survive.
 */
async function watchFirstView(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedHeadings: string[] }).removedHeadings = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) removed.push(node.nodeName);
    }).observe(document, { childList: true, subtree: true });
  });
  return async () => {
    expect(await page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings)).toEqual([]);
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-view', 'rendered-again');
  };
}

test.describe('the login screen', () => {
  test('harbour: Login and Register appear after the 1 second initialisation, with the guide and the pop-up hint', async ({ page }) => {
    const hydrated = await watchFirstView(page);
    const opened = Date.now();
    await page.goto(clientUrl('harbour', '/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Harbour Mutual' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // the app adopted the server's first view instead of drawing the page again
    await hydrated();
    expect(Date.now() - opened).toBeGreaterThanOrEqual(1000);
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(page.getByText(POP_UP_HINT, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreen(page, 'harbour', 'login');

    await page.getByRole('button', { name: 'How to sign in: read the guide' }).click();
    const guide = page.getByRole('dialog', { name: 'How to sign in' });
    await expect(guide).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
  });

  test('lumen: the first-time warning, once dismissed, stays dismissed on this device', async ({ page }) => {
    await page.goto(clientUrl('lumen', '/login'));
    const warning = page.getByText('First time here?');
    await expect(warning).toBeVisible();
    await saveScreen(page, 'lumen', 'login');
    await page.getByRole('button', { name: 'Dismiss the first-time message' }).click();
    await expect(warning).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(warning).toBeHidden();
  });

  test('kontor: the login screen is in German', async ({ page }) => {
    const hydrated = await watchFirstView(page);
    await page.goto(clientUrl('kontor', '/login'));
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await hydrated();
    await expect(page.getByRole('button', { name: 'Registrieren' })).toBeVisible();
    await expect(page.getByText('Zum ersten Mal hier?')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectNoAxeViolations(page);
    await saveScreen(page, 'kontor', 'login');
  });

  // every client's login screen passes axe in its skin, and is saved as its login screen: platform.spec.ts
});

test.describe('sign in as an existing member', () => {
  for (const clientId of ['harbour', 'lumen', 'kontor']) {
    test(`${clientId}: Login through the identity provider signs in and lands on home`, async ({ page }) => {
      await login(page, clientId);
      await expect(page).toHaveURL(clientUrl(clientId, '/'));
      expect((await storedMember(page))?.email).toBe(demoMemberEmail(clientId));
    });
  }

  test('harbour: a signed-in member opening /login is taken home after the initialisation', async ({ page }) => {
    await login(page, 'harbour');
    await page.goto(clientUrl('harbour', '/login'));
    await expect(page).toHaveURL(clientUrl('harbour', '/'), { timeout: 5000 });
  });

  test('harbour: the keyboard alone completes sign-in', async ({ page }) => {
    await signInWithKeyboard(page, 'harbour', demoMemberEmail('harbour'));
    await expect(page).toHaveURL(clientUrl('harbour', '/'), { timeout: 15_000 });
    expect((await storedMember(page))?.email).toBe(demoMemberEmail('harbour'));
  });

  test('harbour: a failed return from the provider goes back to /login with a message', async ({ page }) => {
    await page.goto(clientUrl('harbour', '/sso-redirect?error=access_denied&state=unknown'));
    await expect(page).toHaveURL(clientUrl('harbour', '/login'));
    await expect(page.getByText('We could not sign you in.')).toBeVisible();
  });

  test("harbour: the provider's password-reset error code starts its password-reset flow", async ({ page }) => {
    await openProviderSignIn(page, 'harbour');
    const reset = page.waitForRequest((request) => request.url().includes('/oidc/auth') && request.url().includes('flow=password-reset'));
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await reset;
    await page.waitForURL(/\/oidc\/interaction\//);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('harbour: Register also goes through the identity provider', async ({ page }) => {
    await openProviderSignIn(page, 'harbour', REGISTER_BUTTON);
    await expect(page.getByRole('heading', { name: 'Sign in to Harbour Mutual' })).toBeVisible();
  });
});

test.describe('the alternative login', () => {
  test('harbour: email and client identifier sign in and go home', async ({ page }) => {
    await page.goto(clientUrl('harbour', ALTERNATIVE_LOGIN_PATH));
    await expect(page.getByRole('heading', { name: 'Partner sign-in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreen(page, 'harbour', 'alternative-login');
    await page.getByLabel('Email').fill(demoMemberEmail('harbour'));
    await page.getByLabel('Client identifier').fill(HARBOUR_CLIENT_IDENTIFIER);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(clientUrl('harbour', '/'), { timeout: 10_000 });
    expect((await storedMember(page))?.email).toBe(demoMemberEmail('harbour'));
  });

  test('harbour: a wrong client identifier stays on the page and shows nothing', async ({ page }) => {
    await page.goto(clientUrl('harbour', ALTERNATIVE_LOGIN_PATH));
    await page.getByLabel('Email').fill(demoMemberEmail('harbour'));
    await page.getByLabel('Client identifier').fill('WRONG-IDENTIFIER');
    const reply = page.waitForResponse((response) => response.url().endsWith('/alternative/alternative-login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await reply).status()).toBe(401);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page).toHaveURL(clientUrl('harbour', ALTERNATIVE_LOGIN_PATH));
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await storedMember(page)).toBeNull();
  });

  test('harbour: opening it signs out the current member', async ({ page }) => {
    await login(page, 'harbour');
    await page.goto(clientUrl('harbour', ALTERNATIVE_LOGIN_PATH));
    await expect(page.getByRole('heading', { name: 'Partner sign-in' })).toBeVisible();
    await expect.poll(() => storedMember(page)).toBeNull();
    await page.goto(clientUrl('harbour', '/'));
    await expect(page).toHaveURL(clientUrl('harbour', '/login'));
  });
});
