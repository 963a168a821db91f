// The public face of the workspace domain: what other domains may import. Everything else in workspace/ is its own.

import { defineDomain } from '../core/domain';
import { workspaceHandlers } from './handlers';
import * as tables from './schema';
import { linkFirstCoach, seedCoachAccounts } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'workspace',
  handlers: workspaceHandlers,
  tables,
  seed: seedCoachAccounts,
  testMember: async ({ db, client, scope, options }) => {
    if (options.coach) await linkFirstCoach(db, client.id, scope.userId);
  },
});
