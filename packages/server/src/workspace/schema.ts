import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Which coach (coaches.id) a staff user with the coach role answers for, within one client. A coach sees only
 * the coachees of the coaches they are linked to.
 */
export const coachAccounts = pgTable(
  'coach_accounts',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    coachId: integer('coach_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId, t.coachId] })],
);
