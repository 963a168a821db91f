import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../core/types';
import { users } from '../db/schema';
import { auditLog } from './schema';

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(db: Db, rows: readonly AuditRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(auditLog).values([...rows]);
}

export async function listAudit(db: Db, clientId: string, limit = 100) {
  return db.select().from(auditLog).where(eq(auditLog.clientId, clientId)).orderBy(desc(auditLog.id)).limit(limit);
}

/** The events of the employer admin's audit log; and those of a login-as session's refusals and logout. */
export const ADMIN_TRAIL_EVENTS = ['admin.action', 'login-as', 'login-as.end', 'login-as.refused', 'login-as.call'] as const;
const ACTING_EVENTS = ['role.forbidden', 'logout'] as const;

/**
 * The client's admin trail, newest first: admin changes, login-as starts, ends and refusals, and every call made
 * in a login-as, each with the names of the member and the acting staff (of the same client only).
 */
export async function listAdminTrail(db: Db, clientId: string, limit: number) {
  const member = alias(users, 'audit_member');
  const acting = alias(users, 'audit_acting');
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      event: auditLog.event,
      outcome: auditLog.outcome,
      userId: auditLog.userId,
      actingUserId: auditLog.actingUserId,
      detail: auditLog.detail,
      memberFirst: member.firstName,
      memberLast: member.lastName,
      actingFirst: acting.firstName,
      actingLast: acting.lastName,
    })
    .from(auditLog)
    .leftJoin(member, and(eq(member.id, auditLog.userId), eq(member.clientId, clientId)))
    .leftJoin(acting, and(eq(acting.id, auditLog.actingUserId), eq(acting.clientId, clientId)))
    .where(
      and(
        eq(auditLog.clientId, clientId),
        or(inArray(auditLog.event, [...ADMIN_TRAIL_EVENTS]), and(isNotNull(auditLog.actingUserId), inArray(auditLog.event, [...ACTING_EVENTS]))),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
