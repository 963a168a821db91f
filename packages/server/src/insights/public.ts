// The public face of the insights domain: what other domains may import. Everything else in insights/ is its own.

import { defineDomain } from '../core/domain';
import { insightHandlers } from './handlers';
import * as tables from './schema';
import { seedInsights } from './seed';
import { markInsightsCompleted } from './service';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'insights',
  handlers: insightHandlers,
  tables,
  seed: (ctx) => seedInsights(ctx, ctx.members),
  testMember: async ({ db, scope, options }) => {
    if (options.insightsCompleted ?? options.employerAdmin) await markInsightsCompleted(db, scope, true);
  },
});
