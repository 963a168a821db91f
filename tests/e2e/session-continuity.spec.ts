import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl } from '../fixtures/clients';
import { DEMO_PASSWORD, LOGIN_BUTTON, demoMemberEmail, login, openProviderSignIn, signInAtProvider } from '../fixtures/login';

test.describe.configure({ timeout: 120_000 });

/** The shell's words this spec needs, per language (the shell's own catalogue). */
const SHELL = {
  en: { menu: 'Menu', logout: 'Logout', bookings: 'Bookings', stillThere: 'Are you still there?' },
  de: { menu: 'Menü', logout: 'Abmelden', bookings: 'Buchungen', stillThere: 'Sind Sie noch da?' },
} as const;

/** The development provider's sign-in form in German (packages/server/src/identity/provider-copy.ts). */
const PROVIDER_DE = { heading: 'Bei Kontor Logistik anmelden', email: 'E-Mail', password: 'Passwort', signIn: 'Anmelden' };

const isLocalHost = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Every document the page's main frame shows from now on. */
function recordDocuments(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

const foreign = (urls: readonly string[]) => urls.filter((url) => url.startsWith('http') && !isLocalHost(new URL(url).hostname));

/** The shell is up: the member is signed in on this page. */
async function expectSignedIn(page: Page, language: keyof typeof SHELL = 'en'): Promise<void> {
  await expect(page.getByRole('button', { name: SHELL[language].bookings, exact: true })).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).not.toBe('/login');
}

/**
 * After a sign-out: the portal's /login, reached without a question on the way, and Login then asks the identity
 * provider for the password again (its session has ended too).
 */
async function expectSignedOutForReal(page: Page, documents: readonly string[]): Promise<void> {
  await expect
    .poll(() => backAtLoginAfterProvider(documents), { message: "the provider's end-session, then the portal's /login", timeout: 20_000 })
    .toBe(true);
  await page.waitForURL(isPortalLogin);
  // nothing was left waiting for an answer: no provider page is the current one, and the provider's success page never showed
  expect(documents.filter((url) => url.includes('/oidc/session/end/success'))).toEqual([]);
  await expect(page.getByText(/Do you want to sign-out/)).toHaveCount(0);
  const storage = await page.evaluate(() => ({ member: sessionStorage.getItem('portal.member') }));
  expect(storage.member).toBeNull();

  await page.getByRole('button', { name: LOGIN_BUTTON }).click();
  await page.waitForURL(/\/oidc\/interaction\//, { timeout: 15_000 });
  await expect(page.locator('input[type="password"]')).toBeVisible();
}

const isPortalLogin = (url: URL) => url.pathname === '/login' && url.hostname !== 'localhost';

/** The main frame went through the provider's end-session and then showed the portal's /login. */
function backAtLoginAfterProvider(documents: readonly string[]): boolean {
  const atProvider = documents.findIndex((url) => url.includes('/oidc/session/end'));
  return atProvider >= 0 && documents.slice(atProvider + 1).some((url) => isPortalLogin(new URL(url)));
}

async function logoutFromMenu(page: Page, language: keyof typeof SHELL = 'en'): Promise<void> {
  await page.getByRole('button', { name: SHELL[language].menu }).click();
  await page.getByRole('dialog', { name: SHELL[language].menu }).getByRole('button', { name: SHELL[language].logout }).click();
}

test('a new tab of the same browser is still signed in, and so is a reload without the tab storage', async ({ page }) => {
  await login(page, 'harbour');
  await expectSignedIn(page);

  const tab = await page.context().newPage();
  await tab.goto(clientUrl('harbour', '/account-settings'));
  await expectSignedIn(tab);
  expect(new URL(tab.url()).pathname).toBe('/account-settings');
  await tab.close();

  // the tab's own copy of the member is gone: the server session alone restores them
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expectSignedIn(page);
  // home is drawn by the server first; the app keeps its copy once it has started (decision 0390)
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(sessionStorage.getItem('portal.member') ?? 'null') as { email?: string } | null)?.email))
    .toBe(demoMemberEmail('harbour'));
});

test('a deep link followed while signed out returns to that page after Login', async ({ page }) => {
  await page.goto(clientUrl('lumen', '/account-settings?ref=shared-link'));
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('button', { name: LOGIN_BUTTON }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await signInAtProvider(page, demoMemberEmail('lumen'));
  await page.waitForURL((url) => url.pathname === '/account-settings' && url.hostname.startsWith('lumen.'), { timeout: 20_000 });
  expect(new URL(page.url()).search).toBe('?ref=shared-link');
  await expectSignedIn(page);
});

test('no identity provider token is kept in localStorage or sessionStorage after sign-in, nor readable as a cookie', async ({ page }) => {
  await login(page, 'fernway');
  await expectSignedIn(page);
  const kept = await page.evaluate(() => {
    const all: string[] = [document.cookie];
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index) ?? '';
        all.push(`${key}=${storage.getItem(key) ?? ''}`);
      }
    }
    return all.join('\n');
  });
  expect(kept).not.toMatch(/id_token|access_token|refresh_token|oidc\.user:/);
  // a JWT (three base64url parts starting with a JSON header) anywhere
  expect(kept).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
});

