// The public face of the reminders domain: what other domains may import. Everything else in reminders/ is its own.
export { dropOfferLapse, scheduleOfferLapse } from './offer-lapse';
export { recipient } from './repository';
export { enqueue } from './repository';
export type { JobRow, NewJob } from './repository';
export type { JobKind } from './worker';

import { defineDomain } from '../core/domain';
import * as tables from './schema';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'reminders',
  tables,
});
