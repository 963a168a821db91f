import { getLocations, setLocation } from '@portal/contract/calls/locations';
import { handle, memberOf } from '../core/types';
import * as locations from './service';

export const locationHandlers = [
  handle(getLocations, async (_input, ctx) => ({
    success: true,
    ...(await locations.getLocations(ctx.db, memberOf(ctx))),
    client_id: ctx.client.manifest.clientNumber,
  })),
  handle(setLocation, async (input, ctx) => {
    await locations.setLocation(ctx.db, memberOf(ctx), ctx.client.manifest, input.location_id);
    return { success: true };
  }),
];
