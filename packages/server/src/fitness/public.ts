// The public face of the fitness domain (decision 0570): what other domains and the composition may import.
export { fitnessHandlers } from './handlers';
export { challengeNoticeJobs, fitnessSyncJobs } from './service';
export { localProviderRouter, LocalFitnessProvider, LOCAL_PROVIDER_MOUNT } from './local-provider';
export { fitnessAdapter } from './choose-adapter';
export { seedChallenges } from './seed';
export { pointsSummary } from './points';

import { defineDomain } from '../core/domain';
import { fitnessHandlers } from './handlers';
import * as tables from './schema';
import { seedChallenges } from './seed';

/** The domain as domains.ts composes it; its demo challenges and activity come after every other domain's demo data. */
export const domain = defineDomain({
  name: 'fitness',
  handlers: fitnessHandlers,
  tables,
  seedLast: (ctx) => seedChallenges(ctx, ctx.members),
});
