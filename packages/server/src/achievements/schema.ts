import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A badge a member earned (the catalogue of badges is code, catalogue.ts). The server writes the row when the
 * member's own rows first meet the badge's rule; `seenAt` is set once the page has celebrated it.
 */
export const memberAchievements = pgTable(
  'member_achievements',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    achievementId: integer('achievement_id').notNull(),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId, t.achievementId] }), index('member_achievements_client').on(t.clientId)],
);
