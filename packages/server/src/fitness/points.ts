import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  DAILY_STEPS_GOAL,
  LEVEL_THRESHOLDS,
  POINT_VALUES,
  POINTS_WINDOW_DAYS,
  REWARD_LOCKED_MESSAGE,
  REWARD_NOT_FOUND,
  REWARD_SHOWN_MESSAGE,
  type PointActivity,
  type PointsSummary,
} from '@portal/contract/calls/fitness';
import { memberLanguage } from '../core/member-settings';
import { CallError, memberOf, type CallContext, type Db } from '../core/types';
import { contentReads, corporateEventDates, corporateEventRegistrations, helpViews, surveyResults } from '../db/schema';
import type { MemberKey } from './repository';
import { challengeParticipants, challenges, fitnessDays, rewardReveals, rewards } from './schema';

const DAY_MS = 86_400_000;

/** How often the member did each thing that earns points, from `since` to `now`. */
export async function activityCounts(db: Db, member: MemberKey, since: Date, now: Date): Promise<Record<PointActivity, number>> {
  const fromDay = since.toISOString().slice(0, 10);
  const today = now.toISOString().slice(0, 10);
  const count = sql<number>`count(*)::int`;
  const [steps] = await db
    .select({ n: sql<number>`count(distinct ${fitnessDays.day})::int` })
    .from(fitnessDays)
    .where(and(eq(fitnessDays.clientId, member.clientId), eq(fitnessDays.userId, member.userId), gte(fitnessDays.day, fromDay), lte(fitnessDays.day, today), gte(fitnessDays.steps, DAILY_STEPS_GOAL)));
  const [joined] = await db
    .select({ n: count })
    .from(challengeParticipants)
    .where(and(eq(challengeParticipants.clientId, member.clientId), eq(challengeParticipants.userId, member.userId), gte(challengeParticipants.joinedAt, since)));
  // challenges whose goal the member reached, counted while the challenge ran inside the window
  const [reached] = await db
    .select({ n: count })
    .from(challengeParticipants)
    .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
    .where(
      and(
        eq(challengeParticipants.clientId, member.clientId),
        eq(challengeParticipants.userId, member.userId),
        gte(challenges.endsOn, fromDay),
        sql`(select coalesce(sum(case when ${challenges.metric} = 'steps' then d.steps else d.metres end), 0) from (select day, max(steps) as steps, max(metres) as metres from fitness_days where client_id = ${member.clientId} and user_id = ${member.userId} and day between ${challenges.startsOn} and ${challenges.endsOn} and day <= ${today} group by day) d) >= ${challenges.goal}`,
      ),
    );
  // help articles opened (once each) and library articles, videos and podcasts opened (once per item and day)
  const [read] = await db
    .select({ n: count })
    .from(helpViews)
    .where(and(eq(helpViews.clientId, member.clientId), eq(helpViews.userId, member.userId), gte(helpViews.viewedAt, since), lte(helpViews.viewedAt, now)));
  const [libraryRead] = await db
    .select({ n: count })
    .from(contentReads)
    .where(and(eq(contentReads.clientId, member.clientId), eq(contentReads.userId, member.userId), gte(contentReads.readAt, since), lte(contentReads.readAt, now)));
  const [attended] = await db
    .select({ n: count })
    .from(corporateEventRegistrations)
    .innerJoin(corporateEventDates, eq(corporateEventDates.id, corporateEventRegistrations.eventDateId))
    .where(
      and(
        eq(corporateEventRegistrations.clientId, member.clientId),
        eq(corporateEventRegistrations.userId, member.userId),
        eq(corporateEventRegistrations.status, 'registered'),
        gte(corporateEventDates.endAt, since),
        lte(corporateEventDates.endAt, now),
      ),
    );
  const [checkIns] = await db
    .select({ n: count })
    .from(surveyResults)
    .where(and(eq(surveyResults.clientId, member.clientId), eq(surveyResults.userId, member.userId), eq(surveyResults.survey, 'WHO-5'), gte(surveyResults.takenAt, since), lte(surveyResults.takenAt, now)));
  return {
    steps_goal: steps?.n ?? 0,
    challenge_joined: joined?.n ?? 0,
    challenge_goal: reached?.n ?? 0,
    content_read: (read?.n ?? 0) + (libraryRead?.n ?? 0),
    event_attended: attended?.n ?? 0,
    check_in: checkIns?.n ?? 0,
  };
}

