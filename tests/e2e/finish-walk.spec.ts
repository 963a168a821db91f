import type { APIRequestContext, Page } from '@playwright/test';
import { pathTo } from '@portal/manifest/routes';
import { clientRequest, clientUrl } from '../fixtures/clients';
import { appHasAdopted, createMember, expect, test, type TestMember } from '../fixtures/member';
import { scrollThrough } from '../fixtures/scroll';

// Issue 31: what a newcomer found on a walk of every page, each as a member meets it.

async function callAs(request: APIRequestContext, member: TestMember, path: string, body: unknown) {
  const { url, headers } = clientRequest(member.clientId, path);
  const started = Date.now();
  const reply = await request.post(url, {
    headers: { ...headers, cookie: `${member.session.cookieName}=${member.session.token}`, 'content-type': 'application/json' },
    data: body,
  });
  return { status: reply.status(), body: (await reply.json()) as Record<string, unknown>, ms: Date.now() - started };
}

const mainNavLabels = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();

test('the navigation reads the same in the first view as after the app starts, and names the page it opens', async ({ page, member }) => {
  await member.signIn(page, '/events');
  // the page as the server sends it, before any script runs
  const plain = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  await plain.addCookies([{ name: member.session.cookieName, value: member.session.token, url: clientUrl('harbour') }]);
  const firstView = await plain.newPage();
  await firstView.goto(clientUrl('harbour', '/'));
  const served = await mainNavLabels(firstView);
  await plain.close();
  expect(served.length).toBeGreaterThan(3);

  await page.goto(clientUrl('harbour', '/'));
  await appHasAdopted(page);
  await page.waitForLoadState('networkidle');
  expect(await mainNavLabels(page)).toEqual(served);
  expect(served).not.toContain('Online mental health');

  // a page whose navigation the app draws before get-nav answers (no reply inlined with the page, a slow get-nav):
  // every label the bar ever shows is the one it keeps
  const tab = await page.context().newPage();
  await tab.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { navSeen: Set<string> }).navSeen = seen;
    const look = () => {
      const links = [...document.querySelectorAll('nav[aria-label="Main"] a')].map((link) => link.textContent ?? '');
      if (links.length > 0) seen.add(links.join(' | '));
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await tab.route(clientUrl('harbour', '/settings'), async (route) => {
    // Node does not resolve *.localhost: the page is fetched from the loopback address with the client's Host
    const { url, headers } = clientRequest('harbour', '/settings');
    const response = await route.fetch({ url, headers: { ...route.request().headers(), ...headers } });
    const html = (await response.text()).replace(/<script id="portal-boot"[^>]*>[\s\S]*?<\/script>/, '');
    await route.fulfill({ response, body: html });
  });
  await tab.route('**/application/api/u/settings/get-nav', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const navAnswered = tab.waitForResponse('**/application/api/u/settings/get-nav');
  await tab.goto(clientUrl('harbour', '/settings'));
  await navAnswered;
  await tab.waitForLoadState('networkidle');
  const seen = await tab.evaluate(() => [...(window as unknown as { navSeen: Set<string> }).navSeen]);
  expect(seen).toEqual([served.join(' | ')]);
  await tab.close();

  // the mental health link opens a page whose heading and tab title say what the link said
  const label = served.find((text) => /mental health/i.test(text))!;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${label}$`, 'i'));
  await expect(page).toHaveTitle(new RegExp(`^${label} \\|`, 'i'));
});

test('a reply with 3994 signs the member out for good: opening / again asks them to sign in', async ({ page, member }) => {
  await member.signIn(page, '/settings');
  // one reply of an otherwise live session says it has ended (another process, a proxy): the app must end it
  const events = '**/application/api/u/events/get-events';
  await page.route(events, (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ success: false, err: '3994: session required' }) }),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
  await page.unroute(events);
  // the server session is over too: its cookie signs nobody in
  const check = await callAs(page.request, member, '/application/api/u/notifications/unread', {});
  expect(check.status).toBe(401);
  await page.goto(clientUrl('harbour', '/'));
  await expect(page).toHaveURL(/\/login/);
});

test('Tab in the Menu dialog cycles inside it and never lands on the page behind', async ({ page, member }) => {
  await member.signIn(page, '/settings');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const stops = (await menu.locator('a:visible, button:visible').count()) + 1;
  for (let press = 0; press < stops * 2; press += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null), `Tab ${press + 1}`).toBe(true);
  }
  for (let press = 0; press < stops; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null), `Shift+Tab ${press + 1}`).toBe(true);
  }
});

test.describe('as an employer admin of lumen', () => {
  test.use({ memberClient: 'lumen', memberOptions: { employerAdmin: true } });

  test('/admin offers every admin area the side bar links, Branding too', async ({ page, member }) => {
    await member.signIn(page, '/admin');
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(cards.getByRole('link', { name: 'Branding Customise' })).toBeVisible();
    await cards.getByRole('link', { name: 'Branding Customise' }).click();
    await expect(page).toHaveURL(/\/admin\/branding$/);
  });

  test("a published article is on the members' home at once, also for a member who had home open; publishing is quick", async ({ page, member, browser }) => {
    // a member of lumen with home open before the article exists
    const reader = await createMember('lumen');
    const context = await browser.newContext();
    const home = await context.newPage();
    await reader.signIn(home, '/');
    await scrollThrough(home);
    await expect(home.locator('[data-carousel="articles"]').getByRole('link').first()).toBeVisible();

    await member.signIn(page, pathTo('customContent'));
    const title = `Bike week ${Date.now().toString(36)}`;
    const published = await callAs(page.request, member, '/application/api/u/admin/articles/publish', {
      title,
      summary: 'Ride in with colleagues.',
      body: '<p>Every colleague can lease a bike from May.</p>',
    });
    expect(published.status).toBe(200);
    // the first article of a server used to wait 2.5 s for its sanitiser to load
    expect(published.ms).toBeLessThan(1_000);

    // the member goes to another page and back to home, as members do, without reloading
    await home.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await expect(home).toHaveURL(/\/events$/);
    await home.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await scrollThrough(home);
    await expect(home.locator('[data-carousel="articles"]').getByText(title)).toBeVisible({ timeout: 15_000 });
    await context.close();
  });
});

const PHONES = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
} as const;

for (const [platform, userAgent] of Object.entries(PHONES)) {
  test(`lumen's app banners: a ${platform} phone sees its own store's badge only, drawn whole`, async ({ browser }) => {
    const member = await createMember('lumen');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent });
    const page = await context.newPage();
    await member.signIn(page, '/');
    const badges = page.locator('[data-app-banner]');
    await expect(badges).toHaveCount(1);
    await expect(badges.first()).toHaveAttribute('data-app-banner', platform);
    // every word of the badge inside its black box
    const overflow = await badges.first().locator('svg').evaluate((svg) => {
      const width = (svg as SVGSVGElement).viewBox.baseVal.width;
      return [...svg.querySelectorAll('text')].map((text) => Number(text.getAttribute('x')) + (text as SVGTextElement).getComputedTextLength() - width);
    });
    for (const over of overflow) expect(over).toBeLessThanOrEqual(-4);
    await context.close();
  });
}

test("every page of a client has its logo as the tab icon: /favicon.ico of each client, and the app's pages name it", async ({ page, member }) => {
  for (const client of ['harbour', 'lumen']) {
    const { url, headers } = clientRequest(client, '/favicon.ico');
    const icon = await page.request.get(url, { headers });
    expect(icon.status(), client).toBe(200);
    expect(icon.headers()['content-type'], client).toMatch(/^image\//);
  }
  // a page that names no icon asks /favicon.ico: none of them may answer 404
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await member.signIn(page, '/');
  await page.goto(clientUrl('harbour', '/login'));
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
  expect(missing).toEqual([]);
});

test("the demo announcement's Monday is today or still to come", async ({ page, member }) => {
  await member.signIn(page, '/');
  const announcement = page.getByTestId('announcement').filter({ hasText: 'Wellbeing week starts on Monday' });
  await expect(announcement).toBeVisible();
  const shown = await announcement.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/).innerText();
  const published = new Date(`${shown} 12:00`);
  const monday = new Date(published);
  do monday.setDate(monday.getDate() + 1);
  while (monday.getDay() !== 1);
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  expect(monday.getTime(), `published ${shown}`).toBeGreaterThanOrEqual(today.getTime());
  // and it went out today or before, not in the future
  expect(new Date(shown).getTime()).toBeLessThanOrEqual(Date.now());
});

test('an online event names no office: booked, its booking lists none of the four', async ({ page, member }) => {
  await member.signIn(page, '/events');
  await page.getByRole('link', { name: /^Money matters: budgeting online/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Money matters: budgeting online' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText('You are registered')).toBeVisible({ timeout: 15_000 });
  await page.goto(clientUrl('harbour', '/events/bookings'));
  await page.getByRole('list', { name: 'Bookings' }).getByRole('button', { name: /Money matters: budgeting online/ }).first().click();
  const detail = page.getByRole('region', { name: 'Money matters: budgeting online' });
  await expect(detail).toBeVisible();
  for (const office of ['London – Harbour House', 'Bristol – Canons Quay', 'Leeds – Dock Street', 'Glasgow – Pacific Quay']) {
    await expect(detail).not.toContainText(office);
  }
});