test('Logout ends the provider session in the same step, with no question: Login then asks for the password', async ({ page }) => {
  await login(page, 'harbour');
  await expectSignedIn(page);
  const documents = recordDocuments(page);
  const requests = recordRequests(page);
  const endSession = page.waitForRequest((request) => request.url().includes('/oidc/session/end?'));
  await logoutFromMenu(page);
  const url = new URL((await endSession).url());
  expect(url.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
  expect(url.searchParams.get('post_logout_redirect_uri')).toBe(clientUrl('harbour', '/login'));
  await expectSignedOutForReal(page, documents);
  expect(foreign(requests)).toEqual([]);
});

test('the inactivity logout ends the provider session too', async ({ page }) => {
  await page.clock.install();
  await login(page, 'lumen');
  await expectSignedIn(page);
  const documents = recordDocuments(page);
  await page.clock.runFor('15:00');
  await expect(page.getByRole('alertdialog', { name: SHELL.en.stillThere })).toBeVisible();
  await page.clock.runFor('02:00');
  await expectSignedOutForReal(page, documents);
});

test('a 3994 ends the provider session too', async ({ page }) => {
  await login(page, 'harbour');
  await expectSignedIn(page);
  const documents = recordDocuments(page);
  await page.context().clearCookies({ name: 'portal_session' });
  await page.getByRole('button', { name: SHELL.en.bookings, exact: true }).click({ timeout: 5000 }).catch(() => {
    // a poll may have met the ended session first and signed the member out already
  });
  await expectSignedOutForReal(page, documents);
});

test('a tab whose session ended while it was away signs out at the provider on reload', async ({ page }) => {
  await login(page, 'brightpath');
  await expectSignedIn(page);
  // home is drawn by the server first: the tab knows its member once the app has started and kept its copy
  // (decision 0390); a reload before that is a first visit, not a tab whose session ended
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(sessionStorage.getItem('portal.member') ?? 'null') as { email?: string } | null)?.email))
    .toBe(demoMemberEmail('brightpath'));
  const documents = recordDocuments(page);
  await page.context().clearCookies({ name: 'portal_session' });
  await page.reload();
  await expectSignedOutForReal(page, documents);
});

test("the provider's pages load nothing from another host, and its errors are in the client's skin", async ({ page }) => {
  const requests = recordRequests(page);
  await openProviderSignIn(page, 'larkspur');
  await expect(page.locator('html')).toHaveAttribute('data-client', 'larkspur');
  await expectNoAxeViolations(page);
  await signInAtProvider(page, demoMemberEmail('larkspur'));
  await expectSignedIn(page);
  const documents = recordDocuments(page);
  await logoutFromMenu(page);
  await expect.poll(() => backAtLoginAfterProvider(documents), { timeout: 20_000 }).toBe(true);

  // an error of the provider itself: an unknown redirect address
  const provider = clientUrl('larkspur', '/oidc/auth').replace(/\/\/[^.]+\./, '//');
  const error = await page.goto(`${provider}?client_id=larkspur&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fevil.example%2F`);
  expect(error?.status()).toBe(400);
  await expect(page.locator('html')).toHaveAttribute('data-client', 'larkspur');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  expect(await page.content()).not.toMatch(/fonts\.googleapis|oops!/);

  expect(requests.some((url) => url.includes('/oidc/interaction/'))).toBe(true);
  expect(requests.some((url) => url.includes('/oidc/session/end'))).toBe(true);
  expect(foreign(requests)).toEqual([]);
});

test("kontor: the provider's sign-in and logout pages are in German", async ({ page }) => {
  const requests = recordRequests(page);
  await openProviderSignIn(page, 'kontor');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROVIDER_DE.heading);
  await expectNoAxeViolations(page);
  await page.getByLabel(PROVIDER_DE.email, { exact: true }).fill(demoMemberEmail('kontor'));
  await page.getByLabel(PROVIDER_DE.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: PROVIDER_DE.signIn, exact: true }).click();
  await expectSignedIn(page, 'de');

  // the provider's logout page submits itself at once, so its body is read as it passes rather than after
  let html = '';
  await page.route(/\/oidc\/session\/end\?/, async (route) => {
    const response = await route.fetch();
    html = await response.text();
    await route.fulfill({ response });
  });
  const documents = recordDocuments(page);
  await logoutFromMenu(page, 'de');
  await expect.poll(() => html, { timeout: 20_000 }).not.toBe('');
  expect(html).toContain('lang="de"');
  expect(html).toContain('Sie werden abgemeldet');
  expect(html).not.toContain('Do you want to sign-out');
  await expect.poll(() => backAtLoginAfterProvider(documents), { timeout: 20_000 }).toBe(true);
  expect(foreign(requests)).toEqual([]);
});
