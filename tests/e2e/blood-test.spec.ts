import { expectNoAxeViolations } from '../fixtures/axe';
import { createMember, expect, test } from '../fixtures/member';

test.describe('home blood-test kit on harbour', () => {
  // two whole flows with axe on each view, on a shared two-core machine
  test.describe.configure({ timeout: 120_000 });

  test('orders a kit: every message of the order form, then Order Confirmed', async ({ page, member }) => {
    await member.signIn(page, '/blood-test');
    await expect(page.getByRole('heading', { level: 2, name: 'Order your kit' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Phone number is required.',
      'Postcode is required.',
      'Address is required.',
      'City is required.',
      'You must confirm you are not pregnant.',
      'You must provide clinical consent.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.getByLabel('Phone number').fill('1234');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Must be a valid phone number with at least 8 digits.')).toBeVisible();
    await page.getByLabel('Phone number').fill('+44 20 7946 0123');
    await page.getByLabel('Postcode').fill('SW1A 1AA');
    await page.getByLabel('Address line 1').fill('1 Main Street');
    await page.getByLabel('City').fill('London');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('I confirm I am not pregnant.').check();
    await page.getByLabel('I give my clinical consent to the blood test.').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Order Confirmed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Order Confirmed' })).toBeVisible();
  });

  test('books the results consultation: the booking screen rules, a lost slot, Booking confirmed!', async ({ page, browser }) => {
    const ready = await createMember('harbour', { bookings: false, notifications: false, myList: false, reports: false, kitOrder: 'ready' });
    await ready.signIn(page, '/blood-test');
    await expect(page.getByRole('heading', { level: 2, name: 'Remote Bloods' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Book Slot' }).click();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(next).toBeDisabled();
    await page.getByRole('radiogroup', { name: 'Choose a date' }).getByRole('radio').first().check();
    await page.getByRole('radiogroup', { name: 'Choose a clinician' }).getByRole('radio').first().check();
    await expect(next).toBeEnabled();
    await page.getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio').first().check();
    // a new date clears the clinician and the time
    await page.getByRole('radiogroup', { name: 'Choose a date' }).getByRole('radio').nth(1).check();
    await expect(next).toBeDisabled();
    await expect(page.getByRole('radiogroup', { name: 'Choose a time' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Remote Bloods' })).toBeVisible();

    // a rival with a ready kit takes the first slot while this member chooses it
    const rival = await createMember('harbour', { bookings: false, notifications: false, myList: false, reports: false, kitOrder: 'ready' });
    const rivalContext = await browser.newContext();
    const rivalPage = await rivalContext.newPage();
    await rival.signIn(rivalPage, '/blood-test');
    await page.getByRole('button', { name: 'Book Slot' }).click();
    await rivalPage.getByRole('button', { name: 'Book Slot' }).click();
    for (const p of [page, rivalPage]) {
      await p.getByRole('radiogroup', { name: 'Choose a date' }).getByRole('radio').first().check();
      await p.getByRole('radiogroup', { name: 'Choose a clinician' }).getByRole('radio').first().check();
      await p.getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio').first().check();
    }
    await rivalPage.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(rivalPage.getByRole('heading', { level: 2, name: 'Booking confirmed!' })).toBeVisible();
    await rivalContext.close();
    await next.click();
    const taken = page.getByRole('alertdialog', { name: 'Sorry, this appointment is no longer available' });
    await expect(taken.getByText('Please choose another appointment')).toBeVisible();
    await expectNoAxeViolations(page);
    await taken.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio').first().check();
    await next.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Booking confirmed!' })).toBeVisible();
    await expect(page.getByText('You should shortly receive an email for this in your email inbox.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Your results consultation' })).toBeVisible();
  });
});
