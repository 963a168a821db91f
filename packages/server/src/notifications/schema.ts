import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The event block of a notification: where its action leads, and the Salesforce-origin references. */
export interface NotificationEvent {
  actionUrl?: { href: string };
  salesforce_appointment_options?: { sessionId: string };
  salesforce_session_suggestions_rejected?: { sessionId: string };
  salesforce_clinician_message?: { sf_appointment_id: string };
  additional_details?: Record<string, string>;
}

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    event: jsonb('event').$type<NotificationEvent>().notNull().default({}),
    /** subject and body in other languages than English, by language code; shown in the member's language */
    translations: jsonb('translations')
      .$type<Record<string, { subject?: string; body?: string }>>()
      .notNull()
      .default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_member').on(t.clientId, t.userId, t.createdAt)],
);
