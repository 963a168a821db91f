import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-held sessions. The cookie carries a random id; only its SHA-256 is stored, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** the member's last activity as the server last wrote it (at most once a minute); idle sessions end (decision 0466) */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** support staff signed in as this member (login-as): the staff's own user id, else null */
    actingStaffUserId: integer('acting_staff_user_id'),
  },
  (t) => [index('sessions_client_user').on(t.clientId, t.userId), index('sessions_expires').on(t.expiresAt)],
);
