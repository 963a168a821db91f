import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Client-side log lines of a member: video room diagnostics, analytics events and UI actions. */
export const memberLogs = pgTable(
  'member_logs',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: ['video', 'analytics', 'action'] }).notNull(),
    source: text('source'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_logs_member').on(t.clientId, t.userId, t.createdAt)],
);
