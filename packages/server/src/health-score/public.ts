// The public face of the health-score domain: what other domains may import. Everything else in health-score/ is its own.
export { OUTCOME_DE, OUTCOME_TEXT, RESULTS_HEADER, RESULTS_SUB_HEADER } from './copy';
export { pick, questionnaireOf } from './questionnaires';
export { bandOf, outcomeOf } from './scoring';

import { defineDomain } from '../core/domain';
import { healthScoreHandlers } from './handlers';
import * as tables from './schema';
import { seedHealthScores } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'health-score',
  handlers: healthScoreHandlers,
  tables,
  seed: (ctx) => seedHealthScores(ctx, ctx.members),
});
