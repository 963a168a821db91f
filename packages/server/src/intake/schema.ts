import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A member's request for an online service (/dmh/booking), with the intake form they sent (decision 0290). */
export const intakeRequests = pgTable(
  'intake_requests',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    service: text('service').notNull(),
    template: text('template').notNull(),
    /** the language the form was shown in, so a reader knows which wording the answers answer */
    language: text('language').notNull(),
    /** question id: text, or { phone, countryCode } */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('intake_requests_member').on(t.clientId, t.userId, t.service)],
);
