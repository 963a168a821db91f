import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';

// booking, reloading and axe several times per test: more than the default on a busy two-core machine
test.describe.configure({ timeout: 120_000 });

/** The demo events of packages/server/src/events/seed.ts: the first page holds the next five days with events. */
async function openEvent(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.getByLabel('Office location').selectOption({ label: 'All locations' });
  await page.getByRole('link', { name: new RegExp(title) }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('events for harbour', () => {
  test.use({ memberClient: 'harbour' });

  test('book a free event, add it to a calendar, find it in My bookings and cancel it', async ({ page, member }) => {
    await member.signIn(page, '/events');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreen(page, 'harbour', 'events-list');

    await openEvent(page, 'Money matters: budgeting online');
    await expect(page.getByText('Online', { exact: true })).toBeVisible();
    const booked = page.waitForResponse((response) => response.url().endsWith('/events/book-date'));
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    expect((await booked).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'You are booked in.' })).toBeVisible();
    await expect(page.getByText('You are registered')).toBeVisible();
    const calendar = page.getByRole('link', { name: 'Add to calendar' });
    await expect(calendar).toHaveAttribute('download', /\.ics$/);
    const ics = decodeURIComponent((await calendar.getAttribute('href'))!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    expect(ics).toContain('SUMMARY:Money matters: budgeting online');
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    await expectNoAxeViolations(page);
    await saveScreen(page, 'harbour', 'event-detail');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('link', { name: 'Bookings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await page.getByLabel('Search bookings').fill('MONEY');
    const list = page.getByRole('list', { name: 'Bookings' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('Confirmed')).toBeVisible();
    // an online event is at no office: the detail names none of the four it is offered at
    await expect(page.getByRole('region', { name: 'Money matters: budgeting online' })).not.toContainText('Harbour House');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes, cancel booking' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Your booking has been cancelled.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('No bookings match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancelled' }).click();
    await expect(list.getByText('Booking cancelled')).toBeVisible();
  });

  test('book a time slot of a service event', async ({ page, member }) => {
    await member.signIn(page, '/events');
    await openEvent(page, 'Health MOT');
    await page.getByRole('button', { name: 'Book time slot' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select a time slot.');
    const slots = page.getByRole('radio');
    const count = await slots.count();
    await slots.first().check();
    await page.getByRole('button', { name: 'Book time slot' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are booked in.' })).toBeVisible();
    await expect(page.getByText('Your time slots:')).toBeVisible();
    // the slot just taken is no longer offered
    await expect(page.getByRole('radio')).toHaveCount(count - 1);
    await expectNoAxeViolations(page);
  });

  test('the month calendar opens a day of events', async ({ page, member }) => {
    await member.signIn(page, '/events');
    await page.getByLabel('Office location').selectOption({ label: 'All locations' });
    await page.getByRole('button', { name: 'Calendar' }).click();
    const grid = page.getByRole('table');
    await expect(grid.getByRole('columnheader')).toHaveCount(5);
    await expect(grid.getByRole('columnheader').first()).toHaveText('Mon');
    // move on until a month shows a day with events (the window starts today)
    let days = grid.getByRole('button', { name: /: \d+ events?$/ });
    for (let i = 0; i < 3 && (await days.count()) === 0; i += 1) {
      await page.getByRole('button', { name: 'Next month' }).click();
      days = grid.getByRole('button', { name: /: \d+ events?$/ });
    }
    await days.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('join the waiting list of a fully booked event', async ({ page, member }) => {
    await member.signIn(page, '/events');
    await openEvent(page, 'Chair massage morning');
    await expect(page.getByText('This event is fully booked.')).toBeVisible();
    await page.getByRole('button', { name: 'Join waiting list' }).click();
    await expect(page.getByText('On waiting list', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('On waiting list', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('events in German', () => {
  test.use({ memberClient: 'kontor' });

  test('the list, the detail and the bookings speak German', async ({ page, member }) => {
    await member.signIn(page, '/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeVisible();
    await page.getByLabel('Bürostandort').selectOption({ label: 'Alle Standorte' });
    await page.getByRole('link', { name: /Workshop: Achtsam führen/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Workshop: Achtsam führen' })).toBeVisible();
    await expect(page.getByText('Vor Ort', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Buchen', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sie sind angemeldet.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreen(page, 'kontor', 'event-detail');
    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.getByRole('link', { name: 'Buchungen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Buchungen' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Buchungen' });
    const workshop = list.getByRole('button', { name: /^Workshop: Achtsam führen/ });
    await expect(workshop).toBeVisible();
    await expect(workshop.getByText('Bestätigt')).toBeVisible();
    // the demo's event timeslot of the bookings store, in German as the panel shows it (decision 0480)
    await expect(list.getByText('Yoga in der Mittagspause')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
