import type { Db } from '../core/types';
import { scopeOf, type MemberScope, type SeedContext, type SeedMember } from '../db/seed-context';
import { awardAchievements, listMemberAchievements, markSeenAll } from './repository';
import { getAchievementsData } from './service';

const DAY = 24 * 60 * 60 * 1000;

/** The badges a demo member earned before today (ids of catalogue.ts), and how many days ago, all celebrated. */
export const DEMO_HISTORY: readonly { readonly id: number; readonly daysAgo: number }[] = [
  { id: 1, daysAgo: 21 },
  { id: 6, daysAgo: 20 },
  { id: 2, daysAgo: 14 },
];

/** A history of badges for every demo member (a member who has badges keeps them). */
export async function seedAchievements(ctx: SeedContext, members: readonly SeedMember[]): Promise<void> {
  for (const member of members) {
    const scope = scopeOf(member);
    if ((await listMemberAchievements(ctx.db, scope)).length > 0) continue;
    for (const { id, daysAgo } of DEMO_HISTORY) {
      await awardAchievements(ctx.db, scope, [id], new Date(ctx.now.getTime() - daysAgo * DAY), true);
    }
  }
}

/**
 * Awards what a test member's seeded rows have earned and marks it celebrated, so pages of other specs open
 * without a celebration; a spec that wants to see one asks for it (tests/fixtures, `celebrations`).
 */
export async function settleAchievements(db: Db, member: MemberScope, now: Date): Promise<void> {
  const { achievements } = await getAchievementsData(db, member, 'en', now);
  if (achievements.some((a) => !a.seen_by_user)) await markSeenAll(db, member, now);
}
