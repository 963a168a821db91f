import * as v from 'valibot';
import { defineCall } from '../define-call';
import { nonEmptyString, requestBody } from '../fields';
import { routesOf } from '../route-names';

/** Finishes connecting a fitness-data account; the page goes to /challenges when fitness_activity. */
export const googleOauthRedirect = defineCall({
  path: '/application/api/u/oauth/google/redirect',
  seed: '003',
  area: 'fitness',
  auth: 'session',
  routes: routesOf('home'),
  request: requestBody({
    code: nonEmptyString('The authorisation code is missing. Please try again.', 2048),
    scope: v.optional(v.pipe(v.string('Please send the granted scope.'), v.trim(), v.maxLength(2048)), ''),
  }),
  response: v.object({
    success: v.boolean(),
    fitness_activity: v.optional(v.boolean()),
    err: v.optional(v.string()),
  }),
});
