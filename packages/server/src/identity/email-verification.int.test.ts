import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { EMAIL_ALREADY_VERIFIED_MESSAGE, getEmailVerification, sendEmailVerification } from '@portal/contract/calls/login-as';
import { withHarness } from '../../test/harness';
import { memberId } from '../../test/members';
import { consumeEmailVerification, lastDevMail } from './email-verification';
import { users } from './schema';

withHarness('email verification through the development provider', (h) => {
  it('sends a single-use link that verifies the email and returns to /verify-email', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    expect(await h().call(getEmailVerification, {}, admin)).toMatchObject({ email: 'admin@harbour.example', verified: false });
    expect(await h().call(sendEmailVerification, {}, admin)).toMatchObject({ sent_to: 'admin@harbour.example' });
    const mail = await lastDevMail(h().db, 'harbour', 'admin@harbour.example');
    expect(mail?.subject).toBe('Please verify your email address');
    const link = new URL(mail!.link!);
    expect(mail!.body).toContain(mail!.link!);
    expect(link.pathname).toBe('/oidc/account/verify-email');
    const origin = `http://${h().host('harbour')}`;

    const first = await h().get('harbour', `${link.pathname}${link.search}`);
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe(`${origin}/verify-email?state=verified`);
    expect(await h().call(getEmailVerification, {}, admin)).toMatchObject({ verified: true });

    const again = await h().get('harbour', `${link.pathname}${link.search}`);
    expect(again.headers.location).toBe(`${origin}/verify-email?state=error&reason=used`);
    expect((await h().refused(sendEmailVerification, {}, admin)).body.err).toBe(EMAIL_ALREADY_VERIFIED_MESSAGE);

    const forged = new URLSearchParams(link.search);
    forged.set('token', 'x'.repeat(43));
    expect((await h().get('harbour', `${link.pathname}?${forged.toString()}`)).headers.location).toBe(`${origin}/verify-email?state=error&reason=invalid`);
    forged.set('return_to', 'http://evil.example');
    expect((await h().get('harbour', `${link.pathname}?${forged.toString()}`)).status).toBe(400);
  });

  it('refuses an expired link, another client’s link and a link for an address changed since', async () => {
    const kontor = await h().session('kontor', 'admin@kontor.example');
    await h().call(sendEmailVerification, {}, kontor);
    const mail = await lastDevMail(h().db, 'kontor', 'admin@kontor.example');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const token = new URL(mail!.link!).searchParams.get('token')!;
    expect(await consumeEmailVerification(h().db, 'lumen', token, new Date())).toMatchObject({ outcome: 'invalid' });
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await consumeEmailVerification(h().db, 'kontor', token, tomorrow)).toMatchObject({ outcome: 'expired' });

    const id = await memberId(h().db, 'kontor', 'admin@kontor.example');
    await h().call(sendEmailVerification, {}, kontor);
    const second = new URL((await lastDevMail(h().db, 'kontor', 'admin@kontor.example'))!.link!).searchParams.get('token')!;
    await h().db.update(users).set({ email: 'sam.admin@kontor.example' }).where(and(eq(users.clientId, 'kontor'), eq(users.id, id)));
    try {
      expect(await consumeEmailVerification(h().db, 'kontor', second, new Date())).toMatchObject({ outcome: 'invalid' });
    } finally {
      await h().db.update(users).set({ email: 'admin@kontor.example' }).where(and(eq(users.clientId, 'kontor'), eq(users.id, id)));
    }
    expect(await h().call(getEmailVerification, {}, kontor)).toMatchObject({ verified: false });
  });

  it('shows seeded members as verified', async () => {
    const member = await h().session('lumen', 'member@lumen.example');
    expect(await h().call(getEmailVerification, {}, member)).toMatchObject({ email: 'member@lumen.example', verified: true });
  });
});
