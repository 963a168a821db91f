import { clientUrl } from '../fixtures/clients';
import { expectNoAxeViolations } from '../fixtures/axe';
import { createMember, expect, test } from '../fixtures/member';

const BANNER = 'login-as-banner';

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
});
