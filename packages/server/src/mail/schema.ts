import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a mail: the reminders' .ics, as text. */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
}

/**
 * The development mail adapter's outbox (MAIL_TRANSPORT=outbox, the default): every mail the server sends is a
 * row here, which a developer reads at /__outbox. With SMTP the mails leave instead and nothing is kept.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id'),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** what sent it, e.g. reminder:booking:12:before-30m:<start> */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created').on(t.createdAt), index('mail_outbox_client').on(t.clientId, t.createdAt)],
);
