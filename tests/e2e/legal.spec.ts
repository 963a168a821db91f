import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl } from '../fixtures/clients';
import { createMember, expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';

const REDIRECT_MS = 2000;

const DOCUMENTS = [
  { kind: 'pp', path: '/privacy-policy', title: 'Privacy Policy', field: 'ppAccepted', agree: 'I have read and agree to the privacy policy' },
  { kind: 'tc', path: '/terms-and-conditions', title: 'Terms and Conditions', field: 'tcAccepted', agree: 'I have read and agree to the terms and conditions' },
] as const;

for (const clientId of ['harbour', 'lumen', 'fernway'] as const) {
  test.describe(`legal pages for ${clientId}`, () => {
    // a member who has not accepted the documents yet, as a new member
    test.use({ memberClient: clientId, memberOptions: { accepted: false } });

    test('signed out: the text in the public frame, without navigation or agreement', async ({ page }) => {
      for (const document of DOCUMENTS) {
        await page.goto(clientUrl(clientId, document.path));
        await expect(page.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
        await expect(page.getByRole('checkbox')).toHaveCount(0);
        await expectNoAxeViolations(page);
        await saveScreen(page, clientId, `${document.kind}-signed-out`);
      }
    });

    test('signed in and not accepted: tick, Agree, success, home after 2 s', async ({ page, member }) => {
      const document = clientId === 'lumen' ? DOCUMENTS[1] : DOCUMENTS[0];
      await member.signIn(page, document.path);
      await expect(page.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      const agree = page.getByRole('button', { name: 'Agree' });
      await expect(agree).toBeDisabled();
      await page.getByLabel(document.agree).check();
      await expect(agree).toBeEnabled();
      await expectNoAxeViolations(page);
      await saveScreen(page, clientId, `${document.kind}-agreement`);

      const accepted = page.waitForResponse((response) => response.url().endsWith('/user/accept-terms'));
      await agree.click();
      const reply = await accepted;
      expect(reply.status()).toBe(200);
      expect(reply.request().postDataJSON()).toEqual({ terms_type: [document.kind] });
      const started = Date.now();
      await expect(page.getByRole('status').filter({ hasText: 'Thank you for accepting' })).toBeVisible();
      await page.waitForURL(clientUrl(clientId, '/'), { timeout: REDIRECT_MS + 3000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(REDIRECT_MS - 300);
      const kept = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.member') ?? '{}') as Record<string, unknown>);
      expect(kept[document.field]).toBe(true);

      await page.goto(clientUrl(clientId, document.path));
      await expect(page.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Agree' })).toHaveCount(0);
    });
  });
}

test('the lang query parameter sets the language of the text', async ({ page }) => {
  await page.goto(clientUrl('harbour', '/privacy-policy?lang=de'));
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzrichtlinie' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('the German legal paths of the German client (kontor)', async ({ page }) => {
  await page.goto(clientUrl('kontor', '/datenschutzrichtlinie'));
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzrichtlinie' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreen(page, 'kontor', 'datenschutzrichtlinie');
  await page.goto(clientUrl('kontor', '/nutzungsbedingungen'));
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
  await expectNoAxeViolations(page);

  await (await createMember('kontor', { accepted: false })).signIn(page, '/nutzungsbedingungen');
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
  await page.getByLabel('Ich habe die Nutzungsbedingungen gelesen und stimme ihnen zu').check();
  await page.getByRole('button', { name: 'Zustimmen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank' })).toBeVisible();
  await page.waitForURL(clientUrl('kontor', '/'), { timeout: REDIRECT_MS + 3000 });
});
