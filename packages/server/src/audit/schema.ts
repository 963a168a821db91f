import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Security events: sign-ins, failed sign-ins and refused authorisations. Never tokens, codes or passwords. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** the Host's client, or the session's when they differ */
    clientId: text('client_id'),
    /** the member whose portal it happened in (or who acted, outside a login-as) */
    userId: integer('user_id'),
    /** the support staff who acted for user_id in a login-as (decision 0460); null: user_id acted themselves */
    actingUserId: integer('acting_user_id'),
    /** SHA-256 of the lower-cased email, so attempts on one address can be correlated without storing it */
    emailHash: text('email_hash'),
    event: text('event').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure', 'refused'] }).notNull(),
    ip: text('ip'),
    path: text('path'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [index('audit_client_at').on(t.clientId, t.at), index('audit_event').on(t.event)],
);
