// The public face of the blood-test domain: what other domains may import. Everything else in blood-test/ is its own.
export { listClinicians } from './repository';

import { defineDomain } from '../core/domain';
import { bloodTestHandlers } from './handlers';
import * as tables from './schema';
import { insertDemoKitOrder, seedBloodTest } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'blood-test',
  handlers: bloodTestHandlers,
  tables,
  seed: (ctx) => seedBloodTest(ctx, ctx.members),
  testMember: async ({ db, scope, options, now }) => {
    if (options.kitOrder) await insertDemoKitOrder(db, scope, options.kitOrder, now);
  },
});
