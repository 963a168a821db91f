import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientRequest } from '../fixtures/clients';
import { createMember, expect, test, type TestMember } from '../fixtures/member';
import { dateField, typeDate } from '../fixtures/date-field';

const BERLIN = { latitude: 52.52, longitude: 13.405 };

async function callAs(request: APIRequestContext, member: TestMember, path: string, body: unknown) {
  // Node does not resolve *.localhost: the fixture's request goes to 127.0.0.1 with the client's Host header
  const { url, headers } = clientRequest(member.clientId, path);
  return request.post(url, {
    headers: { ...headers, cookie: `${member.session.cookieName}=${member.session.token}`, 'content-type': 'application/json' },
    data: body,
  });
}

/** A local calendar date `days` from now, as a date input holds it. */
function localDate(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const question = (page: Page, name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

/** Start, then the first four questions (select, text, slider, select) up to location detection. */
async function answerToLocation(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Digital mental health' })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await question(page, 'What would you like support with?');
  await expect(next(page)).toBeDisabled();
  await page.getByRole('radio', { name: 'My mental health and wellbeing' }).check();
  await next(page).click();
  await question(page, 'In a few words, what has been on your mind lately?');
  await page.getByLabel('Your answer').fill('I have been sleeping badly.');
  await next(page).click();
  await question(page, 'How have things been over the last two weeks?');
  await expect(page.getByRole('slider', { name: 'Mood' })).toHaveAttribute('aria-valuetext', 'Okay');
  await next(page).click();
  await question(page, 'Would you prefer a male or a female clinician?');
  await page.getByRole('radio', { name: 'Female' }).check();
  await next(page).click();
  await question(page, 'Where are you based?');
}

async function allowLocation(context: BrowserContext) {
  await context.setGeolocation(BERLIN);
  await context.grantPermissions(['geolocation']);
}

/** The first date of the slider and its first free time; returns the clinician's name. */
async function chooseSlot(page: Page, which: 'first' | 'last'): Promise<string> {
  const dates = page.getByRole('group', { name: 'Choose a date' }).getByRole('listitem').getByRole('button');
  await dates.first().click();
  const clinician = page.getByRole('main').getByRole('article')[which]();
  const name = (await clinician.getByRole('heading', { level: 3 }).textContent())!;
  await clinician.getByRole('listitem').getByRole('button')[which]().click();
  return name;
}

test.describe('digital mental health on harbour', () => {
  // a whole journey per test, with axe on each page, on a shared two-core machine
  test.describe.configure({ timeout: 120_000 });

  test('the journey through every question type to a booked session in the bookings panel', async ({ page, context, member }) => {
    await allowLocation(context);
    await member.signIn(page, '/dmh');
    await expectNoAxeViolations(page);
    await answerToLocation(page);
    await expect(page.getByRole('status').filter({ hasText: 'Your location:' })).toContainText('Berlin');
    await expectNoAxeViolations(page);
    await next(page).click();

    await question(page, 'When could we call you to prepare your session?');
    const first = page.getByRole('group', { name: 'First preference' });
    const second = page.getByRole('group', { name: 'Second preference' });
    await typeDate(dateField(first, 'Date', { exact: true }), localDate(1));
    await first.getByLabel('Time').fill('10:00');
    await typeDate(dateField(second, 'Date', { exact: true }), localDate(1));
    await second.getByLabel('Time').fill('10:00');
    await expect(page.getByText('The time for the second preference must be different from the first preference.')).toBeVisible();
    await expect(next(page)).toBeDisabled();
    await second.getByLabel('Time').fill('11:30');
    await expect(next(page)).toBeEnabled();
    await expectNoAxeViolations(page);
    await next(page).click();

    await question(page, 'Please check your preferred call times');
    await expect(page.getByRole('definition')).toHaveCount(2);
    await next(page).click();
    await question(page, 'Is there anything the clinician should know before your session?');
    await page.getByLabel('Your answer').fill('abc');
    await expect(page.getByText('Please enter between 5 and 300 characters.')).toBeVisible();
    await expect(next(page)).toBeDisabled();
    await page.getByLabel('Your answer').fill('Evenings suit me better.');
    await next(page).click();

    await question(page, 'Please confirm your details');
    await page.getByLabel('First name', { exact: true }).fill('A');
    await page.getByLabel('Email', { exact: true }).fill('ada@');
    await page.getByLabel('Phone', { exact: true }).fill('1234');
    await page.getByLabel('Date of birth', { exact: true }).fill(localDate(-365 * 10));
    // the profile's gender is filled in: cleared, it is a field like the others
    await page.getByLabel('Gender', { exact: true }).selectOption('');
    await page.getByLabel('Last name', { exact: true }).focus();
    for (const message of [
      'Must be at least 2 characters long',
      'Must be a valid email address',
      'Must be a valid phone number with at least 8 digits',
      'Must be at least 16 years old',
      'Must not be empty',
    ]) {
      await expect(page.getByText(message).first()).toBeVisible();
    }
    await expect(next(page)).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByLabel('First name', { exact: true }).fill('Ada');
    await page.getByLabel('Last name', { exact: true }).fill('Byrne');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('+353 87 123 4567');
    await page.getByLabel('Date of birth', { exact: true }).fill('1990-05-01');
    await page.getByLabel('Gender', { exact: true }).selectOption('Prefer not to say');
    await next(page).click();

    await question(page, 'Before you book');
    await expect(page.getByText('We email you a reminder 30 minutes before your session.')).toBeVisible();
    await next(page).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Book your session' })).toBeVisible();
    const create = page.getByRole('button', { name: 'Create Booking' });
    await expect(create).toBeDisabled();
    const clinician = await chooseSlot(page, 'first');
    await expect(create).toBeEnabled();
    await expectNoAxeViolations(page);
    await create.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Session Booked' })).toBeVisible();
    await expect(page.getByText('We will email you a reminder 30 minutes before your session.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Bookings', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'My bookings' });
    const card = panel.getByRole('article').filter({ hasText: clinician });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('button', { name: 'Join' })).toBeVisible();
  });

  test('confirm your details: what the portal knows is filled in, and birth dates are read as members write them', async ({ page, member }) => {
    await member.signIn(page, '/dmh');
    await answerToLocation(page);
    await page.getByRole('button', { name: 'Skip' }).click();
    await question(page, 'When could we call you to prepare your session?');
    const first = page.getByRole('group', { name: 'First preference' });
    const second = page.getByRole('group', { name: 'Second preference' });
    await typeDate(dateField(first, 'Date', { exact: true }), localDate(2));
    await first.getByLabel('Time').fill('10:00');
    await typeDate(dateField(second, 'Date', { exact: true }), localDate(3));
    await second.getByLabel('Time').fill('11:00');
    await next(page).click();
    await question(page, 'Please check your preferred call times');
    await next(page).click();
    await question(page, 'Is there anything the clinician should know before your session?');
    await page.getByLabel('Your answer').fill('Evenings suit me better.');
    await next(page).click();

    await question(page, 'Please confirm your details');
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue(member.firstName);
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue(member.lastName);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(member.email);
    const dob = page.getByLabel('Date of birth', { exact: true });
    // the test member's birth date (1988-04-12), written the UK and Irish way, with the format beside the field
    await expect(dob).toHaveValue('12/04/1988');
    await expect(page.getByText('Format: DD/MM/YYYY, for example 12/04/1988')).toBeVisible();

    await dob.fill('31/02/1988');
    await dob.blur();
    await expect(page.getByText('Please enter a date of birth as DD/MM/YYYY, for example 12/04/1988.')).toBeVisible();
    await expect(page.getByText('Must be at least 16 years old')).toHaveCount(0);
    await dob.fill('12/04/2020');
    await expect(page.getByText('Must be at least 16 years old')).toBeVisible();
    await dob.fill('12.04.1988');
    await page.getByLabel('Phone', { exact: true }).fill('+353 87 123 4567');
    await page.getByLabel('Gender', { exact: true }).selectOption('Female');
    await expect(page.getByText('Must be at least 16 years old')).toHaveCount(0);
    await expect(next(page)).toBeEnabled();
    await expectNoAxeViolations(page);
    await next(page).click();
    await question(page, 'Before you book');

    // back to the details: the answer given is what the page shows again, the date stored as a date
    await page.getByRole('button', { name: 'Back' }).click();
    await question(page, 'Please confirm your details');
    await expect(dob).toHaveValue('12.04.1988');
  });

  test("crisis numbers of the client's country: Ireland's for harbour, the UK's for lumen", async ({ page, member, browser }) => {
    await member.signIn(page, '/dmh');
    const start = page.getByRole('main');
    await expect(start.getByText('If you are in crisis, call 112 in an emergency, or Samaritans Ireland on 116 123.')).toBeVisible();
    await expect(start.getByRole('link', { name: '112', exact: true })).toHaveAttribute('href', 'tel:112');
    await expect(start.getByText(/NHS|999|111/)).toHaveCount(0);

    const lumen = await createMember('lumen', { bookings: false, notifications: false, myList: false, reports: false });
    const context = await browser.newContext();
    const other = await context.newPage();
    await lumen.signIn(other, '/dmh');
    await expect(
      other.getByText('If you are in crisis, call 999 in an emergency, 111 for urgent medical advice, or Samaritans on 116 123.'),
    ).toBeVisible();
    await context.close();
  });

  test('the financial option ends on the thank-you page', async ({ page, member }) => {
    await member.signIn(page, '/dmh');
    await page.getByRole('button', { name: 'Start' }).click();
    await question(page, 'What would you like support with?');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('radio', { name: 'Money worries or a financial concern' }).check();
    await expectNoAxeViolations(page);
    await next(page).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you' })).toBeVisible();
    await expect(page.getByText('Our team will be in touch with you within 48 hours.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('location denied: asked again every second until allowed, and skipping is possible', async ({ page, context, member }) => {
    await member.signIn(page, '/dmh');
    await answerToLocation(page);
    await expect(page.getByText('Please allow access to your location in your browser, or skip this step.')).toBeVisible();
    await expect(next(page)).toBeDisabled();
    await expectNoAxeViolations(page);
    // allowing access later is picked up by the next attempt, without a reload
    await allowLocation(context);
    await expect(page.getByRole('status').filter({ hasText: 'Your location:' })).toContainText('Berlin', { timeout: 10_000 });
    await expect(next(page)).toBeEnabled();
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await question(page, 'When could we call you to prepare your session?');
    await page.getByRole('button', { name: 'Back' }).click();
    await question(page, 'Where are you based?');
  });

  test('loses a slot race: the slot-taken message, then another slot books', async ({ page, member, request }) => {
    await member.signIn(page, '/dmh/booking');
    await page.getByRole('button', { name: 'Book an appointment' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Book your session' })).toBeVisible();
    await chooseSlot(page, 'last');
    const dates = await (await callAs(request, member, '/application/api/u/dmh/get-other-clinicians-dates', {})).json();
    const [date, clinicians] = Object.entries(dates.dates as Record<string, { clinicianId: string; timeslots: string[] }[]>)[0]!;
    const rivalClinician = clinicians.at(-1)!;
    const rival = await createMember('harbour', { bookings: false, notifications: false, myList: false, reports: false });
    const won = await callAs(request, rival, '/application/api/u/dmh/book-appointment', {
      clinician_id: rivalClinician.clinicianId,
      start_date: date,
      start_time: rivalClinician.timeslots.at(-1),
    });
    expect(won.status()).toBe(200);
    await page.getByRole('button', { name: 'Create Booking' }).click();
    const taken = page.getByRole('alertdialog', { name: 'Sorry, this appointment is no longer available' });
    await expect(taken.getByText('Please choose another appointment')).toBeVisible();
    await expectNoAxeViolations(page);
    await taken.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Create Booking' })).toBeDisabled();
    await chooseSlot(page, 'first');
    await page.getByRole('button', { name: 'Create Booking' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Session Booked' })).toBeVisible();
  });

  test('requests a child’s assessment through its intake form, with each rule’s message first', async ({ page, member }) => {
    await member.signIn(page, '/dmh/booking');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'ADHD assessment (children and young people)' }) });
    await expect(card.getByText('Price: €2,000.00')).toBeVisible();
    await card.getByRole('button', { name: 'Request ADHD assessment (children and young people)' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'ADHD assessment (children and young people)' })).toBeFocused();
    await expectNoAxeViolations(page);
    const personal = page.getByRole('group', { name: 'About you and your child' });
    await typeDate(dateField(personal, 'Child’s date of birth'), localDate(-365 * 3));
    await personal.getByRole('textbox', { name: /Your email address/ }).fill('parent@');
    await personal.getByRole('group', { name: /Your phone number/ }).getByRole('textbox', { name: 'Number' }).fill('1234');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please check the answers marked below.' })).toBeVisible();
    await expect(personal.getByText('The child must be between 6 and 16 years old.')).toBeVisible();
    await expect(personal.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(personal.getByText('Please enter a phone number of 8 to 15 digits, with an optional leading +.')).toBeVisible();
    const emergency = page.getByRole('group', { name: 'Emergency contact' });
    await expect(emergency.getByText('Please answer this question.')).toHaveCount(3);
    await expectNoAxeViolations(page);

    await personal.getByRole('radio', { name: 'My child' }).check();
    await personal.getByLabel('Child’s first name').fill('Ben');
    await personal.getByLabel('Child’s last name').fill('Byrne');
    await typeDate(dateField(personal, 'Child’s date of birth'), localDate(-365 * 9));
    await personal.getByLabel(/Your first name/).fill('Ada');
    await personal.getByLabel(/Your last name/).fill('Byrne');
    await typeDate(dateField(personal, /Your date of birth/), '1988-05-04');
    await personal.getByRole('textbox', { name: /Your email address/ }).fill('parent@example.com');
    await personal.getByRole('group', { name: /Your phone number/ }).getByRole('textbox', { name: 'Number' }).fill('871234567');
    await personal.getByLabel(/Your home address/).fill('1 Quay Street, Galway');
    const gp = page.getByRole('group', { name: 'Your GP' });
    await gp.getByLabel(/GP or practice name/).fill('Quay Practice');
    await gp.getByLabel(/Practice address/).fill('2 Quay Street, Galway');
    await gp.getByRole('radio', { name: 'Yes' }).check();
    await emergency.getByLabel(/^Name/).fill('Cara Byrne');
    await emergency.getByLabel(/Relationship to you/).fill('Aunt');
    await emergency.getByRole('textbox', { name: 'Number' }).fill('861234567');
    const about = page.getByRole('group', { name: 'About the assessment' });
    await about.getByLabel(/What makes you seek an assessment now/).fill('School reports trouble concentrating.');
    await about.getByRole('radio', { name: 'No' }).check();
    await about.getByLabel(/What would you like to get/).fill('A clear picture and next steps.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you' })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: 'ADHD assessment (children and young people)' }).getByText(/Request sent on/)).toBeVisible();
  });
});
