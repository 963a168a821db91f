import type { Db } from '../core/types';
import { mailOutbox, type MailAttachment } from './schema';

/** One mail to one member. */
export interface Mail {
  readonly clientId: string;
  readonly userId: number | null;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments?: readonly MailAttachment[];
  /** what sent it, kept by the outbox (e.g. the reminder job's key) */
  readonly reference?: string;
}

/**
 * The mail adapter. `transactional` outboxes write inside the caller's transaction (`db`), so a mail and the
 * mark that it was sent commit together; SMTP sends for real and cannot be rolled back.
 */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  readonly transactional: boolean;
  send(mail: Mail, db: Db): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Wellbeing Portal <no-reply@localhost>';

/** Development default: the mail is a row of mail_outbox, read at /__outbox. */
export function outboxMailer(): Mailer {
  return {
    kind: 'outbox',
    transactional: true,
    async send(mail, db) {
      await db.insert(mailOutbox).values({
        clientId: mail.clientId,
        userId: mail.userId,
        fromAddress: mail.from,
        toAddress: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        attachments: [...(mail.attachments ?? [])],
        reference: mail.reference ?? null,
      });
    },
    async close() {},
  };
}

/** Production: SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export async function smtpMailer(url: string): Promise<Mailer> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(url);
  return {
    kind: 'smtp',
    transactional: false,
    async send(mail) {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments: (mail.attachments ?? []).map((file) => ({ filename: file.filename, content: file.content, contentType: file.contentType })),
        ...(mail.reference ? { headers: { 'X-Portal-Reference': mail.reference } } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}

export interface MailSettings {
  readonly transport: 'outbox' | 'smtp';
  readonly smtpUrl: string | null;
  readonly from: string;
}

export const MAIL_SMTP_URL_MESSAGE = 'MAIL_TRANSPORT=smtp needs SMTP_URL (smtp:// or smtps://)';

/** MAIL_TRANSPORT (outbox | smtp; smtp when only SMTP_URL is set), SMTP_URL, MAIL_FROM. */
export function mailSettingsFrom(env: Record<string, string | undefined>): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  const transport = env.MAIL_TRANSPORT === 'smtp' || (!env.MAIL_TRANSPORT && smtpUrl) ? 'smtp' : 'outbox';
  if (env.MAIL_TRANSPORT && env.MAIL_TRANSPORT !== 'smtp' && env.MAIL_TRANSPORT !== 'outbox') throw new Error(`MAIL_TRANSPORT must be outbox or smtp, got "${env.MAIL_TRANSPORT}"`);
  if (transport === 'smtp' && !(smtpUrl && /^smtps?:\/\//.test(smtpUrl))) throw new Error(MAIL_SMTP_URL_MESSAGE);
  return { transport, smtpUrl, from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM };
}

export async function mailerFrom(settings: MailSettings): Promise<Mailer> {
  return settings.transport === 'smtp' ? smtpMailer(settings.smtpUrl!) : outboxMailer();
}

/**
 * The mail adapter the settings choose, made at once: SMTP loads nodemailer and opens its transport on the first
 * mail, so a server that never sends mail never loads it. What the call handlers send through (CoreServices).
 */
export function mailerFor(settings: MailSettings): Mailer {
  if (settings.transport !== 'smtp') return outboxMailer();
  let smtp: Promise<Mailer> | null = null;
  return {
    kind: 'smtp',
    transactional: false,
    async send(mail, db) {
      smtp ??= smtpMailer(settings.smtpUrl!);
      await (await smtp).send(mail, db);
    },
    async close() {
      if (smtp) await (await smtp).close();
    },
  };
}

/** The From of a client's mail: its name before the configured address (MAIL_FROM). */
export function clientFrom(clientName: string, from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return `"${clientName.replace(/["\\]/g, '')}" <${address}>`;
}
