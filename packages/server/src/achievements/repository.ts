import { and, asc, count, countDistinct, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import { coachingJournalAnswers, coachingSlots, coachingTasks, surveyResults } from '../db/schema';
import { memberAchievements } from './schema';

const mine = (member: MemberScope) =>
  and(eq(memberAchievements.clientId, member.clientId), eq(memberAchievements.userId, member.userId));

/** What the badge rules count, from the member's own coaching rows. */
export async function memberActivity(db: Db, member: MemberScope) {
  const [[sessions], [tasks], [journals], checkins] = await Promise.all([
    db
      .select({ n: count() })
      .from(coachingSlots)
      .where(and(eq(coachingSlots.clientId, member.clientId), eq(coachingSlots.userId, member.userId))),
    db
      .select({ n: count() })
      .from(coachingTasks)
      .where(and(eq(coachingTasks.clientId, member.clientId), eq(coachingTasks.userId, member.userId), isNotNull(coachingTasks.completedAt))),
    db
      .select({
        n: countDistinct(sql`${coachingJournalAnswers.taskId} || ' ' || ${coachingJournalAnswers.entryDate} || ' ' || ${coachingJournalAnswers.entryTime}`),
      })
      .from(coachingJournalAnswers)
      .where(and(eq(coachingJournalAnswers.clientId, member.clientId), eq(coachingJournalAnswers.userId, member.userId))),
    db
      .select({ takenAt: surveyResults.takenAt })
      .from(surveyResults)
      .where(and(eq(surveyResults.clientId, member.clientId), eq(surveyResults.userId, member.userId), eq(surveyResults.survey, 'WHO-5')))
      .orderBy(asc(surveyResults.takenAt)),
  ]);
  return {
    sessions: sessions?.n ?? 0,
    tasks: tasks?.n ?? 0,
    journals: Number(journals?.n ?? 0),
    checkins: checkins.map((row) => row.takenAt),
  };
}

export async function listMemberAchievements(db: Db, member: MemberScope) {
  return db
    .select({ achievementId: memberAchievements.achievementId, achievedAt: memberAchievements.achievedAt, seenAt: memberAchievements.seenAt })
    .from(memberAchievements)
    .where(mine(member))
    .orderBy(asc(memberAchievements.achievedAt), asc(memberAchievements.achievementId));
}

/** Records badges as earned; one already earned keeps its first date. */
export async function awardAchievements(db: Db, member: MemberScope, ids: readonly number[], now: Date, seen = false): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(memberAchievements)
    .values(ids.map((achievementId) => ({ clientId: member.clientId, userId: member.userId, achievementId, achievedAt: now, seenAt: seen ? now : null })))
    .onConflictDoNothing();
}

/** Marks an earned badge seen; false when the member has not earned it. */
export async function markSeen(db: Db, member: MemberScope, achievementId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ seenAt: memberAchievements.seenAt })
    .from(memberAchievements)
    .where(and(mine(member), eq(memberAchievements.achievementId, achievementId)));
  if (!row) return false;
  await db
    .update(memberAchievements)
    .set({ seenAt: now })
    .where(and(mine(member), eq(memberAchievements.achievementId, achievementId), isNull(memberAchievements.seenAt)));
  return true;
}

/** How many members earned each badge, per client: the impact page's organisation totals. */
export async function countAwards(db: Db) {
  return db
    .select({ clientId: memberAchievements.clientId, achievementId: memberAchievements.achievementId, n: count() })
    .from(memberAchievements)
    .groupBy(memberAchievements.clientId, memberAchievements.achievementId);
}

/** Marks every earned badge of the member seen. */
export async function markSeenAll(db: Db, member: MemberScope, now: Date): Promise<void> {
  await db.update(memberAchievements).set({ seenAt: now }).where(and(mine(member), isNull(memberAchievements.seenAt)));
}
