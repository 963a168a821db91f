// The public face of the my-list domain: what other domains may import. Everything else in my-list/ is its own.

import { defineDomain } from '../core/domain';
import { myListHandlers } from './handlers';
import * as tables from './schema';
import { seedMemberList, seedMyLists } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'my-list',
  handlers: myListHandlers,
  tables,
  // after content: the demo lists hold library items
  seed: (ctx) => seedMyLists(ctx, ctx.members),
  testMember: async ({ db, scope, options }) => {
    if (options.myList) await seedMemberList(db, scope);
  },
});
