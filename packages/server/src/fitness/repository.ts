import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { users } from '../db/schema';
import { challengeParticipants, challenges, fitnessConnections, fitnessDays, leaderboardPreferences } from './schema';

export type ConnectionRow = typeof fitnessConnections.$inferSelect;
export type NewConnection = typeof fitnessConnections.$inferInsert;
export type DayRow = typeof fitnessDays.$inferInsert;
export type ChallengeRow = typeof challenges.$inferSelect;

export interface MemberKey {
  readonly clientId: string;
  readonly userId: number;
}

const mine = (member: MemberKey) => and(eq(fitnessConnections.clientId, member.clientId), eq(fitnessConnections.userId, member.userId));

export async function findConnection(db: Db, member: MemberKey): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(fitnessConnections).where(mine(member)).limit(1);
  return row ?? null;
}

export async function connectionById(db: Db, id: number): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(fitnessConnections).where(eq(fitnessConnections.id, id)).limit(1);
  return row ?? null;
}

/** One connection per member: connecting again replaces the tokens and starts the sync afresh. */
export async function saveConnection(db: Db, row: NewConnection): Promise<ConnectionRow> {
  const [saved] = await db
    .insert(fitnessConnections)
    .values(row)
    .onConflictDoUpdate({
      target: [fitnessConnections.clientId, fitnessConnections.userId],
      set: { provider: row.provider, scope: row.scope, accessToken: row.accessToken, refreshToken: row.refreshToken ?? null, expiresAt: row.expiresAt, connectedAt: row.connectedAt, syncedThrough: null, failures: 0, lastError: null },
    })
    .returning();
  return saved!;
}

export async function deleteConnection(db: Db, member: MemberKey): Promise<void> {
  await db.delete(fitnessConnections).where(mine(member));
}

export async function updateTokens(db: Db, id: number, tokens: { accessToken: string; refreshToken?: string; expiresAt: Date }): Promise<void> {
  await db.update(fitnessConnections).set(tokens).where(eq(fitnessConnections.id, id));
}

export async function markSynced(db: Db, id: number, syncedThrough: string): Promise<void> {
  await db.update(fitnessConnections).set({ syncedThrough, failures: 0, lastError: null }).where(eq(fitnessConnections.id, id));
}

export async function markFailure(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(fitnessConnections)
    .set({ failures: sql`${fitnessConnections.failures} + 1`, lastError: error.slice(0, 500) })
    .where(eq(fitnessConnections.id, id));
}

/** Every connection the sync should look at: id and owner. */
export async function allConnections(db: Db): Promise<{ id: number; clientId: string; userId: number; connectedAt: Date }[]> {
  return db
    .select({ id: fitnessConnections.id, clientId: fitnessConnections.clientId, userId: fitnessConnections.userId, connectedAt: fitnessConnections.connectedAt })
    .from(fitnessConnections)
    .orderBy(asc(fitnessConnections.id));
}

/** Writes the days; a day already there (fetched before, or by another process) is overwritten, never added to. */
export async function upsertDays(db: Db, rows: readonly DayRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(fitnessDays)
    .values([...rows])
    .onConflictDoUpdate({
      target: [fitnessDays.clientId, fitnessDays.userId, fitnessDays.day, fitnessDays.provider],
      set: { steps: sql`excluded.steps`, metres: sql`excluded.metres`, syncedAt: sql`excluded.synced_at` },
    });
}

/** The member's days, newest first; several sources on one day count as the larger. */
export async function recentDays(db: Db, member: MemberKey, limit: number): Promise<{ day: string; steps: number; metres: number }[]> {
  return db
    .select({ day: fitnessDays.day, steps: sql<number>`max(${fitnessDays.steps})::int`, metres: sql<number>`max(${fitnessDays.metres})::int` })
    .from(fitnessDays)
    .where(and(eq(fitnessDays.clientId, member.clientId), eq(fitnessDays.userId, member.userId)))
    .groupBy(fitnessDays.day)
    .orderBy(desc(fitnessDays.day))
    .limit(limit);
}

export async function listChallenges(db: Db, clientId: string): Promise<ChallengeRow[]> {
  return db.select().from(challenges).where(eq(challenges.clientId, clientId)).orderBy(desc(challenges.startsOn), desc(challenges.id));
}

export async function challengeById(db: Db, clientId: string, id: number): Promise<ChallengeRow | null> {
  const [row] = await db.select().from(challenges).where(and(eq(challenges.clientId, clientId), eq(challenges.id, id))).limit(1);
  return row ?? null;
}

export async function insertChallenge(db: Db, row: typeof challenges.$inferInsert): Promise<ChallengeRow> {
  const [made] = await db.insert(challenges).values(row).returning();
  return made!;
}

export async function join(db: Db, challengeId: number, member: MemberKey, team: string | null, now: Date): Promise<void> {
  await db
    .insert(challengeParticipants)
    .values({ challengeId, clientId: member.clientId, userId: member.userId, team, joinedAt: now })
    .onConflictDoUpdate({ target: [challengeParticipants.challengeId, challengeParticipants.userId], set: { team } });
}

