import { expect, test, type ConsoleMessage } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { demoNewcomerEmail, openProviderSignIn, signInAtProvider } from '../fixtures/login';
import { saveScreen } from '../fixtures/screens';
import { dateField, typeDate } from '../fixtures/date-field';

test.describe.configure({ timeout: 120_000 });

test('registration: the code leaves the address bar, Continue says what is missing, a wrong code logs no error', async ({
  page,
}) => {
  const errors: string[] = [];
  // Chromium itself notes every 4xx reply ("Failed to load resource"), which no page can silence; the 422 is
  // the expected answer to a wrong code, so what must stay empty is what the app logs
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await openProviderSignIn(page, 'kontor');
  await signInAtProvider(page, demoNewcomerEmail('kontor'));
  await expect(page.getByRole('heading', { level: 1, name: 'Registrierung abschließen' })).toBeVisible({
    timeout: 20_000,
  });
  // the authorization code was redeemed: it is gone from the address bar and the history entry
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).pathname).toBe('/sso-redirect');

  const cont = page.getByRole('button', { name: 'Weiter' });
  await expect(cont).toBeDisabled();
  // the provider gave the name: what is left is said beside the button and read with it
  await expect(cont).toHaveAccessibleDescription(
    'Zum Fortfahren fehlt noch: Geburtsdatum, Zugangscode und Zustimmung zu den Nutzungsbedingungen.',
  );
  await expect(page.locator('#registration-missing')).toHaveAttribute('aria-live', 'polite');
  await expectNoAxeViolations(page);
  await saveScreen(page, 'kontor', 'first-hour-registration');

  await typeDate(dateField(page, 'Geburtsdatum'), '1990-05-04', 'de');
  await page.getByLabel('Zugangscode').fill('NOT-A-CODE');
  await expect(cont).toHaveAccessibleDescription(
    'Zum Fortfahren fehlt noch: Zustimmung zu den Nutzungsbedingungen.',
  );
  await page.getByRole('checkbox', { name: /Nutzungsbedingungen/ }).check();
  await expect(cont).toBeEnabled();
  await expect(cont).toHaveAccessibleDescription('');

  const replied = page.waitForResponse((response) =>
    response.url().endsWith('/application/api/u/user/axa-sso-web'),
  );
  await cont.click();
  expect((await replied).status()).toBe(422);
  await expect(page.getByLabel('Zugangscode')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
