import * as v from 'valibot';
import { defineCall } from '../define-call';
import { id, requestBody } from '../fields';
import { ackReplySchema, count } from '../replies';
import { COACHING_ROUTES } from '../route-names';

export const REWARD_TYPES = ['trees', 'bottles'] as const;

export const achievementSchema = v.object({
  id: v.number(),
  title: v.string(),
  sub_title: v.optional(v.nullable(v.string())),
  description: v.string(),
  icon: v.nullable(v.string()),
  colour: v.nullable(v.string()),
  reward_type: v.picklist(REWARD_TYPES),
  reward_amount: count,
  seen_by_user: v.boolean(),
  achieved_by_user: v.boolean(),
});
export type Achievement = v.InferOutput<typeof achievementSchema>;

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const achievementsCall = { seed: '002', area: 'achievements', auth: 'session', routes: COACHING_ROUTES } as const;

/** Every badge, and those the member earned. */
export const getAllAchievements = defineCall({
  path: '/application/api/u/coaching/get-all-achievements',
  readOnly: true,
  ...achievementsCall,
  request: requestBody({}),
  response: v.object({
    success: v.optional(v.boolean()),
    user_achievements: v.array(achievementSchema),
    all_achievements: v.array(achievementSchema),
  }),
});

/** The achievements block: recent badges and reward totals. */
export const getAchievementsData = defineCall({
  path: '/application/api/u/coaching/get-achievements-data',
  readOnly: true,
  ...achievementsCall,
  request: requestBody({}),
  response: v.object({
    success: v.optional(v.boolean()),
    achievements: v.array(achievementSchema),
    bottles: count,
    trees: count,
    streak_days: count,
  }),
});

/** Marks a celebrated badge as seen. */
export const markAchievementSeen = defineCall({
  path: '/application/api/u/coaching/mark-achievement-seen',
  ...achievementsCall,
  request: requestBody({ achievement_id: id('Please choose a valid achievement.') }),
  response: ackReplySchema,
});
