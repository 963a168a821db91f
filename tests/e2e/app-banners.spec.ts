import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl, findClient } from '../fixtures/clients';
import { appHasAdopted, createMember, expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';

// Issue 9, item 2: lumen configures two app-download banners; a phone shows them, a desktop does not.
test.describe.configure({ timeout: 120_000 });
test.use({ memberClient: 'lumen' });

test('lumen on a phone: store badges with the client links, dismissed for good by this member only', async ({
  page,
  member,
}) => {
  const { manifest } = findClient('lumen');
  expect(manifest.appBanners).toHaveLength(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await member.signIn(page);
  const region = page.getByRole('region', { name: 'Get the app' });
  await expect(region).toBeVisible();
  const hrefs = await region
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(manifest.appBanners.map((banner) => banner.url));
  await expect(region.getByRole('link', { name: manifest.appBanners[0]!.text, exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreen(page, 'lumen', 'app-banners-phone');

  await region.getByRole('button', { name: 'Dismiss the app banners' }).click();
  await expect(region).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get the app' })).toHaveCount(0);

  // another member in the same browser still sees them
  await (await createMember('lumen')).signIn(page);
  await expect(page.getByRole('region', { name: 'Get the app' })).toBeVisible();
});

test('lumen on a desktop shows no app banner', async ({ page, member }) => {
  await member.signIn(page);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get the app' })).toBeHidden();
});

// Decision 0840: the server draws the banners for the phone that asks (its User-Agent), so the page it sends already
// has the badge the phone keeps, and nothing below the banners moves as the app adopts the page (a layout shift of
// 0.06 on every drawn page of lumen and harbour when the server drew both stores' badges).
test.describe('on an Android phone', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 823 },
  });

  test("lumen's drawn home has Google Play's badge from the server on, and nothing moves as the app takes the page", async ({ page, member }) => {
    await member.signIn(page);
    // every badge the page loses from the first byte on (the server's that the phone would not keep)
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedBadges: string[] }).removedBadges = removed;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element)
              for (const badge of [node, ...node.querySelectorAll('[data-app-banner]')])
                if (badge.hasAttribute('data-app-banner')) removed.push(badge.getAttribute('data-app-banner')!);
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(clientUrl('lumen', '/'));
    const drawn = [...(await response!.text()).matchAll(/data-app-banner="(\w+)"/g)].map((match) => match[1]);
    expect(drawn).toEqual(['android']);
    const region = page.getByRole('region', { name: 'Get the app' });
    await expect(region.locator('[data-app-banner]')).toHaveCount(1);
    await expect(region.locator('[data-app-banner="android"]')).toBeVisible();
    // the app has adopted the page as it was drawn (its own render would say rendered-again), badges and all
    await appHasAdopted(page);
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-view', 'rendered-again');
    expect(await page.evaluate(() => (window as unknown as { removedBadges: string[] }).removedBadges)).toEqual([]);
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shifted).toBeLessThan(0.01);
  });
});
