// The public face of the profile domain: what other domains may import. Everything else in profile/ is its own.

import { defineDomain } from '../core/domain';
import { profileHandlers } from './handlers';
import { insertProfile } from './repository';
import * as tables from './schema';
import { demoProfile, seedProfiles } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'profile',
  handlers: profileHandlers,
  tables,
  seed: (ctx) => seedProfiles(ctx, ctx.members),
  testMember: async ({ db, scope, options, office }) => {
    if (options.profile) await insertProfile(db, demoProfile(scope, office));
  },
});
