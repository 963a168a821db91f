import * as v from 'valibot';
import { defineCall } from '../define-call';
import { boolLike, id, isoDate, optionalText, requestBody } from '../fields';
import { SHELL } from '../route-names';

/**
 * The employer admin's calls (issue 14): the portal's own, beyond calls.tsv. Each needs the employer_admin
 * role, which the router checks before the body is read; the client always comes from the session.
 */

export const ACCESS_CODE_NOT_FOUND = 'This access code does not exist.';
export const MEMBER_NOT_FOUND = 'This member does not exist.';
export const OWN_ACCOUNT_MESSAGE = 'You cannot change your own account here.';
export const EXPIRY_IN_PAST_MESSAGE = 'Please choose an expiry date in the future.';
export const ACCESS_CODE_REVOKED_MESSAGE = 'This access code is already revoked.';

export const adminAccessCodeSchema = v.object({
  id: v.number(),
  label: v.nullable(v.string()),
  created_at: v.string(),
  /** YYYY-MM-DD, the last day the code is accepted; null: no expiry */
  expires_on: v.nullable(v.string()),
  revoked_at: v.nullable(v.string()),
  status: v.picklist(['active', 'expired', 'revoked']),
  /** members who registered with this code */
  signups: v.number(),
});
export type AdminAccessCode = v.InferOutput<typeof adminAccessCodeSchema>;

export const adminMemberSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  employer_admin: v.boolean(),
  active: v.boolean(),
  created_at: v.string(),
});
export type AdminMember = v.InferOutput<typeof adminMemberSchema>;

const ack = v.object({ success: v.boolean() });
const codeWithSecret = v.object({
  success: v.boolean(),
  /** the new code in clear, shown once: only its hash is stored */
  code: v.string(),
  access_code: adminAccessCodeSchema,
});

const expiresOn = v.optional(v.nullable(isoDate()));

/** The client's access codes with their state and sign-ups. */
export const getAccessCodes = defineCall({
  path: '/application/api/u/admin/access-codes',
  readOnly: true,
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), access_codes: v.array(adminAccessCodeSchema) }),
});

/** Creates a random code; this reply is the only time it is shown. */
export const createAccessCode = defineCall({
  path: '/application/api/u/admin/access-codes/create',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ label: optionalText(80), expires_on: expiresOn }),
  response: codeWithSecret,
});

/** Replaces a code by a new one with the same label and expiry; the old one is revoked. */
export const rotateAccessCode = defineCall({
  path: '/application/api/u/admin/access-codes/rotate',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ id: id(ACCESS_CODE_NOT_FOUND) }),
  response: codeWithSecret,
});

/** Revokes a code: registration with it is refused from now on. */
export const revokeAccessCode = defineCall({
  path: '/application/api/u/admin/access-codes/revoke',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ id: id(ACCESS_CODE_NOT_FOUND) }),
  response: ack,
});

/** The client's members, newest first, optionally matching a search in name or email. */
export const getAdminMembers = defineCall({
  path: '/application/api/u/admin/members',
  readOnly: true,
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ search: optionalText(100) }),
  response: v.object({ success: v.boolean(), members: v.array(adminMemberSchema), total: v.number() }),
});

/** Deactivates a member: every session of theirs ends at once and they cannot sign in again. */
export const deactivateMember = defineCall({
  path: '/application/api/u/admin/members/deactivate',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ member_id: id(MEMBER_NOT_FOUND) }),
  response: ack,
});

/** Grants or removes the employer admin role. */
export const setMemberAdmin = defineCall({
  path: '/application/api/u/admin/members/set-admin',
  seed: '000',
  area: 'admin',
  auth: 'session',
  role: 'employer_admin',
  routes: SHELL,
  request: requestBody({ member_id: id(MEMBER_NOT_FOUND), employer_admin: boolLike() }),
  response: ack,
});

/** Every admin call, for the router (ownCalls) and the test that walks them all as an ordinary member. */
export const adminCalls = [
  getAccessCodes,
  createAccessCode,
  rotateAccessCode,
  revokeAccessCode,
  getAdminMembers,
  deactivateMember,
  setMemberAdmin,
] as const;
