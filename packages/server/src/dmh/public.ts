// The public face of the dmh domain: what other domains may import. Everything else in dmh/ is its own.
export { listClinicians } from './repository';

import { defineDomain } from '../core/domain';
import { dmhHandlers } from './handlers';
import * as tables from './schema';
import { seedDmh } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'dmh',
  handlers: dmhHandlers,
  tables,
  seed: seedDmh,
});
