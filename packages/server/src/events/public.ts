// The public face of the events domain: what other domains may import. Everything else in events/ is its own.
export { insertEventIfNew, listDates, notify } from './repository';
export { eventArtwork } from './seed';
export { dateTimeText, releaseHeldPlace, textOf } from './service';

import { defineDomain } from '../core/domain';
import { eventHandlers } from './handlers';
import { withEventCards } from './home-cards';
import * as tables from './schema';
import { seedEvents } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'events',
  handlers: eventHandlers,
  wrapHandlers: withEventCards,
  tables,
  seed: (ctx) => seedEvents(ctx, ctx.members),
});
