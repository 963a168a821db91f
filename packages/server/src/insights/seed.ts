import { scopeOf, type SeedContext, type SeedMember } from '../db/seed-context';
import { markInsightsCompleted } from './service';

/** Employer admins have completed the Insights questionnaire; members have not, so both states show. */
export async function seedInsights(ctx: SeedContext, members: readonly SeedMember[]): Promise<void> {
  for (const member of members) if (member.employerAdmin) await markInsightsCompleted(ctx.db, scopeOf(member), true);
}
