import type { Page } from '@playwright/test';
import { adminCalls } from '@portal/contract/calls/admin';
import { examples } from '@portal/contract/examples';
import { pathTo } from '@portal/manifest/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl } from '../fixtures/clients';
import { createMember, expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';

const NOT_FOUND = "Something went wrong! We can't seem to find the page you are looking for.";
const ADMIN_PAGES = [pathTo('adminView'), pathTo('userManagement'), pathTo('dataAnalytics'), pathTo('customContent')];

/** Posts a call from the page, as the app does (same origin, JSON, the member's cookie): its status and reply. */
async function callFromPage(page: Page, path: string, body: unknown): Promise<{ status: number; err?: string }> {
  return page.evaluate(async ({ path, body }) => {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
    const reply = (await response.json()) as { err?: string };
    return { status: response.status, err: reply.err };
  }, { path, body });
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

test.describe('admin pages as an ordinary member', () => {
  test('every admin page is not found, the menu has no admin view and every admin call is refused', async ({ page, member }) => {
    // full page loads of a signed-in page, one per admin page, on a shared machine
    test.setTimeout(90_000);
    await member.signIn(page);
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Admin View/ })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Close' }).click();

    for (const path of ADMIN_PAGES) {
      await page.goto(clientUrl(member.clientId, path));
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Access codes')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    for (const call of adminCalls) {
      const reply = await callFromPage(page, call.path, examples[call.path]!.request);
      expect({ path: call.path, ...reply }).toEqual({ path: call.path, status: 403, err: 'You do not have access to this.' });
    }
  });
});

// skin 9; the admin pages in every other skin are the visual tests' (one walk per client would cost the suite's budget)
for (const clientId of ['lumen'] as const) {
  test.describe(`user management as an employer admin of ${clientId}`, () => {
    test.use({ memberClient: clientId, memberOptions: { employerAdmin: true } });

    test('enters admin view, creates and revokes an access code, and deactivates a member', async ({ page, member }) => {
      // one long walk through the area: creating a code hashes it with scrypt, and the machine is shared
      test.setTimeout(120_000);
      const leaver = await createMember(clientId);
      const other = await createMember(clientId === 'lumen' ? 'fernway' : 'lumen');
      await member.signIn(page);

      const menu = await openMenu(page);
      await menu.getByRole('link', { name: 'Enter Admin View' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: "Manage your organisation's portal" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'User Management' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();

      const label = `E2E ${Date.now()}`;
      await page.getByLabel('Name of the code').fill(label);
      await page.getByRole('button', { name: 'Create access code' }).click();
      await expect(page.getByTestId('new-access-code')).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const row = page.getByTestId('access-code-row').filter({ hasText: label });
      await expect(row).toContainText('Active');
      await expect(row.getByRole('cell').nth(3)).toHaveText('0');
      await expectNoAxeViolations(page);
      await saveScreen(page, clientId, 'admin-user-management');

      await row.getByRole('button', { name: `Revoke ${label}` }).click();
      await expect(page.getByText('The access code has been revoked. Nobody can register with it any more.')).toBeVisible();
      await expect(row).toContainText('Revoked');
      await expect(row.getByRole('button')).toHaveCount(0);

      // only this client's members are listed; another client's member is not found by search
      await page.getByLabel('Search by name or email').fill(other.email);
      await expect(page.getByText('No member matches your search')).toBeVisible();
      await page.getByLabel('Search by name or email').fill(leaver.email);
      const leaverRow = page.getByTestId('member-row').filter({ hasText: leaver.email });
      await expect(leaverRow).toHaveCount(1);
      await leaverRow.getByRole('button', { name: `Deactivate ${leaver.firstName} ${leaver.lastName}` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('They are signed out at once and can no longer sign in.');
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: 'Deactivate' }).click();
      await expect(page.getByText(`${leaver.firstName} ${leaver.lastName} has been deactivated.`)).toBeVisible();
      await expect(leaverRow).toContainText('Deactivated');

      // the deactivated member's session has ended: their next page load goes to sign-in
      const theirs = await page.context().browser()!.newContext();
      try {
        const theirPage = await theirs.newPage();
        await leaver.signIn(theirPage, '/account-settings').catch(() => undefined);
        await expect(theirPage).toHaveURL(/\/login/);
      } finally {
        await theirs.close();
      }

      const again = await openMenu(page);
      await again.getByRole('link', { name: 'Exit Admin View' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
}
