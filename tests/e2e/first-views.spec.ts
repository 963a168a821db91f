import { firstReadsFor, firstViewOf } from '@portal/contract/first-reads';
import { isRoutePermitted, routes } from '@portal/manifest/routes';
import { clientUrl, findClient } from '../fixtures/clients';
import { appHasAdopted, expect, test } from '../fixtures/member';

/**
 * Issue 34, decision 0590: every member page its route declares drawn comes with its first view, drawn by the
 * server from the reads the page declares, and the app adopts it without asking for those reads again. Opened in a
 * new tab, as from a link in an email: harbour's pages that need no id.
 */
const harbour = findClient('harbour').manifest;
const pages = routes.filter(
  (route) =>
    route.access === 'member' &&
    route.role === undefined &&
    route.path !== null &&
    route.name !== 'home' &&
    !/[:*]/.test(route.path.replace(/\/:[A-Za-z_]+\?/g, '')) &&
    isRoutePermitted(route.name, harbour.permittedRoutes) &&
    firstViewOf(route.name)?.drawn === true,
);

/** A call's path and its body with the keys in order, as SWR keys it. */
function readKey(path: string, body: unknown): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, inner]) => [key, sorted(inner)]))
        : value;
  return `${path} ${JSON.stringify(sorted(body ?? {}))}`;
}

test.describe("the server's first view of every drawn member page", () => {
  test.setTimeout(180_000);

  test('harbour: each paints with the page, the app adopts it, and asks for none of its reads again', async ({ page, member }) => {
    expect(pages.length).toBeGreaterThan(8);
    await member.signIn(page);
    for (const route of pages) {
      const path = route.path!.replace(/\/:[A-Za-z_]+\?/g, '') || '/';
      const tab = await page.context().newPage();
      // a read and its body: a list's next page (another body) is no read the page came with
      const asked: string[] = [];
      tab.on('request', (request) => {
        if (request.method() === 'POST') asked.push(readKey(new URL(request.url()).pathname, request.postDataJSON()));
      });
      const response = await tab.goto(clientUrl('harbour', path));
      const html = await response!.text();
      // drawn by the server: the frame and the page inside it, in the HTML itself
      expect.soft(html, `${route.name}: the frame in the page`).toMatch(/<nav aria-label="Main"/);
      expect.soft(html, `${route.name}: the page's own heading in the page`).toMatch(/<main[^>]*>.*<h1/s);
      await appHasAdopted(tab);
      await expect.soft(tab.locator('#root'), route.name).not.toHaveAttribute('data-first-view', 'rendered-again');
      const declared = firstReadsFor(route.name, { language: 'en', params: {} }).map(({ call, body }) => readKey(call.path, body));
      expect.soft(asked.filter((path) => declared.includes(path)), `${route.name}: reads that came with the page`).toEqual([]);
      await tab.close();
    }
  });
});
