import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { routeFiles } from '../../scripts/size-check';
import type { PageMap } from '../../app/vite-portal-plugins';
import { clientUrl } from '../fixtures/clients';
import { expect, test } from '../fixtures/member';

// Issue 34 item 2, decision 0700: what a fresh visit to /login loads is exactly what `npm run size` measures (the
// signed-out start, the login page, its catalogues), so the 100 kB the check holds it to is the real figure.

const pageMap = (): PageMap =>
  JSON.parse(readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../app/dist/.vite/portal-pages.json'), 'utf8')) as PageMap;

/** The app's scripts the page has received so far, dist-relative (`assets/…js`). */
function scriptsOf(page: Page): () => string[] {
  const seen = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/assets\/[^/]+\.js$/.test(pathname) && response.ok()) seen.add(pathname.slice(1));
  });
  return () => [...seen].sort();
}

for (const [client, language, login] of [
  ['harbour', 'en', 'Login'],
  ['kontor', 'de', 'Anmelden'],
] as const) {
  test(`${client}: a fresh visit to /login loads what the size check measures, in ${language}, and hydrates the first view`, async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto(clientUrl(client, '/login'));
    await expect(page.getByRole('button', { name: login })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(scripts()).toEqual(routeFiles(pageMap(), 'login', language));
    // the signed-out start adopted the server's markup rather than drawing it again
    expect(await page.locator('#root').getAttribute('data-first-view')).toBeNull();
  });
}

test('the links of the signed-out /login open the full app', async ({ page }) => {
  await page.goto(clientUrl('harbour', '/login'));
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible({ timeout: 20_000 });
});
