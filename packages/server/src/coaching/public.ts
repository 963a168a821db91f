// The public face of the coaching domain: what other domains may import. Everything else in coaching/ is its own.
export { insertGoal, insertMilestone, insertTask, listGoals, listMilestones, listTasks, type TaskRow } from './home-repository';
export { memberPlan } from './plan';
export { firstCoachOf } from './repository';
export { assertServicePermitted, isConnectedToMentalHealth, serviceOf } from './service';

import { defineDomain } from '../core/domain';
import { seedDemoJourneys } from './demo-journeys';
import { coachingHandlers, coachingHomeHandlers, surveyHandlers } from './handlers';
import { seedJourney } from './journey';
import * as tables from './schema';
import { seedCoaching } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'coaching',
  handlers: [...coachingHandlers, ...surveyHandlers, ...coachingHomeHandlers],
  tables,
  seed: seedCoaching,
  seedLast: seedDemoJourneys,
  testMember: async ({ db, scope, options, now }) => {
    if (options.coaching) await seedJourney(db, scope, options.coachingService, options.coaching, now);
  },
});
