import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientRequest, clientUrl, customProperties, demoClients, expectedThemeCss, unpermittedPath } from '../fixtures/clients';
import { LOGIN_BUTTON } from '../fixtures/login';
import { expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';
import { matchPath } from 'react-router-dom';
import { isRoutePermitted, routes } from '@portal/manifest/routes';

const NOT_FOUND = {
  en: "Something went wrong! We can't seem to find the page you are looking for.",
  de: 'Etwas ist schiefgelaufen! Wir können die gesuchte Seite leider nicht finden.',
};

function hexToRgb(hex: string): string {
  const value = hex.trim().replace('#', '');
  const [r, g, b] = [0, 2, 4].map((offset) => parseInt(value.slice(offset, offset + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function rootProperty(page: Page, name: string): Promise<string> {
  return page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(), name);
}

for (const client of demoClients()) {
  const { id, manifest } = client;
  const language = manifest.defaultLanguage === 'de' ? 'de' : 'en';

  test.describe(`${id} (skin ${manifest.skin})`, () => {
    test.use({ memberClient: id });

    test('the HTML carries the client theme and manifest inline', async ({ request }) => {
      const { url, headers } = clientRequest(id, '/');
      const response = await request.get(url, { headers });
      expect(response.status()).toBe(200);
      const html = await response.text();

      const style = html.match(/<style id="portal-theme"[^>]*>([\s\S]*?)<\/style>/);
      expect(style, 'inline <style id="portal-theme">').not.toBeNull();
      const inlined = customProperties(style![1]!);
      const expected = customProperties(expectedThemeCss(id));
      expect(expected.size).toBeGreaterThan(20);
      for (const [name, value] of expected) expect(inlined.get(name), name).toBe(value);

      const script = html.match(/<script id="portal-manifest" type="application\/json">([\s\S]*?)<\/script>/);
      expect(script, 'inline manifest script').not.toBeNull();
      const inlineManifest = JSON.parse(script![1]!) as { id: string; skin: number; permittedRoutes: string[] };
      expect(inlineManifest.id).toBe(id);
      expect(inlineManifest.skin).toBe(manifest.skin);
      expect(inlineManifest.permittedRoutes).toEqual(manifest.permittedRoutes);
      expect(html).toMatch(new RegExp(`<html[^>]*data-skin="${manifest.skin}"`));
      expect(html).not.toContain('<!--portal:head-->');
    });

    test('the page is themed on first paint, without a theme stylesheet request', async ({ browser }) => {
      const expected = customProperties(expectedThemeCss(id));
      const surface = expected.get('--color-surface-page')!;
      const action = expected.get('--color-action-primary-bg')!;

      // without JavaScript: the inlined style alone themes the document
      const bare = await browser.newContext({ javaScriptEnabled: false });
      const barePage = await bare.newPage();
      await barePage.goto(clientUrl(id, '/login'));
      expect(await rootProperty(barePage, '--color-surface-page')).toBe(surface);
      expect(await rootProperty(barePage, '--color-action-primary-bg')).toBe(action);
      await bare.close();

      const page = await browser.newPage();
      const stylesheets: string[] = [];
      const cspErrors: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'stylesheet') stylesheets.push(req.url());
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
      });
      await page.goto(clientUrl(id, '/login'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(hexToRgb(surface));
      expect(stylesheets).toEqual([]);
      expect(cspErrors).toEqual([]);
      await page.close();
    });

    test('a route the client does not permit shows the not-found page', async ({ page }) => {
      const path = unpermittedPath(id);
      await page.goto(clientUrl(id, path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND[language]);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoAxeViolations(page);
      await saveScreen(page, id, 'not-found');
    });

    test('a member route signed out leads to the login page', async ({ page }) => {
      const memberPath = manifest.homePage === 'home' ? '/' : '/settings';
      await page.goto(clientUrl(id, memberPath));
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('img', { name: manifest.logos.alt })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(manifest.name);
      // after the initialisation, with its buttons: the login screen every client's members see, checked in its skin
      await expect(page.getByRole('button', { name: LOGIN_BUTTON })).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreen(page, id, 'login');
    });

    test('signed in, the shell offers the permitted pages only', async ({ page, member }) => {
      await member.signIn(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const navigation = page.getByRole('navigation').first();
      await expect(navigation.getByRole('link').first()).toBeVisible();
      const hrefs = await page
        .getByRole('navigation')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs).not.toContain(unpermittedPath(id));
      const permittedPaths = new Set(
        routes
          .filter((route) => route.path && isRoutePermitted(route.name, manifest.permittedRoutes))
          .flatMap((route) => [route.path!, ...(('aliases' in route ? route.aliases : undefined) ?? [])]),
      );
      for (const href of hrefs.filter((href) => href.startsWith('/'))) {
        const pathname = href.split('?')[0]!;
        const matches = [...permittedPaths].some((pattern) => matchPath({ path: pattern, end: true }, pathname));
        expect(matches, `nav link ${href} leads to a permitted route`).toBe(true);
      }
      await expectNoAxeViolations(page);
      await saveScreen(page, id, 'home');
    });
  });
}
