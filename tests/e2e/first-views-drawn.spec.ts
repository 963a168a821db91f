import type { Page } from '@playwright/test';
import { clientUrl } from '../fixtures/clients';
import { appHasAdopted, expect, test } from '../fixtures/member';

/**
 * Issue 34, item 1: the member pages the server did not draw because of style attributes, DOMPurify, the host or
 * country names now come with their first view. Each opens in a new tab (only the session cookie, as from a link in
 * an email): the page's heading is in the HTML as it came from the server, no heading is removed as the app starts,
 * the root never says the browser had to draw the page again (a hydration mismatch), and nothing is logged as an
 * error. Ids are the member's own seeded ones, found through the reads the app sends.
 */
async function watchFirstView(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat|rendered again/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedHeadings: string[] }).removedHeadings = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('h1, h2') || node.querySelector('h1, h2'))) removed.push(node.textContent ?? node.nodeName);
    }).observe(document, { childList: true, subtree: true });
  });
  return async () => {
    expect(await page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings)).toEqual([]);
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-view', 'rendered-again');
    expect(errors).toEqual([]);
  };
}

/** A read the app sends, asked from the signed-in page. */
async function ask(page: Page, path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return (await response.json()) as Record<string, unknown>;
    },
    { path, body },
  );
}

test.describe('first views drawn by the server (issue 34)', () => {
  test.use({ memberClient: 'harbour' });

  test('settings, account, emergency contacts, listings, courses, an article, a podcast, clinics and the coach choice', async ({ page, member }) => {
    test.setTimeout(240_000);
    await member.signIn(page, '/settings');
    const article = (await ask(page, '/application/api/u/sapphire/home/get-articles', {})).content as { id: number; title: string }[];
    const podcasts = (await ask(page, '/application/api/u/sapphire/home/content', { tags: [], search_term: '', page: 1, pageSize: 6, type: 'podcasts' })).data as { id: number; title: string }[];
    const courses = (await ask(page, '/application/api/u/sapphire/home/content', { tags: [], search_term: '', page: 1, pageSize: 6, type: 'courses' })).data as { id: number; title: string }[];
    const course = courses.find((item) => !/be calm/i.test(item.title)) ?? courses[0]!;
    const pages: [path: string, heading: string | RegExp][] = [
      ['/settings', 'Settings'],
      ['/account-settings', 'Account settings'],
      ['/emergency-contacts', 'Emergency Service Contacts'],
      ['/content/articles', 'Articles'],
      ['/all-courses', 'Courses'],
      [`/stand-alone-article/${article[0]!.id}`, article[0]!.title],
      [`/sound-space/${podcasts[0]!.id}`, podcasts[0]!.title],
      [`/course/${course.id}`, course.title],
      ['/clinics/digital', 'Digital clinics'],
      ['/mental-health-coaching/select-coach', /./],
    ];
    for (const [path, heading] of pages) {
      await test.step(path, async () => {
        const tab = await page.context().newPage();
        const hydrated = await watchFirstView(tab);
        const response = await tab.goto(clientUrl('harbour', path));
        const html = await response!.text();
        // drawn with the page: the frame's navigation and the page's own heading inside #root
        expect(html, `${path} came with its first view`).toMatch(/<div id="root"><[^/]/);
        expect(html).toMatch(/<nav aria-label="Main"/);
        const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
        if (typeof heading === 'string') expect(h1).toBe(heading.replace(/&/g, '&amp;'));
        else expect(h1).toMatch(heading);
        await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await appHasAdopted(tab);
        await tab.waitForLoadState('networkidle').catch(() => undefined);
        await hydrated();
        await tab.close();
      });
    }
  });
});
