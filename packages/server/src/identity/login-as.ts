import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { SessionUser } from '@portal/contract/calls/auth';
import { LOGIN_AS_NOT_ACTIVE_MESSAGE, LOGIN_AS_SEARCH_LIMIT, LOGIN_AS_UNKNOWN_MEMBER_MESSAGE, type LoginAsMember } from '@portal/contract/calls/login-as';
import { audit } from '../audit/public';
import type { CoreCallContext } from '../core/context';
import { CallError, memberOf } from '../core/types';
import { deleteSession } from '../sessions/repository';
import { findUser } from './repository';
import { users } from './schema';
import { toSessionUser } from './session-user';

/** A login-as session lasts at most this long (or the configured session length, if shorter). */
export const LOGIN_AS_SESSION_MINUTES = 60;

/** `%` and `_` typed into the search are letters, not wildcards. */
function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The members of the staff's own client (never another client's, never staff) whose name or email contains the
 * query, by name; an empty query lists the first ones.
 */
export async function findMembers(query: string, ctx: CoreCallContext): Promise<{ success: boolean; members: LoginAsMember[] }> {
  const pattern = likePattern(query.trim());
  const rows = await ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.clientId, ctx.tenant.id),
        isNull(users.deactivatedAt),
        sql`cardinality(${users.staffRoles}) = 0`,
        query.trim() === '' ? undefined : or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern)),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(LOGIN_AS_SEARCH_LIMIT);
  return { success: true, members: rows.map((row) => ({ user_id: row.id, first_name: row.firstName, last_name: row.lastName, email: row.email })) };
}

/**
 * seed 000 section 6, "a loginAs action installs a supplied user as the session": the staff's session is replaced
 * by a real session of the member, flagged with the staff's user id, for at most LOGIN_AS_SESSION_MINUTES.
 */
export async function startLoginAs(memberId: number, ctx: CoreCallContext): Promise<{ success: boolean; user: SessionUser }> {
  const staff = memberOf(ctx);
  const [staffRow, target] = await Promise.all([findUser(ctx.db, ctx.tenant.id, staff.userId), findUser(ctx.db, ctx.tenant.id, memberId)]);
  const base = { clientId: ctx.tenant.id, userId: staff.userId, ip: ctx.ip, path: ctx.path } as const;
  // findUser is scoped to the Host's client: another client's member is not found, as an unknown id is not
  if (!staffRow || !target || target.deactivatedAt || target.staffRoles.length > 0 || target.id === staff.userId) {
    await audit(ctx.db, { ...base, event: 'login-as.refused', outcome: 'refused', detail: { member: memberId, reason: target ? 'not-a-member' : 'unknown-member' } });
    throw new CallError(404, LOGIN_AS_UNKNOWN_MEMBER_MESSAGE);
  }
  await deleteSession(ctx.db, staff.sessionId);
  const minutes = Math.min(LOGIN_AS_SESSION_MINUTES, ctx.services.config.sessionMinutes);
  const session = await ctx.startSession(target.id, { actingStaffUserId: staff.userId, minutes, keepProviderHint: true });
  // the member's portal, entered by the staff (decision 0460); detail.member as before
  await audit(ctx.db, { ...base, event: 'login-as', outcome: 'success', userId: target.id, actingUserId: staff.userId, detail: { member: target.id } });
  return { success: true, user: toSessionUser(target, ctx.tenant, session.createdAt, staffRow) };
}

/** Ends the login-as session and signs the staff in again with a session of their own. */
export async function endLoginAs(ctx: CoreCallContext): Promise<{ success: boolean; user: SessionUser }> {
  const member = memberOf(ctx);
  if (member.actingStaffId === undefined) throw new CallError(409, LOGIN_AS_NOT_ACTIVE_MESSAGE);
  const staff = await findUser(ctx.db, ctx.tenant.id, member.actingStaffId);
  await deleteSession(ctx.db, member.sessionId);
  // the session check has just confirmed the staff (active, support role); gone since, the browser is signed out
  if (!staff || staff.deactivatedAt || !staff.staffRoles.includes('support')) {
    await ctx.endSession();
    throw new CallError(409, LOGIN_AS_NOT_ACTIVE_MESSAGE);
  }
  const session = await ctx.startSession(staff.id, { keepProviderHint: true });
  await audit(ctx.db, { event: 'login-as.end', outcome: 'success', clientId: ctx.tenant.id, userId: member.userId, actingUserId: staff.id, ip: ctx.ip, path: ctx.path, detail: { member: member.userId } });
  return { success: true, user: toSessionUser(staff, ctx.tenant, session.createdAt) };
}

/** The staff signed in as the member of this session, for the session user's signed_in_by; null outside a login-as. */
export async function actingStaffOf(ctx: CoreCallContext): Promise<Awaited<ReturnType<typeof findUser>> | null> {
  const member = memberOf(ctx);
  if (member.actingStaffId === undefined) return null;
  return (await findUser(ctx.db, ctx.tenant.id, member.actingStaffId)) ?? null;
}
