// The public face of the eap domain: what other domains may import. Everything else in eap/ is its own.

import { defineDomain } from '../core/domain';
import { eapHandlers } from './handlers';
import * as tables from './schema';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'eap',
  handlers: eapHandlers,
  tables,
});
