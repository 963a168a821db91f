import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientRequest, clientUrl } from '../fixtures/clients';
import { createMember, expect, test, type TestMember } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';

const TAKEN = 'Sorry, the session you attempted to book has already been taken.  Please try again.';
const NO_MATCH = 'Sorry, no coaches match for these options, try adjusting your search!';

async function callAs(request: APIRequestContext, member: TestMember, path: string, body: unknown) {
  // Node does not resolve *.localhost: the fixture's request goes to 127.0.0.1 with the client's Host header
  const { url, headers } = clientRequest(member.clientId, path);
  return request.post(url, {
    headers: { ...headers, cookie: `${member.session.cookieName}=${member.session.token}`, 'content-type': 'application/json' },
    data: body,
  });
}

async function chooseFirstSlot(page: Page, dateIndex = 0): Promise<number> {
  const dates = page.getByRole('radiogroup', { name: 'Choose a date' }).getByRole('radio');
  await expect(dates.first()).toBeVisible();
  await dates.nth(dateIndex).check();
  const times = page.getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio');
  await times.last().check();
  return Number(await times.last().inputValue());
}

test.describe('coaching on harbour', () => {
  // several pages, axe runs and a second member per test on a shared two-core machine
  test.describe.configure({ timeout: 90_000 });
  test('the mental health landing page: copy, crisis box, contacts and a pathway started', async ({ page, member }) => {
    await member.signIn(page, '/mental-health-coaching/start');
    await expect(page.getByRole('heading', { level: 1, name: 'Mental wellbeing coaching' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a coaching session' })).toHaveAttribute('href', '/mental-health-coaching/start/questionnaire');
    await expect(page.getByText('Support can last up to 12 weeks.', { exact: false })).toBeVisible();
    // harbour is an Irish insurer: the crisis box has Ireland's numbers (the UK's 111 and 999 are lumen's, below)
    const crisis = page.getByRole('region', { name: 'Are you at risk?' });
    for (const number of ['116 123', '112']) await expect(crisis.getByRole('link', { name: number, exact: true })).toBeVisible();
    await expect(crisis).toContainText('Call Samaritans Ireland free, day or night, on 116 123');
    await expect(crisis.getByRole('link', { name: '111', exact: true })).toHaveCount(0);
    await expect(page.getByText('Live chat is currently unavailable.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: '+44 20 7946 0321' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+353 1 555 0142' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Learn more about Improving Sleep' }).click();
    const modal = page.getByRole('dialog', { name: 'Improving Sleep' });
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/u/pathways/set-pathway'));
    await modal.getByRole('button', { name: 'Start Journey' }).click();
    expect((await saved).status()).toBe(200);
    expect((await saved).request().postDataJSON()).toMatchObject({ pathway: 'improving-sleep' });
    await expect(page).toHaveURL(/\/mental-health-coaching\/start\/questionnaire$/);
  });

  test('the cancer landing page is titled for cancer care and continues to booking', async ({ page, member }) => {
    await member.signIn(page, '/cancer-coaching/start');
    await expect(page.getByRole('heading', { level: 1, name: 'Health Care for People with Cancer' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue to booking' }).click();
    await expect(page).toHaveURL(/\/cancer-coaching\/select-coach$/);
    // the cancer variant of the list has no This Month
    await expect(page.getByLabel('Availability').locator('option')).toHaveText(['Anytime', 'Today', 'Tomorrow']);
  });

  test('filters coaches and books a slot that then shows in the bookings', async ({ page, member }) => {
    await member.signIn(page, '/health-coaching/select-coach');
    const coaches = page.getByRole('list', { name: 'Coaches' }).getByRole('article');
    await expect(coaches).toHaveCount(3);
    await page.getByLabel('Gender').selectOption('Male');
    await expect(coaches).toHaveCount(1);
    await expect(coaches.first().getByRole('heading')).toHaveText('Daniel Reyes');
    await expect(coaches.first().getByText('Healthcoach', { exact: true })).toBeVisible();
    // the male coach's calendar starts next week
    await page.getByLabel('Availability').selectOption('Today');
    await expect(page.getByText(NO_MATCH)).toBeVisible();
    await expect(page.getByRole('link', { name: '+44 20 7946 0321' })).toBeVisible();
    await page.getByLabel('Availability').selectOption('Tomorrow');
    await expect(page.getByText(NO_MATCH)).toBeVisible();
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('Availability').selectOption('Anytime');
    await expect(coaches).toHaveCount(2);
    await expectNoAxeViolations(page);
    await saveScreen(page, 'harbour', 'coaching-select-coach');

    await page.getByRole('link', { name: 'Book Now with Katrin Vogel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book a session' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Any questions' })).toBeVisible();
    const book = page.getByRole('button', { name: 'Book', exact: true });
    await expect(book).toBeDisabled();
    await chooseFirstSlot(page);
    await expect(book).toBeEnabled();
    // choosing another date clears the slot
    await page.getByRole('radiogroup', { name: 'Choose a date' }).getByRole('radio').nth(1).check();
    await expect(book).toBeDisabled();
    await chooseFirstSlot(page);
    await expectNoAxeViolations(page);
    await book.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your session' })).toBeVisible();
    await expect(page.getByRole('status').getByText('Katrin Vogel')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/health-coaching');

    const appointments = await (await callAs(page.request, member, '/application/api/u/sapphire/appointments', {})).json();
    const coaching = appointments.appointments.filter((a: { clinician: { name: string } }) => a.clinician.name === 'Katrin Vogel');
    expect(coaching).toHaveLength(1);
    expect(coaching[0].appointmentType).toBe('healthcoach');
  });

  test('loses a slot race: the message shows and the slot is offered no more', async ({ page, member, request }) => {
    await member.signIn(page, '/cancer-coaching/select-coach/0');
    await expect(page.getByText('We could not find this coach.')).toBeVisible();
    await page.goto(clientUrl('harbour', '/cancer-coaching/select-coach'));
    await page.getByRole('link', { name: 'Book Now with Miriam Albrecht' }).click();
    const slotId = await chooseFirstSlot(page, 2);
    const rival = await createMember('harbour', { bookings: false, notifications: false, myList: false, reports: false });
    const won = await callAs(request, rival, '/application/api/u/coaching-event/book-session', { slot_id: slotId, type: 'cancer' });
    expect(won.status()).toBe(200);
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByText(TAKEN)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Book a session' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book', exact: true })).toBeDisabled();
    await expect(page.locator(`input[name="coaching-slot"][value="${slotId}"]`)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('coaching in German', () => {
  test.use({ memberClient: 'kontor' });
  test('the coach list and its filters speak German', async ({ page, member }) => {
    await member.signIn(page, '/health-coaching/select-coach');
    await expect(page.getByRole('heading', { level: 1, name: 'Wählen Sie Ihren Coach' })).toBeVisible();
    await expect(page.getByText('Niamh unterstützt Sie', { exact: false })).toBeVisible();
    await page.getByLabel('Geschlecht').selectOption('Male');
    await page.getByLabel('Verfügbarkeit').selectOption('Today');
    await expect(page.getByText('Leider passt kein Coach zu diesen Optionen, bitte passen Sie Ihre Suche an!')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreen(page, 'kontor', 'coaching-select-coach');
  });
});
