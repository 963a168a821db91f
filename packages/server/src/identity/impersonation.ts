import { checkPassword, resetPassword } from '@portal/contract/calls/settings';
import { IMPERSONATION_REFUSED_MESSAGE, LOGIN_AS_ROLE_REFUSED_MESSAGE, startLoginAs } from '@portal/contract/calls/login-as';
import type { CallDefinition } from '@portal/contract/define-call';
import type { Refusal } from '../calls/guards';
import type { Member } from '../core/types';

/**
 * The calls support staff may not make while signed in as a member (decision 0240): the member's password (its
 * check grants the key that changes it), and another login-as from inside one. The email and password changes and
 * the account's deletion happen at the identity provider, behind the member's own password, which staff never have;
 * the account page hides them during a login-as too.
 */
export const SECURITY_RELEVANT_CALLS: ReadonlySet<string> = new Set([checkPassword.path, resetPassword.path, startLoginAs.path]);

/**
 * Refuses, in a login-as session, a security-relevant call and every call that needs a role (employer admin,
 * coach, clinician, support), whatever roles the member has: a login-as grants the member's own portal and no
 * more (decision 0460). Null outside a login-as, and for the member's own calls in one.
 */
export function impersonationRefusal(call: Pick<CallDefinition, 'path' | 'role'>, member: Pick<Member, 'actingStaffId'>): Refusal | null {
  if (member.actingStaffId === undefined) return null;
  if (call.role !== undefined) return { status: 403, message: LOGIN_AS_ROLE_REFUSED_MESSAGE, reason: `login-as by ${member.actingStaffId}: role ${call.role}` };
  if (!SECURITY_RELEVANT_CALLS.has(call.path)) return null;
  return { status: 403, message: IMPERSONATION_REFUSED_MESSAGE, reason: `login-as by ${member.actingStaffId}` };
}
