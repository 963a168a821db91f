import { randomInt } from 'node:crypto';
import {
  ACCESS_CODE_NOT_FOUND,
  ACCESS_CODE_REVOKED_MESSAGE,
  EXPIRY_IN_PAST_MESSAGE,
  MEMBER_NOT_FOUND,
  OWN_ACCOUNT_MESSAGE,
  STAFF_NOT_ADMIN_MESSAGE,
  type AdminAccessCode,
  type AdminMember,
} from '@portal/contract/calls/admin';
import { audit } from '../audit/public';
import { hashAccessCode } from '../core/hashing';
import { CallError, memberOf, type CallContext, type Member } from '../core/types';
import { invalidateMemberSessions } from '../sessions/service';
import {
  deactivateClientMember,
  findClientAccessCode,
  findClientMember,
  insertAdminAccessCode,
  listClientAccessCodes,
  listClientMembers,
  markAccessCodeRevoked,
  setClientMemberAdmin,
  type AccessCodeRow,
} from './repository';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed from a poster. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Three groups of four: 60 bits of entropy, far beyond what the registration rate limits let anybody guess. */
export function newAccessCode(): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function toAccessCode(row: AccessCodeRow, now: Date): AdminAccessCode {
  const status = row.revokedAt ? 'revoked' : row.expiresOn !== null && row.expiresOn < today(now) ? 'expired' : 'active';
  return {
    id: row.id,
    label: row.label,
    created_at: row.createdAt.toISOString(),
    expires_on: row.expiresOn,
    revoked_at: row.revokedAt ? row.revokedAt.toISOString() : null,
    status,
    signups: row.signups,
  };
}

/** Every admin change goes to the audit log, with the ids it touched and never a code in clear. */
export function auditAdmin(ctx: CallContext, admin: Member, path: string, detail: Record<string, string | number | boolean | null>) {
  return audit(ctx.db, { event: 'admin.action', outcome: 'success', clientId: admin.clientId, userId: admin.userId, ip: ctx.ip, path, detail });
}

export async function accessCodes(ctx: CallContext): Promise<AdminAccessCode[]> {
  const admin = memberOf(ctx);
  return (await listClientAccessCodes(ctx.db, admin.clientId)).map((row) => toAccessCode(row, ctx.now));
}

async function codeReply(ctx: CallContext, clientId: string, id: number, code: string) {
  const row = (await listClientAccessCodes(ctx.db, clientId)).find((candidate) => candidate.id === id)!;
  return { success: true, code, access_code: toAccessCode(row, ctx.now) };
}

export async function createCode(ctx: CallContext, path: string, input: { label?: string | undefined; expires_on?: string | null | undefined }) {
  const admin = memberOf(ctx);
  const expiresOn = input.expires_on ?? null;
  if (expiresOn !== null && expiresOn < today(ctx.now)) throw new CallError(422, EXPIRY_IN_PAST_MESSAGE);
  const code = newAccessCode();
  const id = await insertAdminAccessCode(ctx.db, {
    clientId: admin.clientId,
    codeHash: await hashAccessCode(code),
    label: input.label ?? null,
    expiresOn,
    createdBy: admin.userId,
    createdAt: ctx.now,
  });
  await auditAdmin(ctx, admin, path, { action: 'access-code.create', accessCodeId: id, expiresOn });
  return codeReply(ctx, admin.clientId, id, code);
}

async function ownCode(ctx: CallContext, clientId: string, id: number) {
  const row = await findClientAccessCode(ctx.db, clientId, id);
  if (!row) throw new CallError(404, ACCESS_CODE_NOT_FOUND);
  if (row.revokedAt) throw new CallError(409, ACCESS_CODE_REVOKED_MESSAGE);
  return row;
}

export async function revokeCode(ctx: CallContext, path: string, id: number): Promise<void> {
  const admin = memberOf(ctx);
  await ownCode(ctx, admin.clientId, id);
  if (!(await markAccessCodeRevoked(ctx.db, admin.clientId, id, ctx.now))) throw new CallError(409, ACCESS_CODE_REVOKED_MESSAGE);
  await auditAdmin(ctx, admin, path, { action: 'access-code.revoke', accessCodeId: id });
}

/** The new code keeps the old one's label and expiry; the old one is revoked only if nobody else revoked it first. */
export async function rotateCode(ctx: CallContext, path: string, id: number) {
  const admin = memberOf(ctx);
  const old = await ownCode(ctx, admin.clientId, id);
  if (!(await markAccessCodeRevoked(ctx.db, admin.clientId, id, ctx.now))) throw new CallError(409, ACCESS_CODE_REVOKED_MESSAGE);
  const code = newAccessCode();
  const newId = await insertAdminAccessCode(ctx.db, {
    clientId: admin.clientId,
    codeHash: await hashAccessCode(code),
    label: old.label,
    expiresOn: old.expiresOn,
    createdBy: admin.userId,
    createdAt: ctx.now,
  });
  await auditAdmin(ctx, admin, path, { action: 'access-code.rotate', accessCodeId: id, newAccessCodeId: newId });
  return codeReply(ctx, admin.clientId, newId, code);
}

export async function members(ctx: CallContext, search: string | undefined): Promise<{ members: AdminMember[]; total: number }> {
  const admin = memberOf(ctx);
  const { rows, total } = await listClientMembers(ctx.db, admin.clientId, search);
  return {
    total,
    members: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      employer_admin: row.employerAdmin || row.role === 'admin',
      staff: row.staffRoles.length > 0,
      active: row.deactivatedAt === null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** A member of the admin's own client other than the admin: another client's member does not exist here. */
async function otherMember(ctx: CallContext, admin: Member, id: number) {
  if (id === admin.userId) throw new CallError(422, OWN_ACCOUNT_MESSAGE);
  const row = await findClientMember(ctx.db, admin.clientId, id);
  if (!row) throw new CallError(404, MEMBER_NOT_FOUND);
  return row;
}

export async function deactivate(ctx: CallContext, path: string, id: number): Promise<void> {
  const admin = memberOf(ctx);
  await otherMember(ctx, admin, id);
  await deactivateClientMember(ctx.db, admin.clientId, id, ctx.now);
  // the rows are gone; this makes every process drop the sessions it cached before the reply
  await invalidateMemberSessions(ctx.db, { clientId: admin.clientId, userId: id });
  await auditAdmin(ctx, admin, path, { action: 'member.deactivate', memberId: id });
}

export async function setAdmin(ctx: CallContext, path: string, id: number, employerAdmin: boolean): Promise<void> {
  const admin = memberOf(ctx);
  const row = await otherMember(ctx, admin, id);
  // staff act across the client's members (coachees, bookings, login-as); the admin role would add the client's
  // settings to that, so it is only ever removed from them (decision 0460)
  if (employerAdmin && row.staffRoles.length > 0) throw new CallError(422, STAFF_NOT_ADMIN_MESSAGE);
  await setClientMemberAdmin(ctx.db, admin.clientId, id, employerAdmin);
  await invalidateMemberSessions(ctx.db, { clientId: admin.clientId, userId: id });
  await auditAdmin(ctx, admin, path, { action: employerAdmin ? 'member.admin-grant' : 'member.admin-remove', memberId: id });
}
