import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl } from '../fixtures/clients';
import { demoNewcomerEmail, openProviderSignIn, signInAtProvider, signInWithKeyboard, tabTo } from '../fixtures/login';
import { saveScreen } from '../fixtures/screens';
import { dateField, typeDate } from '../fixtures/date-field';

const AGE_MESSAGE = 'You must be at least 16 years old to use this service.';
const REGISTER_PATH = '/application/api/u/user/axa-sso-web';

const storedMember = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.member') ?? 'null') as { email?: string; firstName?: string } | null);

/** A date of birth that makes someone `years` old, less `days`, today. */
function dobYearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Signs the client's newcomer identity in at the provider; the portal answers with the registration form. */
async function reachRegistration(page: Page, clientId: string, heading = 'Complete your registration'): Promise<void> {
  await openProviderSignIn(page, clientId);
  await signInAtProvider(page, demoNewcomerEmail(clientId));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
}


test('harbour: registration shows each error, then registers and signs in', async ({ page }) => {
  await reachRegistration(page, 'harbour');
  const cont = page.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeDisabled();
  await expectNoAxeViolations(page);
  await saveScreen(page, 'harbour', 'registration');

  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Newcomer');
  await typeDate(dateField(page, 'Date of birth'), dobYearsAgo(16, -1));
  await page.getByLabel('Access code').fill('HARBOUR-2026');
  await expect(cont).toBeDisabled();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await expect(cont).toBeEnabled();

  // under 16 by one day
  await cont.click();
  await expect(page.getByText(AGE_MESSAGE, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // an access code the server does not know
  await typeDate(dateField(page, 'Date of birth'), dobYearsAgo(16));
  await expect(page.getByText(AGE_MESSAGE, { exact: true })).toBeHidden();
  await page.getByLabel('Access code').fill('NOT-A-CODE');
  await cont.click();
  await expect(page.getByText('This is not a valid code', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Access code')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await saveScreen(page, 'harbour', 'registration-errors');

  // any other error text from the server: the banner with the support line
  await page.route(`**${REGISTER_PATH}`, (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ success: false, err: 'This email address is already registered.', error: 'This email address is already registered.' }) }),
  );
  await page.getByLabel('Access code').fill('HARBOUR-2026');
  await cont.click();
  const banner = page.getByRole('alert').filter({ hasText: 'Something went wrong.' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Please contact support at wellbeing@harbourmutual.example.com or call +44 20 7946 0321.');
  await expectNoAxeViolations(page);
  await page.unroute(`**${REGISTER_PATH}`);

  // and then for real
  await page.getByLabel('Membership number').fill('HM-778812');
  await cont.click();
  await expect(page).toHaveURL(clientUrl('harbour', '/'), { timeout: 10_000 });
  const member = await storedMember(page);
  expect(member?.email).toBe(demoNewcomerEmail('harbour'));
  expect(member?.firstName).toBe('Robin');
});

test('lumen: a reply with neither user nor error shows the full-page message', async ({ page }) => {
  await reachRegistration(page, 'lumen');
  await page.route(`**${REGISTER_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' }));
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Newcomer');
  await typeDate(dateField(page, 'Date of birth'), '1995-01-20');
  await page.getByLabel('Access code').fill('LUMEN-2026');
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('An error occurred while trying to access the service. Please contact support to resolve this issue.', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreen(page, 'lumen', 'registration-no-user');
});

test('larkspur: the keyboard alone completes sign-in and registration', async ({ page }) => {
  await signInWithKeyboard(page, 'larkspur', demoNewcomerEmail('larkspur'));

  const heading = page.getByRole('heading', { level: 1, name: 'Complete your registration' });
  await expect(heading).toBeFocused({ timeout: 15_000 });
  await saveScreen(page, 'larkspur', 'registration');
  await tabTo(page, page.getByLabel('First name'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Robin');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Newcomer');
  await page.keyboard.press('Tab');
  await expect(dateField(page, 'Date of birth').getByRole('textbox', { name: 'Day' })).toBeFocused();
  // day, month and year the British way; the slash typed moves on to the next box
  await page.keyboard.type('20/01/1995');
  await expect(dateField(page, 'Date of birth').getByRole('textbox', { name: 'Year' })).toHaveValue('1995');
  await tabTo(page, page.getByLabel('Access code'));
  await page.keyboard.type('LARKSPUR-2026');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Membership number/)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Space');
  const cont = page.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeEnabled();
  await tabTo(page, cont);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(clientUrl('larkspur', '/'), { timeout: 10_000 });
  expect((await storedMember(page))?.email).toBe(demoNewcomerEmail('larkspur'));
});

test('kontor: registration in German, with the German error copy', async ({ page }) => {
  await reachRegistration(page, 'kontor', 'Registrierung abschließen');
  await expectNoAxeViolations(page);
  await saveScreen(page, 'kontor', 'registration');
  await page.getByLabel('Vorname').fill('Robin');
  await page.getByLabel('Nachname').fill('Neuling');
  // day, month and year the German way: tt.mm.jjjj, with the German words
  const dob = dateField(page, 'Geburtsdatum');
  await expect(dob).toHaveAccessibleDescription('Zum Beispiel 27.03.2007');
  await expect(dob.getByRole('textbox')).toHaveCount(3);
  await typeDate(dob, '1995-01-20', 'de');
  await page.getByLabel('Zugangscode').fill('FALSCH');
  await page.getByRole('checkbox', { name: /Nutzungsbedingungen/ }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Dieser Code ist ungültig', { exact: true })).toBeVisible();
  await page.getByLabel('Zugangscode').fill('KONTOR-2026');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(clientUrl('kontor', '/'), { timeout: 10_000 });
});
