import { LEVEL_THRESHOLDS } from '@portal/contract/calls/fitness';
import type { HelpEngagement, HelpVersion } from '@portal/contract/calls/help';
import { isConnectedToMentalHealth } from '../coaching/public';
import { memberOf, type CallContext } from '../core/types';
import { pointsSummary } from '../fitness/public';

/**
 * The help centre's version for the member (seed 003 section 1): members connected to the mental-health service
 * see the one that adds engagement points and levels, with their own points and level and what each level
 * unlocks; everybody else sees the plain one (decision 0620).
 */
export async function helpVersion(ctx: CallContext): Promise<{ version: HelpVersion; engagement: HelpEngagement | null }> {
  const connected = await isConnectedToMentalHealth(ctx.db, memberOf(ctx), ctx.client.manifest.permittedRoutes);
  if (!connected) return { version: 'standard', engagement: null };
  const summary = await pointsSummary(ctx);
  return {
    version: 'mental_health',
    engagement: {
      points: summary.points,
      level: summary.level,
      next_level_at: summary.next_level_at,
      levels: LEVEL_THRESHOLDS.map((from, index) => ({
        level: index + 1,
        from,
        rewards: summary.rewards.filter((reward) => reward.level === index + 1).map(({ partner, title }) => ({ partner, title })),
      })),
    },
  };
}
