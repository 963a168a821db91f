// The public face of the legal domain: what other domains may import. Everything else in legal/ is its own.

import { defineDomain } from '../core/domain';
import { legalHandlers } from './handlers';
import * as tables from './schema';
import { seedLegalTexts } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'legal',
  handlers: legalHandlers,
  tables,
  seed: seedLegalTexts,
});
