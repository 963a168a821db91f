import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../core/types';
import { perDb } from '../db/prepared';
import { users } from '../identity/schema';
import { sessions } from './schema';

export interface SessionRow {
  readonly clientId: string;
  readonly userId: number;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly role: 'cl' | 'admin';
  readonly employerAdmin: boolean;
  readonly staffRoles: readonly ('coach' | 'clinician' | 'support')[];
  readonly language: string;
  /** support staff signed in as the member (login-as), else null */
  readonly actingStaffUserId: number | null;
}

export async function insertSession(
  db: Db,
  row: { idHash: string; clientId: string; userId: number; createdAt: Date; expiresAt: Date; actingStaffUserId?: number | null },
): Promise<void> {
  await db.insert(sessions).values(row);
}

// the staff of a login-as session: it lasts only while they are active and still hold the support role
const staff = alias(users, 'acting_staff');

const sessionByHash = perDb((db) =>
  db
    .select({
      clientId: sessions.clientId,
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      role: users.role,
      employerAdmin: users.employerAdmin,
      staffRoles: users.staffRoles,
      language: users.language,
      actingStaffUserId: sessions.actingStaffUserId,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.clientId, sessions.clientId), isNull(users.deactivatedAt)))
    .leftJoin(staff, and(eq(staff.id, sessions.actingStaffUserId), eq(staff.clientId, sessions.clientId), isNull(staff.deactivatedAt), sql`'support' = any(${staff.staffRoles})`))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), or(isNull(sessions.actingStaffUserId), sql`${staff.id} is not null`)))
    .limit(1)
    .prepare('portal_session_by_hash'),
);

/** The session with its member's role and settings; the member must still belong to the session's client and be active. */
export async function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  const rows = await sessionByHash(db).execute({ idHash });
  return rows[0];
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** Ends every login-as session of a staff member (their End, or the staff signing out). */
export async function deleteActingSessions(db: Db, clientId: string, staffUserId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.clientId, clientId), eq(sessions.actingStaffUserId, staffUserId)));
}
