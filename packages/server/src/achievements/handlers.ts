import { getAchievementsData, getAllAchievements, markAchievementSeen } from '@portal/contract/calls/achievements';
import { memberLanguage } from '../core/member-settings';
import { handle, memberOf, type CallContext } from '../core/types';
import * as achievements from './service';

async function memberAndLanguage(ctx: CallContext) {
  const member = memberOf(ctx);
  const { shown } = await memberLanguage(ctx.db, member, ctx.client.manifest);
  return { member, language: shown };
}

/** The coaching home's achievements: badges earned from the member's own activity, and marking them seen. */
export const achievementHandlers = [
  handle(getAllAchievements, async (_input, ctx) => {
    const { member, language } = await memberAndLanguage(ctx);
    return { success: true, ...(await achievements.getAllAchievements(ctx.db, member, language, ctx.now)) };
  }),
  handle(getAchievementsData, async (_input, ctx) => {
    const { member, language } = await memberAndLanguage(ctx);
    return { success: true, ...(await achievements.getAchievementsData(ctx.db, member, language, ctx.now)) };
  }),
  handle(markAchievementSeen, async (input, ctx) => {
    await achievements.markAchievementSeen(ctx.db, memberOf(ctx), input.achievement_id, ctx.now);
    return { success: true };
  }),
];
