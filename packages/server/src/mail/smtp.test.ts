import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { MAIL_SMTP_URL_MESSAGE, clientFrom, mailSettingsFrom, mailerFor, smtpMailer } from './mailer';

/** What the local SMTP server saw: the envelope commands and the message as it arrived. */
interface Recorded {
  readonly mailFrom: string;
  readonly rcptTo: string[];
  readonly data: string;
}

describe('SMTP mail adapter', () => {
  const recorded: Recorded[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          recorded.push({ mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', rcptTo: session.envelope.rcptTo.map((to) => to.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the reminder with its text and .ics through SMTP', async () => {
    const mailer = await smtpMailer(`smtp://127.0.0.1:${port}`);
    await mailer.send(
      {
        clientId: 'harbour',
        userId: 7,
        from: '"Harbour Mutual" <reminders@portal.test>',
        to: 'alex@harbour.example',
        subject: 'Reminder: Video session with Dr. Priya Raman at 14:00 GMT',
        text: 'Hello Alex,\n\nthis is a reminder.\n\nHarbour Mutual\n',
        attachments: [{ filename: 'booking.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n' }],
        reference: 'reminder:booking:12:before-30m:2026-03-10T14:00:00.000Z',
      },
      // the SMTP adapter writes nothing to the database
      undefined as never,
    );
    await mailer.close();
    expect(recorded).toHaveLength(1);
    const [mail] = recorded;
    expect(mail!.mailFrom).toBe('reminders@portal.test');
    expect(mail!.rcptTo).toEqual(['alex@harbour.example']);
    const data = mail!.data;
    expect(data).toMatch(/^From: Harbour Mutual <reminders@portal\.test>\r$/m);
    expect(data).toMatch(/^To: alex@harbour\.example\r$/m);
    expect(data).toMatch(/^Subject: Reminder: Video session with Dr\. Priya Raman at 14:00 GMT\r$/m);
    expect(data).toMatch(/^X-Portal-Reference: reminder:booking:12:before-30m:2026-03-10T14:00:00\.000Z\r$/m);
    expect(data).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(data).toMatch(/^Content-Type: text\/plain; charset=utf-8\r$/m);
    expect(data).toContain('this is a reminder.');
    expect(data).toMatch(/^Content-Type: text\/calendar; name=booking\.ics\r$/m);
    expect(data).toMatch(/^Content-Disposition: attachment; filename=booking\.ics\r$/m);
  });

  it('sends the call handlers’ mail (the email verification) through the adapter config.mail chooses, SMTP loaded on the first mail', async () => {
    expect(mailerFor(mailSettingsFrom({}))).toMatchObject({ kind: 'outbox', transactional: true });
    const mailer = mailerFor(mailSettingsFrom({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portal <verify@portal.test>' }));
    expect(mailer).toMatchObject({ kind: 'smtp', transactional: false });
    const before = recorded.length;
    await mailer.send(
      {
        clientId: 'kontor',
        userId: 3,
        from: clientFrom('Kontor "Logistik"', 'Portal <verify@portal.test>'),
        to: 'sam@kontor.example',
        subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
        text: 'Hallo Sam,\n\nhttp://localhost:3000/oidc/account/verify-email?client_id=kontor&token=abc\n',
        reference: 'email-verification:kontor:3',
      },
      undefined as never,
    );
    await mailer.close();
    expect(recorded).toHaveLength(before + 1);
    const mail = recorded[recorded.length - 1]!;
    expect(mail.mailFrom).toBe('verify@portal.test');
    expect(mail.rcptTo).toEqual(['sam@kontor.example']);
    expect(mail.data).toMatch(/^From: Kontor Logistik <verify@portal\.test>\r$/m);
    expect(mail.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail.data).toMatch(/^X-Portal-Reference: email-verification:kontor:3\r$/m);
    expect(clientFrom('Harbour Mutual', 'no-reply@portal.test')).toBe('"Harbour Mutual" <no-reply@portal.test>');
  });

  it('is chosen by SMTP_URL or MAIL_TRANSPORT, and refuses SMTP without a URL', () => {
    expect(mailSettingsFrom({})).toEqual({ transport: 'outbox', smtpUrl: null, from: 'Wellbeing Portal <no-reply@localhost>' });
    expect(mailSettingsFrom({ SMTP_URL: 'smtps://u:p@smtp.example.com', MAIL_FROM: 'Care <care@example.com>' })).toEqual({ transport: 'smtp', smtpUrl: 'smtps://u:p@smtp.example.com', from: 'Care <care@example.com>' });
    expect(mailSettingsFrom({ SMTP_URL: 'smtp://x', MAIL_TRANSPORT: 'outbox' }).transport).toBe('outbox');
    expect(() => mailSettingsFrom({ MAIL_TRANSPORT: 'smtp' })).toThrow(MAIL_SMTP_URL_MESSAGE);
    expect(() => mailSettingsFrom({ MAIL_TRANSPORT: 'pigeon' })).toThrow(/MAIL_TRANSPORT must be outbox or smtp/);
  });
});
