import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/member';

/**
 * Issue 31 item 3: the header's bookings panel and the events area's My bookings list the same bookings, read from
 * one source: a place booked on /events shows in the panel, the demo's Lunchtime Yoga on /events/bookings, and a
 * cancel in either is seen in the other.
 */
test.describe('one list of bookings', () => {
  test.use({ memberClient: 'harbour' });

  const panelCard = (page: Page, title: string) =>
    page.getByRole('dialog', { name: 'My bookings' }).getByRole('article').filter({ hasText: title });

  test('a place booked on /events is in the panel, cancelled there with a confirmation, and /events/bookings agrees', async ({ page, member }) => {
    test.setTimeout(90_000);
    await member.signIn(page, '/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await page.getByLabel('Office location').selectOption({ label: 'All locations' });
    await page.getByRole('link', { name: /Money matters: budgeting online/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Money matters: budgeting online' })).toBeVisible();
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are booked in.' })).toBeVisible();

    // the header's panel lists the new place beside the bookings it always had
    await page.getByRole('button', { name: 'Bookings', exact: true }).click();
    await expect(panelCard(page, 'Money matters: budgeting online')).toBeVisible();
    await expect(panelCard(page, 'Lunchtime Yoga')).toBeVisible();
    await expectNoAxeViolations(page);

    // cancelled from the panel, after its confirmation: the events area's rules apply, and the place goes
    await panelCard(page, 'Money matters: budgeting online').getByRole('button', { name: 'Cancel' }).click();
    const question = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(question).toContainText('Money matters: budgeting online');
    await question.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(question).toBeHidden();
    await expect(panelCard(page, 'Money matters: budgeting online')).toHaveCount(0);
    await expect(panelCard(page, 'Lunchtime Yoga')).toBeVisible();
    await page.keyboard.press('Escape');

    // the events area's My bookings: the demo's Lunchtime Yoga is there too, and the cancelled place is cancelled
    await page.goto(new URL('/events/bookings', page.url()).toString());
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Bookings' });
    await expect(list.getByText('Lunchtime Yoga')).toBeVisible();
    await expect(list.getByText('Money matters: budgeting online')).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancelled' }).click();
    await expect(list.getByText('Money matters: budgeting online')).toBeVisible();

    // and a cancel there reaches the panel: Lunchtime Yoga, asked first
    await page.getByRole('button', { name: 'Upcoming' }).click();
    await page.getByLabel('Search bookings').fill('yoga');
    await list.getByRole('button', { name: /Lunchtime Yoga/ }).click();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes, cancel booking' }).click();
    const result = page.getByRole('dialog', { name: 'Booking cancelled' });
    await expect(result).toContainText('Your booking has been cancelled.');
    await result.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Bookings', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'My bookings' }).getByRole('article').first()).toBeVisible();
    await expect(panelCard(page, 'Lunchtime Yoga')).toHaveCount(0);
  });
});