/** The level of a number of points: 1 from 0, then each threshold of LEVEL_THRESHOLDS. */
export function levelOf(points: number): { level: number; nextAt: number | null } {
  let level = 1;
  for (const [index, threshold] of LEVEL_THRESHOLDS.entries()) if (points >= threshold) level = index + 1;
  return { level, nextAt: LEVEL_THRESHOLDS[level] ?? null };
}

/** Points of the last 30 days (seed 003 section 9), the level they set, and the client's rewards it unlocks. */
export async function pointsSummary(ctx: CallContext): Promise<PointsSummary> {
  const member = memberOf(ctx);
  const since = new Date(ctx.now.getTime() - POINTS_WINDOW_DAYS * DAY_MS);
  const [counts, language, catalogue, reveals] = await Promise.all([
    activityCounts(ctx.db, member, since, ctx.now),
    memberLanguage(ctx.db, member, ctx.client.manifest),
    ctx.db.select().from(rewards).where(eq(rewards.clientId, member.clientId)).orderBy(asc(rewards.level), asc(rewards.id)),
    ctx.db
      .select({ rewardId: rewardReveals.rewardId, revealedAt: rewardReveals.revealedAt })
      .from(rewardReveals)
      .where(and(eq(rewardReveals.clientId, member.clientId), eq(rewardReveals.userId, member.userId))),
  ]);
  const breakdown = (Object.keys(POINT_VALUES) as PointActivity[]).map((activity) => ({ activity, count: counts[activity], points: counts[activity] * POINT_VALUES[activity] }));
  const points = breakdown.reduce((sum, row) => sum + row.points, 0);
  const { level, nextAt } = levelOf(points);
  const shown = new Map(reveals.map((row) => [row.rewardId, row.revealedAt]));
  return {
    points,
    level,
    next_level_at: nextAt,
    breakdown,
    rewards: catalogue.map((row) => {
      const text = row.texts[language.shown] ?? row.texts.en ?? { title: row.partner, description: '' };
      return { id: row.id, level: row.level, partner: row.partner, title: text.title, description: text.description, unlocked: level >= row.level, revealed_at: shown.get(row.id)?.toISOString() ?? null };
    }),
  };
}

/** The reward's partner code, the first time only, and only at its level. */
export async function reveal(ctx: CallContext, rewardId: number): Promise<string> {
  const member = memberOf(ctx);
  const [reward] = await ctx.db.select().from(rewards).where(and(eq(rewards.clientId, member.clientId), eq(rewards.id, rewardId))).limit(1);
  if (!reward) throw new CallError(404, REWARD_NOT_FOUND);
  const counts = await activityCounts(ctx.db, member, new Date(ctx.now.getTime() - POINTS_WINDOW_DAYS * DAY_MS), ctx.now);
  const points = (Object.keys(POINT_VALUES) as PointActivity[]).reduce((sum, activity) => sum + counts[activity] * POINT_VALUES[activity], 0);
  if (levelOf(points).level < reward.level) throw new CallError(403, REWARD_LOCKED_MESSAGE);
  const made = await ctx.db.insert(rewardReveals).values({ clientId: member.clientId, userId: member.userId, rewardId: reward.id, revealedAt: ctx.now }).onConflictDoNothing().returning({ id: rewardReveals.rewardId });
  if (made.length === 0) throw new CallError(409, REWARD_SHOWN_MESSAGE);
  return reward.code;
}
