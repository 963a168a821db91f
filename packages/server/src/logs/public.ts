// The public face of the logs domain: what other domains may import. Everything else in logs/ is its own.

import { defineDomain } from '../core/domain';
import { logHandlers } from './handlers';
import * as tables from './schema';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'logs',
  handlers: logHandlers,
  tables,
});
