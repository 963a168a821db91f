// The public face of the locations domain: what other domains may import. Everything else in locations/ is its own.
export { listLocations, type LocationRow } from './repository';
export { type Office, officeOf } from './seed';

import { defineDomain } from '../core/domain';
import { locationHandlers } from './handlers';
import * as tables from './schema';
import { listLocations as listOffices, setLocationIfNone } from './repository';
import { seedLocations, seedMemberLocations } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'locations',
  handlers: locationHandlers,
  tables,
  seed: async (ctx) => {
    await seedLocations(ctx);
    await seedMemberLocations(ctx, ctx.members);
  },
  testMember: async ({ db, client, scope, options, office }) => {
    if (!options.location) return;
    const locations = await listOffices(db, client.id);
    const location = locations.find((row) => row.label === office.label) ?? locations[0];
    if (location) await setLocationIfNone(db, client.id, scope.userId, location.id);
  },
});
