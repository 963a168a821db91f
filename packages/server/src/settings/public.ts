// The public face of the settings domain: what other domains may import. Everything else in settings/ is its own.

import { defineDomain } from '../core/domain';
import { settingsHandlers } from './handlers';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'settings',
  handlers: settingsHandlers,
});
