import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/member';

// a round trip through the checkout page and back, with axe on each page: more than the default on a busy machine
test.describe.configure({ timeout: 120_000 });

/** The paid demo events of packages/server/src/events/seed.ts sit on the first page of the list. */
async function openEvent(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.getByLabel('Office location').selectOption({ label: 'All locations' });
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('paid events for harbour', () => {
  test.use({ memberClient: 'harbour' });

  test('pay in the local checkout, land on the bookings tab with Booking Successful, cancel with a refund', async ({ page, member }) => {
    await member.signIn(page, '/events');
    await openEvent(page, 'First aid essentials (paid)');
    await expect(page.getByText('Price: €25.00')).toBeVisible();
    await page.getByRole('button', { name: 'Pay and book' }).click();

    await expect(page).toHaveURL(/\/payments\/checkout\/cs_local_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Secure checkout' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
    await expect(page.getByText('First aid essentials (paid)')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pay €25.00' }).click();

    // back from the checkout the app loads afresh and reads the date until the server shows the booking
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Booking Successful' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Bookings' });
    await expect(list.getByText('First aid essentials (paid)')).toBeVisible();
    // issue 31 item 3: the same bookings as the header's panel, the demo's Lunchtime Yoga among them
    await expect(list.getByText('Lunchtime Yoga')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Bookings', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'My bookings' });
    await expect(panel.getByRole('article').filter({ hasText: 'First aid essentials (paid)' })).toBeVisible();
    await expect(panel.getByRole('article').filter({ hasText: 'Lunchtime Yoga' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.getByLabel('Search bookings').fill('first aid');
    // issue 31 item 12: a cancel asks first; Escape keeps the booking, focus stays in the question while it is open
    const cancelButton = page.getByRole('button', { name: 'Cancel booking' });
    await cancelButton.click();
    const question = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(question).toContainText('First aid essentials (paid) on');
    await expect(question.getByRole('button', { name: 'Keep booking' })).toBeFocused();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(question.locator(':focus')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(cancelButton).toBeFocused();
    await expect(list.getByText('Confirmed')).toBeVisible();
    await cancelButton.click();
    await question.getByRole('button', { name: 'Yes, cancel booking' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Your booking has been cancelled. Refunds take up to 10 working days.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Cancelled' }).click();
    await expect(list.getByText('Booking cancelled')).toBeVisible();
  });
});

test.describe('paid events for lumen', () => {
  test.use({ memberClient: 'lumen' });

  test('cancel a checkout in pounds: back on the event, nothing booked', async ({ page, member }) => {
    await member.signIn(page, '/events');
    await openEvent(page, 'Pilates course (paid)');
    await expect(page.getByText('Price: £40.00')).toBeVisible();
    await page.getByRole('button', { name: 'Pay and book all dates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Secure checkout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay £40.00' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/session_id=cancelled/);
    await expect(page.getByRole('status').filter({ hasText: 'You cancelled the payment, so nothing was booked.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay and book all dates' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
