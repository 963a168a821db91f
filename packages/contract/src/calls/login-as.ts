import * as v from 'valibot';
import { defineCall } from '../define-call';
import { count } from '../replies';
import { id, requestBody } from '../fields';
import { SHELL } from '../route-names';
import { sessionUserSchema } from './auth';

/**
 * Support staff signing in as a member (seed 000 section 6: "A loginAs action installs a supplied user as the
 * session"; issue 9 item 7) and email verification (seed 003 section 4: unverified, then verified by an email
 * link). The portal's own calls beyond calls.tsv (decision 0240).
 */

/** A security-relevant action (password, email, the account itself) while support staff act as the member. */
export const IMPERSONATION_REFUSED_MESSAGE = 'This is not available while support staff are signed in as you.';
/**
 * A call that needs a role (employer admin, coach, clinician, support) in a login-as session, whoever the member is:
 * a login-as grants the member's own portal and nothing more (decision 0460).
 */
export const LOGIN_AS_ROLE_REFUSED_MESSAGE = 'Staff and employer admin tasks are not available while you are signed in as a member.';
/** The member asked for is not a member of the staff's own client (or does not exist). */
export const LOGIN_AS_UNKNOWN_MEMBER_MESSAGE = 'This member could not be found.';
/** End without acting as a member. */
export const LOGIN_AS_NOT_ACTIVE_MESSAGE = 'You are not signed in as a member.';

export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.';
export const EMAIL_VERIFICATION_UNAVAILABLE_MESSAGE = 'Your email address is verified by your sign-in provider.';
export const EMAIL_VERIFICATION_TOO_MANY_MESSAGE = 'Too many verification emails. Please try again later.';

/** How many members one search answers at most. */
export const LOGIN_AS_SEARCH_LIMIT = 20;
/** How long a signed, single-use email verification link is valid. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

export const loginAsMemberSchema = v.object({
  user_id: v.pipe(v.number(), v.integer()),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
});
export type LoginAsMember = v.InferOutput<typeof loginAsMemberSchema>;

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const staffCall = { seed: '000', area: 'auth', auth: 'session', role: 'support', routes: SHELL } as const;
const emailVerificationCall = { seed: '003', area: 'account', auth: 'session', routes: SHELL } as const;

/** The members of the staff's own client whose name or email contains the query (empty: the first ones by name). */
export const findLoginAsMembers = defineCall({
  path: '/application/api/u/support/login-as/members',
  readOnly: true,
  ...staffCall,
  request: requestBody({
    query: v.optional(v.pipe(v.string('Please enter a name or email address.'), v.trim(), v.maxLength(100, 'Please use at most 100 characters.')), ''),
  }),
  response: v.object({
    success: v.optional(v.boolean()),
    members: v.array(loginAsMemberSchema),
    total: v.optional(count),
  }),
});

/** Starts a session as the member, flagged with the staff identity; the reply is the member as a sign-in gives it. */
export const startLoginAs = defineCall({
  path: '/application/api/u/support/login-as',
  ...staffCall,
  request: requestBody({ member_id: id('Please choose a member.') }),
  response: v.object({ success: v.optional(v.boolean()), user: sessionUserSchema }),
});

/** Ends the session as the member and signs the staff identity in again; the reply is the staff as a sign-in gives it. */
export const endLoginAs = defineCall({
  path: '/application/api/u/support/login-as/end',
  seed: '000',
  area: 'auth',
  auth: 'session',
  routes: SHELL,
  request: requestBody({}),
  response: v.object({ success: v.optional(v.boolean()), user: sessionUserSchema }),
});

/** Whether the member's email address is verified. */
export const getEmailVerification = defineCall({
  path: '/application/api/u/user/email-verification',
  readOnly: true,
  ...emailVerificationCall,
  request: requestBody({}),
  response: v.object({ success: v.optional(v.boolean()), email: v.string(), verified: v.boolean() }),
});

/** Sends the member a signed, expiring, single-use verification link to their email address. */
export const sendEmailVerification = defineCall({
  path: '/application/api/u/user/email-verification/send',
  ...emailVerificationCall,
  request: requestBody({}),
  response: v.object({ success: v.optional(v.boolean()), sent_to: v.string() }),
});

export const loginAsCalls = [findLoginAsMembers, startLoginAs, endLoginAs, getEmailVerification, sendEmailVerification] as const;
