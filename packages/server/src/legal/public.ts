// The public face of the legal domain: what other domains may import. Everything else in legal/ is its own.

import { defineDomain } from '../core/domain';
import { legalHandlers } from './handlers';
import * as tables from './schema';
export { syncLegalTexts } from './seed';

/** The domain as domains.ts composes it; its texts come from the client folders (db/seed.ts syncLegalTexts). */
export const domain = defineDomain({
  name: 'legal',
  handlers: legalHandlers,
  tables,
});
