import { request as httpRequest } from 'node:http';
import { clientRequest, clientUrl } from '../fixtures/clients';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/member';

/** The link in the newest mail to an address on the development outbox page (/__outbox?to=, the mail adapter's outbox). */
function lastMail(clientId: string, to: string): Promise<{ link: string }> {
  const { url, headers } = clientRequest(clientId, `/__outbox?to=${encodeURIComponent(to)}`);
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        // newest first; the page escapes every & < > " ' as &#NN;
        const text = /<pre>([\s\S]*?)<\/pre>/.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
        const link = text && /https?:\/\/\S+\/account\/verify-email\?\S+/.exec(text)?.[0];
        if (res.statusCode === 200 && link) resolve({ link });
        else reject(new Error(`no verification mail to ${to}: ${res.statusCode}`));
      });
    })
      .on('error', reject)
      .end();
  });
}

test.describe('email verification (/verify-email)', () => {
  test.use({ memberClient: 'lumen' });

  test('a member sends the link, follows it once, sees it verified, and a used or invalid link is refused', async ({ page, member }) => {
    // one flow through the provider and two browsers: more than the default 30 s on a loaded two-core machine
    test.slow();
    await member.signIn(page, '/account-settings');
    const status = page.getByTestId('email-verification');
    await expect(status).toContainText('Not verified');
    await status.getByRole('button', { name: 'Send verification email' }).click();
    await expect(status.getByRole('status')).toHaveText(`We have sent a verification link to ${member.email}.`);

    const { link } = await lastMail('lumen', member.email);
    await page.goto(link);
    await expect(page).toHaveURL(clientUrl('lumen', '/verify-email?state=verified'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your email address is verified' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Continue to your account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(status).toContainText('Verified');
    await expect(status.getByRole('button')).toHaveCount(0);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Your email address could not be verified' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(/This verification link has already been used\./);

    const forged = new URL(link);
    forged.searchParams.set('token', 'not-a-real-token-not-a-real-token');
    await page.goto(forged.toString());
    await expect(page).toHaveURL(clientUrl('lumen', '/verify-email?state=error&reason=invalid'));
    await expect(page.getByRole('alert')).toHaveText(/This verification link is not valid\./);
    await expectNoAxeViolations(page);
  });
});
