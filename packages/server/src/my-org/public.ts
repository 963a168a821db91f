// The public face of the my-org domain: what other domains may import. Everything else in my-org/ is its own.

import { defineDomain } from '../core/domain';
import { myOrgHandlers } from './handlers';
import * as tables from './schema';
import { seedOrgContacts } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'my-org',
  handlers: myOrgHandlers,
  tables,
  seed: seedOrgContacts,
});
