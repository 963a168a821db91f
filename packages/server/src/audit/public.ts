// The public face of the audit domain: what other domains may import. Everything else in audit/ is its own.
export { adminTrail, audit } from './service';

import { defineDomain } from '../core/domain';
import * as tables from './schema';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'audit',
  tables,
});
