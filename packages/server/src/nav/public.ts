// The public face of the nav domain: what other domains may import. Everything else in nav/ is its own.

import { defineDomain } from '../core/domain';
import { navHandlers } from './handlers';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'nav',
  handlers: navHandlers,
});
