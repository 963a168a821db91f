import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A member's connection to a fitness source (decision 0570): one per member. The provider's tokens are stored
 * encrypted (AES-256-GCM, fitness/token-box.ts); disconnecting revokes them at the provider and deletes the row.
 */
export const fitnessConnections = pgTable(
  'fitness_connections',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    provider: text('provider', { enum: ['local', 'fitbit', 'google'] }).notNull(),
    scope: text('scope').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    /** the last day fetched in full; the next sync fetches from it again (today grows until it is over) */
    syncedThrough: date('synced_through', { mode: 'string' }),
    /** provider errors in a row: the sync job backs off on them */
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [uniqueIndex('fitness_connections_member').on(t.clientId, t.userId)],
);

/**
 * Synced activity, one row per member, day and source: a day fetched twice is written over, never counted twice.
 * Distance is in whole metres (miles arrive as miles × 1609.344).
 */
export const fitnessDays = pgTable(
  'fitness_days',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    provider: text('provider', { enum: ['local', 'fitbit', 'google'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    steps: integer('steps').notNull(),
    metres: integer('metres').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'fitness_days_pk', columns: [t.clientId, t.userId, t.day, t.provider] }), index('fitness_days_client_day').on(t.clientId, t.day)],
);

/**
 * The local fitness provider's grants (decision 0570): a code exchanged once makes a grant; revoking it stops its
 * tokens. Only the development provider uses this table; production providers keep their own.
 */
export const fitnessLocalGrants = pgTable('fitness_local_grants', {
  grantId: text('grant_id').primaryKey(),
  subject: text('subject').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** A step or distance challenge an employer admin set for their client; `teams` empty: individual. */
export const challenges = pgTable(
  'challenges',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    /** stable name of a seeded challenge, so a reseed finds it again; null for an admin's */
    seedKey: text('seed_key'),
    title: text('title').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    metric: text('metric', { enum: ['steps', 'distance'] }).notNull(),
    goal: integer('goal').notNull(),
    teams: jsonb('teams').$type<string[]>().notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** when the participants were told it started and ended (notifications), so each is told once */
    startNotifiedAt: timestamp('start_notified_at', { withTimezone: true }),
    endNotifiedAt: timestamp('end_notified_at', { withTimezone: true }),
  },
  (t) => [index('challenges_client').on(t.clientId, t.endsOn), uniqueIndex('challenges_seed').on(t.clientId, t.seedKey)],
);

export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    challengeId: integer('challenge_id').notNull(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    team: text('team'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'challenge_participants_pk', columns: [t.challengeId, t.userId] }), index('challenge_participants_member').on(t.clientId, t.userId)],
);

/** How a member appears on leaderboards: their first name unless they chose an alias; hidden: not at all. */
export const leaderboardPreferences = pgTable(
  'leaderboard_preferences',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    alias: text('alias'),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [primaryKey({ name: 'leaderboard_preferences_pk', columns: [t.clientId, t.userId] })],
);

/** A client's rewards catalogue (decision 0571): a partner discount a level unlocks, its code shown once. */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    seedKey: text('seed_key'),
    level: integer('level').notNull(),
    partner: text('partner').notNull(),
    texts: jsonb('texts').$type<Record<string, { title: string; description: string }>>().notNull(),
    code: text('code').notNull(),
  },
  (t) => [index('rewards_client').on(t.clientId, t.level), uniqueIndex('rewards_seed').on(t.clientId, t.seedKey)],
);

/** When a member saw a reward's code: one row each, so the code is shown once. */
export const rewardReveals = pgTable(
  'reward_reveals',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    rewardId: integer('reward_id').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'reward_reveals_pk', columns: [t.clientId, t.userId, t.rewardId] })],
);
