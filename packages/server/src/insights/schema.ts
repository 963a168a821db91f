import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Whether a member has completed the Insights questionnaire; one row per member once answered. */
export const insightCompletions = pgTable(
  'insight_completions',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('insight_completions_member').on(t.clientId, t.userId)],
);
