import { pathTo } from '@portal/manifest/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { createMember, expect, test } from '../fixtures/member';

// Issue 14, item 4: an employer admin publishes an article that a member of the same client then reads.
test.describe('Custom Content as an employer admin of harbour', () => {
  test.use({ memberClient: 'harbour', memberOptions: { employerAdmin: true } });

  test('publishes an article, and a member of the same client reads it (other clients: custom-content.int.test.ts)', async ({ page, member, browser }) => {
    test.setTimeout(120_000);
    const title = `Cycle to work ${Date.now().toString(36)}`;
    await member.signIn(page, pathTo('customContent'));
    await expect(page.getByRole('heading', { level: 1, name: 'Custom Content' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Publish to members' }).click();
    await expect(page.getByText('Please give the article a title.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Summary').fill('Lease a bike and ride in.');
    await page.getByLabel('Article text').fill('From May, every colleague can lease a bike.\n\n<strong>Ask HR</strong><script>alert(1)</script>');
    await page.getByRole('button', { name: 'Publish to members' }).click();
    // the first article a server publishes loads its HTML sanitiser (jsdom), which takes a while on a busy machine
    await expect(page.getByText(`“${title}” is published to your members.`)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('custom-article-row').first()).toContainText(title);

    const reader = await createMember('harbour');
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await reader.signIn(memberPage, pathTo('content', { content_type: 'articles' }));
    await memberPage.getByRole('link', { name: new RegExp(title) }).first().click();
    await expect(memberPage.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await expect(memberPage.getByText('From May, every colleague can lease a bike.')).toBeVisible();
    await expect(memberPage.locator('strong', { hasText: 'Ask HR' })).toBeVisible();
    await expectNoAxeViolations(memberPage);
    await context.close();
  });
});