export async function leave(db: Db, challengeId: number, member: MemberKey): Promise<void> {
  await db.delete(challengeParticipants).where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.clientId, member.clientId), eq(challengeParticipants.userId, member.userId)));
}

export interface Standing {
  readonly challengeId: number;
  readonly userId: number;
  readonly team: string | null;
  readonly firstName: string;
  readonly alias: string | null;
  readonly hidden: boolean;
  /** steps, or metres, over the challenge's days */
  readonly total: number;
}

/** Every participant of these challenges with their total from the synced days inside each challenge's dates. */
export async function standings(db: Db, clientId: string, challengeIds: readonly number[]): Promise<Standing[]> {
  if (challengeIds.length === 0) return [];
  const perDay = db
    .select({ userId: fitnessDays.userId, day: fitnessDays.day, steps: sql<number>`max(${fitnessDays.steps})`.as('steps'), metres: sql<number>`max(${fitnessDays.metres})`.as('metres') })
    .from(fitnessDays)
    .where(eq(fitnessDays.clientId, clientId))
    .groupBy(fitnessDays.userId, fitnessDays.day)
    .as('per_day');
  const rows = await db
    .select({
      challengeId: challengeParticipants.challengeId,
      userId: challengeParticipants.userId,
      team: challengeParticipants.team,
      firstName: users.firstName,
      alias: leaderboardPreferences.alias,
      hidden: leaderboardPreferences.hidden,
      total: sql<number>`coalesce(sum(case when ${challenges.metric} = 'steps' then ${perDay.steps} else ${perDay.metres} end), 0)::bigint`,
    })
    .from(challengeParticipants)
    .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
    .innerJoin(users, and(eq(users.id, challengeParticipants.userId), eq(users.clientId, challengeParticipants.clientId)))
    .leftJoin(leaderboardPreferences, and(eq(leaderboardPreferences.clientId, challengeParticipants.clientId), eq(leaderboardPreferences.userId, challengeParticipants.userId)))
    .leftJoin(perDay, and(eq(perDay.userId, challengeParticipants.userId), sql`${perDay.day} between ${challenges.startsOn} and ${challenges.endsOn}`))
    .where(and(eq(challengeParticipants.clientId, clientId), inArray(challengeParticipants.challengeId, [...challengeIds]), isNull(users.deactivatedAt)))
    .groupBy(challengeParticipants.challengeId, challengeParticipants.userId, challengeParticipants.team, users.firstName, leaderboardPreferences.alias, leaderboardPreferences.hidden);
  return rows.map((row) => ({ ...row, total: Number(row.total), hidden: row.hidden ?? false }));
}

export async function preferences(db: Db, member: MemberKey): Promise<{ alias: string | null; hidden: boolean }> {
  const [row] = await db
    .select({ alias: leaderboardPreferences.alias, hidden: leaderboardPreferences.hidden })
    .from(leaderboardPreferences)
    .where(and(eq(leaderboardPreferences.clientId, member.clientId), eq(leaderboardPreferences.userId, member.userId)))
    .limit(1);
  return row ?? { alias: null, hidden: false };
}

export async function savePreferences(db: Db, member: MemberKey, alias: string | null, hidden: boolean): Promise<void> {
  await db
    .insert(leaderboardPreferences)
    .values({ clientId: member.clientId, userId: member.userId, alias, hidden })
    .onConflictDoUpdate({ target: [leaderboardPreferences.clientId, leaderboardPreferences.userId], set: { alias, hidden } });
}

/** Challenges whose start (or end) has come and whose participants were not told yet. */
export async function challengesToAnnounce(db: Db, today: string): Promise<{ id: number; clientId: string; edge: 'start' | 'end' }[]> {
  const starting = await db
    .select({ id: challenges.id, clientId: challenges.clientId })
    .from(challenges)
    .where(and(lte(challenges.startsOn, today), isNull(challenges.startNotifiedAt)));
  const ended = await db
    .select({ id: challenges.id, clientId: challenges.clientId })
    .from(challenges)
    .where(and(sql`${challenges.endsOn} < ${today}`, isNull(challenges.endNotifiedAt)));
  return [...starting.map((row) => ({ ...row, edge: 'start' as const })), ...ended.map((row) => ({ ...row, edge: 'end' as const }))];
}

/** Marks the challenge's start or end told; false when another process did it first. */
export async function markAnnounced(db: Db, id: number, edge: 'start' | 'end', now: Date): Promise<boolean> {
  const column = edge === 'start' ? challenges.startNotifiedAt : challenges.endNotifiedAt;
  const rows = await db
    .update(challenges)
    .set(edge === 'start' ? { startNotifiedAt: now } : { endNotifiedAt: now })
    .where(and(eq(challenges.id, id), isNull(column)))
    .returning({ id: challenges.id });
  return rows.length === 1;
}

export async function participantsOf(db: Db, challengeId: number): Promise<{ userId: number; clientId: string }[]> {
  return db.select({ userId: challengeParticipants.userId, clientId: challengeParticipants.clientId }).from(challengeParticipants).where(eq(challengeParticipants.challengeId, challengeId));
}
