// The public face of the help domain: what other domains may import. Everything else in help/ is its own.

import { defineDomain } from '../core/domain';
import { helpHandlers } from './handlers';
import * as tables from './schema';
import { seedHelp } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'help',
  handlers: helpHandlers,
  tables,
  seed: seedHelp,
});
