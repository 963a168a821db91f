import * as v from 'valibot';
import { defineCall } from '../define-call';
import { requestBody } from '../fields';
import { ackReplySchema, dateText } from '../replies';
import { SHELL } from '../route-names';
import { adultDobSchema, membershipNumberSchema } from '../rules';

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const accountCall = { seed: '003', area: 'account', auth: 'session', routes: SHELL } as const;

/** Date of birth and membership number for the account page (null until set). */
export const getAccount = defineCall({
  path: '/application/api/u/sapphire/users/account',
  readOnly: true,
  ...accountCall,
  request: requestBody({}),
  response: v.object({
    success: v.optional(v.boolean()),
    dob: v.nullable(dateText),
    axa_membership_number: v.nullable(v.string()),
  }),
});

/** Sets the date of birth; the server refuses once one exists (the field is locked). */
export const setDob = defineCall({
  path: '/application/api/u/sapphire/users/set-dob',
  ...accountCall,
  request: requestBody({ dob: adultDobSchema }),
  response: ackReplySchema,
});

/** Sets the insurer membership number. */
export const setMembershipNumber = defineCall({
  path: '/application/api/u/sapphire/users/set-axa-membership-number',
  ...accountCall,
  request: requestBody({ axa_membership_number: membershipNumberSchema }),
  response: ackReplySchema,
});
