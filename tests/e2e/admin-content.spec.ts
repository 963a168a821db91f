import type { APIRequestContext } from '@playwright/test';
import { pathTo } from '@portal/manifest/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientRequest, clientUrl } from '../fixtures/clients';
import { createMember, expect, test, type TestMember } from '../fixtures/member';

async function callAs(request: APIRequestContext, member: TestMember, path: string, body: unknown) {
  // Node does not resolve *.localhost: the fixture's request goes to 127.0.0.1 with the client's Host header
  const { url, headers } = clientRequest(member.clientId, path);
  const reply = await request.post(url, {
    headers: { ...headers, cookie: `${member.session.cookieName}=${member.session.token}`, 'content-type': 'application/json' },
    data: body,
  });
  expect(reply.status(), path).toBe(200);
  return (await reply.json()) as Record<string, unknown>;
}

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

  test('takes down an event a member booked: the member is told and the event is gone (rules: content-takedown.int.test.ts)', async ({ page, member, browser }) => {
    test.setTimeout(120_000);
    const title = `Lunchtime yoga ${Date.now().toString(36)}`;
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCHours(12, 0, 0, 0);
    const { event } = (await callAs(page.request, member, '/application/api/u/admin/events/create', {
      title,
      description: 'Gentle yoga in the big meeting room.',
      start_at: start.toISOString(),
      end_at: new Date(start.getTime() + 1_800_000).toISOString(),
      capacity: 5,
    })) as { event: { date_id: number } };

    // a member of harbour books it on the event's page
    const booker = await createMember('harbour', { bookings: false, notifications: false, myList: false, reports: false });
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await booker.signIn(memberPage, pathTo('viewEvent', { id: event.date_id }));
    await expect(memberPage.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await memberPage.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(memberPage.getByText('You are registered')).toBeVisible();

    // the admin deletes it; the dialog names it and says one member is booked
    await member.signIn(page, pathTo('customContent'));
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete “${title}”?` });
    await expect(dialog.getByTestId('take-down-booked')).toContainText('1 member is booked on this event.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(`“${title}” is deleted. Members who had a place were told.`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);

    // the member's next page: the notification with the title, and the event gone
    await memberPage.goto(clientUrl('harbour', pathTo('events', {})));
    const bell = memberPage.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const panel = memberPage.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('heading', { name: `Event cancelled: ${title}` })).toBeVisible({ timeout: 20_000 });
    await memberPage.keyboard.press('Escape');
    await memberPage.goto(clientUrl('harbour', pathTo('viewEvent', { id: event.date_id })));
    await expect(memberPage.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
    await expect(memberPage.getByText('We could not find this event.')).toBeVisible({ timeout: 20_000 });
    await context.close();
  });
});
