import * as v from 'valibot';
import { defineCall } from '../define-call';
import { intLike, requestBody } from '../fields';
import { routesOf } from '../route-names';
import { callbackPhoneSchema } from '../rules';

/** Asks the assistance programme to call the member back. */
export const sendEapRequest = defineCall({
  path: '/application/api-hc/send-eap-request',
  seed: '002',
  area: 'eap',
  auth: 'session',
  routes: routesOf('eap'),
  request: requestBody({
    phone: callbackPhoneSchema,
    service_id: v.optional(v.pipe(intLike('Please choose a valid service.'), v.minValue(0, 'Please choose a valid service.')), 0),
  }),
  response: v.object({ success: v.optional(v.boolean()), sent: v.boolean() }),
});
