import type { Page } from '@playwright/test';
import { clientUrl } from '../fixtures/clients';
import { appHasAdopted, createMember, expect, test } from '../fixtures/member';

/**
 * Decision 0380: the server draws a member's home from the replies it inlines with the page, and the app adopts
 * that markup. Records, from before the first byte, every heading removed from the document (the server's must
 * survive) and whether the root says the browser had to draw the page again.
 */
async function watchFirstView(page: Page) {
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
  };
}

test.describe("the server's first view of home", () => {
  test('harbour, in a new tab: drawn with the page, adopted by the app, and working', async ({ page, member }) => {
    await member.signIn(page);
    // a new tab has only the session cookie
    const tab = await page.context().newPage();
    const hydrated = await watchFirstView(tab);
    const response = await tab.goto(clientUrl('harbour', '/'));
    const html = await response!.text();
    // in the page as it came from the server: the welcome, the frame's navigation and unread count, the employer's
    // announcement, without its date (the browser's time zone)
    expect(html).toContain(`<h1>Welcome, ${member.firstName}</h1>`);
    expect(html).toMatch(/<nav aria-label="Main"/);
    expect(html).toContain('From your employer');
    const announcement = tab.getByTestId('announcement').first();
    await expect(announcement.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(tab.getByRole('heading', { level: 1, name: `Welcome, ${member.firstName}` })).toBeVisible();
    await appHasAdopted(tab);
    // the app's own parts after it: the services, and a panel that opens
    await expect(tab.getByRole('heading', { level: 2, name: 'Events' })).toBeVisible();
    await tab.getByRole('button', { name: 'Notifications' }).click();
    await expect(tab.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await hydrated();
  });

  test("kontor: an English-speaking member's home is English on a German client, from the first byte", async ({ page }) => {
    const member = await createMember('kontor', { language: 'en' });
    await member.signIn(page, '/settings');
    const hydrated = await watchFirstView(page);
    const response = await page.goto(clientUrl('kontor', '/'));
    const html = await response!.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('<nav aria-label="Main"');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await hydrated();
  });
});
