import type { AddressInfo } from 'node:net';
import { and, desc, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import { EMAIL_ALREADY_VERIFIED_MESSAGE, getEmailVerification, sendEmailVerification } from '@portal/contract/calls/login-as';
import { withHarness } from '../../test/harness';
import { memberId } from '../../test/members';
import type { Db } from '../core/types';
import { mailOutbox } from '../mail/schema';
import { consumeEmailVerification } from './email-verification';
import { emailVerifications, users } from './schema';

/** The last mail of the mail adapter's outbox to an address, with the verification link in its text. */
async function lastMail(db: Db, clientId: string, to: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.clientId, clientId), eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase())))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!row) return undefined;
  return { ...row, link: /https?:\/\/\S+\/account\/verify-email\?\S+/.exec(row.text)?.[0] ?? null };
}

withHarness('email verification through the development provider', (h) => {
  it('sends a single-use link that verifies the email and returns to /verify-email', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    expect(await h().call(getEmailVerification, {}, admin)).toMatchObject({ email: 'admin@harbour.example', verified: false });
    expect(await h().call(sendEmailVerification, {}, admin)).toMatchObject({ sent_to: 'admin@harbour.example' });
    const mail = await lastMail(h().db, 'harbour', 'admin@harbour.example');
    expect(mail?.subject).toBe('Please verify your email address');
    // through the mail adapter, signed with the client's name, like the reminders
    expect(mail!.fromAddress).toBe('"Harbour Mutual" <no-reply@localhost>');
    expect(mail!.text).toMatch(/^Hello .+,\n\nplease verify your email address by opening this link within 24 hours:/);
    const link = new URL(mail!.link!);
    expect(link.pathname).toBe('/oidc/account/verify-email');
    // the development outbox page lists it for the address
    const page = await h().get('harbour', `/__outbox?to=${encodeURIComponent('Admin@Harbour.example')}`);
    expect(page.text).toContain('Please verify your email address');
    expect(page.text).toContain(`data-mail="${mail!.id}"`);
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
    const mail = await lastMail(h().db, 'kontor', 'admin@kontor.example');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const token = new URL(mail!.link!).searchParams.get('token')!;
    expect(await consumeEmailVerification(h().db, 'lumen', token, new Date())).toMatchObject({ outcome: 'invalid' });
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await consumeEmailVerification(h().db, 'kontor', token, tomorrow)).toMatchObject({ outcome: 'expired' });

    const id = await memberId(h().db, 'kontor', 'admin@kontor.example');
    await h().call(sendEmailVerification, {}, kontor);
    const second = new URL((await lastMail(h().db, 'kontor', 'admin@kontor.example'))!.link!).searchParams.get('token')!;
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

// production sends through SMTP (SMTP_URL): a local SMTP server records what arrives
const received: { rcptTo: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({ rcptTo: session.envelope.rcptTo.map((to) => to.address), data });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

withHarness(
  'email verification through SMTP',
  (h) => {
    it('sends the link through SMTP, writes nothing to the outbox, and the link verifies', async () => {
      const member = await h().session('lumen', 'admin@lumen.example');
      const before = received.length;
      await h().call(sendEmailVerification, {}, member);
      expect(received).toHaveLength(before + 1);
      const mail = received[received.length - 1]!;
      expect(mail.rcptTo).toEqual(['admin@lumen.example']);
      expect(mail.data).toMatch(/^From: .+ <verify@portal\.test>\r$/m);
      expect(mail.data).toMatch(/^Subject: Please verify your email address\r$/m);
      expect(mail.data).toMatch(/^X-Portal-Reference: email-verification:lumen:\d+\r$/m);
      expect(await h().db.select().from(mailOutbox)).toEqual([]);
      // the text is quoted-printable: soft line breaks and escaped '=' undone, the link is whole again
      const text = mail.data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
      const link = new URL(/https?:\/\/\S+\/account\/verify-email\?\S+/.exec(text)![0]);
      const followed = await h().get('lumen', `${link.pathname}${link.search}`);
      expect(followed.headers.location).toBe(`http://${h().host('lumen')}/verify-email?state=verified`);
      expect(await h().call(getEmailVerification, {}, member)).toMatchObject({ verified: true });
      expect(await h().db.select().from(emailVerifications).where(eq(emailVerifications.clientId, 'lumen'))).toHaveLength(1);
    });
  },
  { env: { SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, MAIL_FROM: 'Portal <verify@portal.test>' } },
);
