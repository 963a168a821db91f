import type { Page } from '@playwright/test';
import { pathTo } from '@portal/manifest/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { appHasAdopted, createMember, expect, test } from '../fixtures/member';

// Issue 14, items 3 and 4: larkspur, which no other spec signs in to, so a brand live for a moment disturbs nobody.
const actionColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-action-primary-bg').trim().toLowerCase());

test.describe('Branding Customise and announcements as an employer admin of larkspur', () => {
  test.use({ memberClient: 'larkspur', memberOptions: { employerAdmin: true } });

  test("publishes a brand a member's next page is in, rolls it back, and publishes an announcement the member reads", async ({ page, member, browser }) => {
    test.setTimeout(180_000);
    const reader = await createMember('larkspur');
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await reader.signIn(memberPage, pathTo('home'));
    const original = await actionColour(memberPage);
    expect(original).toMatch(/^#[0-9a-f]{6}$/);

    await member.signIn(page, pathTo('brandingCustomise'));
    await expect(page.getByRole('heading', { level: 1, name: 'Branding Customise' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Every colour pair passes the contrast check (WCAG AA).')).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);

    // a pale yellow fails the gate: publishing is blocked until the suggested shade is taken
    await page.getByLabel('Action colour', { exact: true }).fill('#ffe066');
    await expect(page.getByText('These colours do not pass the contrast check.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Publish brand' })).toBeDisabled();
    await page.getByRole('button', { name: /as action colour$/ }).click();
    await expect(page.getByText('Every colour pair passes the contrast check (WCAG AA).')).toBeVisible({ timeout: 20_000 });
    const chosen = await page.getByLabel('Action colour', { exact: true }).inputValue();
    expect(chosen).not.toBe('#ffe066');
    await expect(page.getByTestId('brand-preview').getByRole('button', { name: 'Start now' })).toHaveCSS('background-color', hexToRgb(chosen));
    await page.getByRole('button', { name: 'Publish brand' }).click();
    await expect(page.getByText(/^Version \d+ is live/)).toBeVisible({ timeout: 20_000 });

    // the member's next page load is in the new brand, with no rebuild or restart
    await memberPage.reload();
    await expect.poll(() => actionColour(memberPage)).toBe(chosen);

    await page.getByRole('button', { name: /^Roll back version \d+$/ }).click();
    await expect(page.getByText(/^Version \d+ is rolled back/)).toBeVisible({ timeout: 20_000 });
    await memberPage.reload();
    await expect.poll(() => actionColour(memberPage)).toBe(original);

    // an announcement reaches the member's home page
    const title = `Office closed ${Date.now().toString(36)}`;
    await page.goto(new URL(pathTo('customContent'), page.url()).href);
    // the server draws the page in the admin's zone (decision 0750): typing before the app hydrates is not kept
    await appHasAdopted(page);
    await page.getByLabel('Announcement title').fill(title);
    await page.getByLabel('Announcement text').fill('The office is closed on Friday for <strong>maintenance</strong>.<script>alert(1)</script>');
    await page.getByRole('button', { name: 'Publish announcement' }).click();
    // the first publish of a server loads its HTML sanitiser (jsdom), which takes a while on a busy machine
    await expect(page.getByText(`“${title}” is shown to your members.`)).toBeVisible({ timeout: 60_000 });
    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { name: 'From your employer' })).toBeVisible({ timeout: 20_000 });
    const announcement = memberPage.getByTestId('announcement').filter({ hasText: title });
    await expect(announcement.locator('strong', { hasText: 'maintenance' })).toBeVisible();
    await expectNoAxeViolations(memberPage);
    // unpublished after a dialog that names it: gone from the member's next page
    await page.getByRole('button', { name: `Unpublish ${title}` }).click();
    await page.getByRole('alertdialog', { name: `Unpublish “${title}”?` }).getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect(page.getByText(`“${title}” is no longer shown to your members. It is kept as a draft.`)).toBeVisible({ timeout: 20_000 });
    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    await expect(memberPage.getByTestId('announcement').filter({ hasText: title })).toHaveCount(0);
    await context.close();
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
