import type { Achievement } from '@portal/contract/calls/achievements';
import { CallError, type Db } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import { ACHIEVEMENTS, type AchievementDefinition, type AchievementRule } from './catalogue';
import { awardAchievements, listMemberAchievements, markSeen, memberActivity } from './repository';

export const ACHIEVEMENT_NOT_FOUND_MESSAGE = 'We could not find this achievement.';

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (at: Date) => Math.floor(at.getTime() / DAY);

/**
 * Consecutive UTC days with a check-in, counted back from today; a streak whose last day is yesterday still
 * stands (the member may check in later today).
 */
export function streakDays(checkins: readonly Date[], now: Date): number {
  const days = new Set(checkins.map(dayOf));
  let day = dayOf(now);
  if (!days.has(day)) day -= 1;
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

export interface Activity {
  readonly sessions: number;
  readonly tasks: number;
  readonly journals: number;
  readonly checkins: number;
  readonly streak: number;
}

export function meetsRule(rule: AchievementRule, activity: Activity): boolean {
  switch (rule.kind) {
    case 'sessions':
      return activity.sessions >= rule.atLeast;
    case 'tasks':
      return activity.tasks >= rule.atLeast;
    case 'journals':
      return activity.journals >= rule.atLeast;
    case 'checkins':
      return activity.checkins >= rule.atLeast;
    case 'streak':
      return activity.streak >= rule.atLeast;
  }
}

/** The member's activity, with any badge it newly meets recorded as earned (a badge once earned stays). */
async function refresh(db: Db, member: MemberScope, now: Date) {
  const counted = await memberActivity(db, member);
  const activity: Activity = { ...counted, checkins: counted.checkins.length, streak: streakDays(counted.checkins, now) };
  const before = await listMemberAchievements(db, member);
  const held = new Set(before.map((row) => row.achievementId));
  const fresh = ACHIEVEMENTS.filter((a) => !held.has(a.id) && meetsRule(a.rule, activity)).map((a) => a.id);
  await awardAchievements(db, member, fresh, now);
  const rows = fresh.length > 0 ? await listMemberAchievements(db, member) : before;
  return { activity, rows };
}

const pick = (text: Record<string, string>, language: string) => text[language] ?? text.en ?? '';

function toAchievement(definition: AchievementDefinition, row: { seenAt: Date | null } | undefined, language: string): Achievement {
  return {
    id: definition.id,
    title: pick(definition.title, language),
    sub_title: pick(definition.subTitle, language),
    description: pick(definition.description, language),
    icon: definition.icon,
    colour: definition.colour,
    reward_type: definition.rewardType,
    reward_amount: definition.rewardAmount,
    seen_by_user: Boolean(row?.seenAt),
    achieved_by_user: row !== undefined,
  };
}

function earnedOf(rows: Awaited<ReturnType<typeof listMemberAchievements>>, language: string): Achievement[] {
  return rows.flatMap((row) => {
    const definition = ACHIEVEMENTS.find((a) => a.id === row.achievementId);
    return definition ? [toAchievement(definition, row, language)] : [];
  });
}

/** Rewards of the badges earned, by type. */
export function rewardTotals(achievements: readonly Pick<Achievement, 'reward_type' | 'reward_amount'>[]) {
  let trees = 0;
  let bottles = 0;
  for (const a of achievements) {
    if (a.reward_type === 'trees') trees += a.reward_amount;
    else bottles += a.reward_amount;
  }
  return { trees, bottles };
}

/** Every badge, and those the member earned (in the order earned). */
export async function getAllAchievements(db: Db, member: MemberScope, language: string, now: Date) {
  const { rows } = await refresh(db, member, now);
  const byId = new Map(rows.map((row) => [row.achievementId, row]));
  return {
    user_achievements: earnedOf(rows, language),
    all_achievements: ACHIEVEMENTS.map((definition) => toAchievement(definition, byId.get(definition.id), language)),
  };
}

/** The achievements block: the badges earned (unseen ones are celebrated), reward totals and the streak. */
export async function getAchievementsData(db: Db, member: MemberScope, language: string, now: Date) {
  const { activity, rows } = await refresh(db, member, now);
  const achievements = earnedOf(rows, language);
  return { achievements, ...rewardTotals(achievements), streak_days: activity.streak };
}

/** A celebrated badge is seen; a badge the member has not earned is not found. */
export async function markAchievementSeen(db: Db, member: MemberScope, achievementId: number, now: Date): Promise<void> {
  if (!(await markSeen(db, member, achievementId, now))) throw new CallError(404, ACHIEVEMENT_NOT_FOUND_MESSAGE);
}

/** The badges a member has earned, for the impact page's contribution list. */
export async function earnedAchievements(db: Db, member: MemberScope, language: string, now: Date) {
  const { rows } = await refresh(db, member, now);
  return rows.flatMap((row) => {
    const definition = ACHIEVEMENTS.find((a) => a.id === row.achievementId);
    return definition ? [{ definition, achievedAt: row.achievedAt, title: pick(definition.title, language) }] : [];
  });
}
