// The public face of the account domain: what other domains may import. Everything else in account/ is its own.

import { defineDomain } from '../core/domain';
import { accountHandlers } from './handlers';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'account',
  handlers: accountHandlers,
});
