import * as v from 'valibot';
import { defineCall } from '../define-call';
import { id, requestBody } from '../fields';
import { ackReplySchema } from '../replies';
import { SHELL } from '../route-names';
import { clientIdSchema } from './auth';

export const locationSchema = v.object({ location_id: v.number(), location_label: v.string() });
export type Location = v.InferOutput<typeof locationSchema>;

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const locationsCall = { seed: '000', area: 'locations', auth: 'session', routes: SHELL } as const;

/** The client's office locations and the member's current one (null: Show all). */
export const getLocations = defineCall({
  path: '/application/api-hc/get-locations',
  readOnly: true,
  ...locationsCall,
  request: requestBody({}),
  response: v.object({
    success: v.boolean(),
    current_loc: v.nullable(v.number()),
    locations: v.array(locationSchema),
    client_id: clientIdSchema,
    err: v.optional(v.string()),
  }),
});

/** Sets the member's current location. */
export const setLocation = defineCall({
  path: '/application/api-hc/set-location',
  ...locationsCall,
  request: requestBody({ location_id: id('Please choose a valid location.') }),
  response: ackReplySchema,
});
