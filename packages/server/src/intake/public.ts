// The public face of the intake domain: what other domains may import. Everything else in intake/ is its own.

import { defineDomain } from '../core/domain';
import { intakeHandlers } from './handlers';
import * as tables from './schema';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'intake',
  handlers: intakeHandlers,
  tables,
});
