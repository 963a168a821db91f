// The public face of the impact domain: what other domains may import. Everything else in impact/ is its own.

import { defineDomain } from '../core/domain';
import { impactHandlers } from './handlers';
import * as tables from './schema';
import { seedImpact } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'impact',
  handlers: impactHandlers,
  tables,
  seed: seedImpact,
});
