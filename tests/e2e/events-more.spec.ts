import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';

// the event page, the online event page and a booking, with axe on the new page
test.describe.configure({ timeout: 120_000 });

test.describe('online events for fernway', () => {
  test.use({ memberClient: 'fernway' });

  test('an online event opens its own page, which gives the join link once the member booked', async ({ page, member }) => {
    const title = 'Money matters: budgeting online';
    await member.signIn(page, '/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    // fernway has no office filter: the list shows every event
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.getByRole('link', { name: 'Open the online event page' }).click();
    await expect(page).toHaveURL(/\/virtual-event\/\d+$/);
    const join = page.getByTestId('join-panel');
    await expect(join.getByRole('heading', { level: 2, name: 'Join online' })).toBeVisible();
    await expect(join).toContainText('Book your place below to get the link to join.');
    await expect(join.getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are booked in.' })).toBeVisible();
    const link = join.getByRole('link', { name: 'Join the online event' });
    await expect(link).toHaveAttribute('href', 'https://meet.example/wellbeing');
    await expect(link).toHaveAttribute('target', '_blank');
    await saveScreen(page, 'fernway', 'virtual-event');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreen(page, 'fernway', 'virtual-event-mobile');
    await expectNoAxeViolations(page);
  });
});
