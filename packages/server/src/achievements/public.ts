// The public face of the achievements domain: what other domains may import. Everything else in achievements/ is its own.
export { achievementById } from './catalogue';
export { countAwards } from './repository';
export { earnedAchievements, rewardTotals } from './service';

import { defineDomain } from '../core/domain';
import { achievementHandlers } from './handlers';
import * as tables from './schema';
import { seedAchievements, settleAchievements } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'achievements',
  handlers: achievementHandlers,
  tables,
  seed: (ctx) => seedAchievements(ctx, ctx.members),
  // after coaching: badges the member's rows earned wait to be celebrated only when asked
  testMember: async ({ db, scope, options, now }) => {
    if (!options.celebrations) await settleAchievements(db, scope, now);
  },
});
