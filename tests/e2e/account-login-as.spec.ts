import type { Page } from '@playwright/test';
import { createAccessCode } from '@portal/contract/calls/admin';
import { pathTo } from '@portal/manifest/routes';
import { clientUrl } from '../fixtures/clients';
import { expectNoAxeViolations } from '../fixtures/axe';
import { createMember, expect, test } from '../fixtures/member';

const BANNER = 'login-as-banner';
const NOT_FOUND = "Something went wrong! We can't seem to find the page you are looking for.";

/** Posts a call from the page, as the app does (same origin, JSON, the session cookie): its status and message. */
async function callFromPage(page: Page, path: string, body: unknown): Promise<{ status: number; err?: string }> {
  return page.evaluate(async ({ path, body }) => {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
    const reply = (await response.json()) as { err?: string };
    return { status: response.status, err: reply.err };
  }, { path, body });
}

test.describe('support staff sign in as a member (/login-as)', () => {
  test.use({ memberClient: 'harbour' });

  test('staff pick a member, see the banner on two pages and end; a member is refused', async ({ page, browser, member }) => {
    // two browsers and two sign-ins: more than the default 30 s on a loaded two-core machine
    test.slow();
    // a support agent of harbour's own, signed in by the fast fixture (the provider's sign-in is auth.spec.ts's)
    const agent = await createMember('harbour', { support: true, firstName: 'Maya', lastName: 'Support' });
    await agent.signIn(page, '/login-as');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in as a member' })).toBeVisible();
    await page.getByLabel('Name or email').fill(member.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const name = `${member.firstName} ${member.lastName}`;
    const pick = page.getByRole('button', { name: `Sign in as ${name}` });
    await expect(pick).toHaveCount(1);
    await expectNoAxeViolations(page);
    await pick.click();

    const banner = page.getByTestId(BANNER);
    await expect(banner).toContainText(`Signed in as ${name} by Maya Support`);
    await page.goto(clientUrl('harbour', '/account-settings'));
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(banner).toContainText(`Signed in as ${name} by Maya Support`);
    await expect(page.getByText(member.email, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Update email' })).toHaveCount(0);

    await banner.getByRole('button', { name: `End signing in as ${name}` }).click();
    await expect(page).toHaveURL(/\/login-as$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in as a member' })).toBeVisible();
    await expect(page.getByTestId(BANNER)).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.member') ?? 'null')?.email)).toBe(agent.email);

    // the member themselves is refused
    const context = await browser.newContext();
    try {
      const own = await context.newPage();
      await member.signIn(own, '/login-as');
      await expect(own.getByRole('alert')).toContainText('Only support staff can sign in as a member.');
      await expectNoAxeViolations(own);
    } finally {
      await context.close();
    }
  });

  test('staff signed in as an employer admin get the member’s portal only, and the admin’s audit log names both', async ({ page, browser }) => {
    // two browsers, two sign-ins and the admin pages on a loaded two-core machine
    test.slow();
    const admin = await createMember('harbour', { employerAdmin: true });
    const agent = await createMember('harbour', { support: true, firstName: 'Maya', lastName: 'Support' });
    await agent.signIn(page, '/login-as');
    await page.getByLabel('Name or email').fill(admin.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const name = `${admin.firstName} ${admin.lastName}`;
    await page.getByRole('button', { name: `Sign in as ${name}` }).click();
    await expect(page.getByTestId(BANNER)).toContainText(`Signed in as ${name} by Maya Support`);

    // no admin view is offered, its pages are not found, and its calls are refused with the login-as message
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Admin View/ })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Close' }).click();
    await page.goto(clientUrl('harbour', pathTo('userManagement')));
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible({ timeout: 20_000 });
    expect(await callFromPage(page, createAccessCode.path, {})).toEqual({ status: 403, err: 'Staff and employer admin tasks are not available while you are signed in as a member.' });
    await page.getByTestId(BANNER).getByRole('button', { name: `End signing in as ${name}` }).click();
    await expect(page).toHaveURL(/\/login-as$/);

    // the admin, in their own session, reads who did what for whom; the agent is staff and never made an admin
    const context = await browser.newContext();
    try {
      const own = await context.newPage();
      await admin.signIn(own, pathTo('userManagement'));
      await expect(own.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
      const audit = own.getByRole('region', { name: 'Audit log' });
      const started = audit.getByTestId('audit-row').filter({ hasText: 'Support staff signed in as the member' }).filter({ hasText: name });
      await expect(started.first()).toContainText('Maya Support');
      await expect(audit.getByTestId('audit-row').filter({ hasText: 'Change made by support staff for the member' }).filter({ hasText: 'Refused' }).first()).toContainText(name);
      await expect(audit.getByRole('button', { name: 'Download CSV' })).toBeVisible();
      await own.getByLabel('Search by name or email').fill(agent.email);
      const agentRow = own.getByTestId('member-row').filter({ hasText: agent.email });
      await expect(agentRow).toContainText('Staff');
      await expect(agentRow.getByRole('button', { name: /Make .* an admin/ })).toHaveCount(0);
      await expectNoAxeViolations(own);
    } finally {
      await context.close();
    }
  });
});
