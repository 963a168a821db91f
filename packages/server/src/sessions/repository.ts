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
  /** the last activity written (decision 0466); a cached row's is moved on when the server writes a newer one */
  lastSeenAt: Date;
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
  await db.insert(sessions).values({ ...row, lastSeenAt: row.createdAt });
}

const touch = perDb((db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('at')}::timestamptz` })
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), lt(sessions.lastSeenAt, sql`${sql.placeholder('at')}::timestamptz`)))
    .prepare('portal_session_touch'),
);

/** Moves a session's last activity on to `at`, never back (another process may have written a later one). */
export async function touchSession(db: Db, idHash: string, at: Date): Promise<void> {
  await touch(db).execute({ idHash, at: at.toISOString() });
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
      lastSeenAt: sessions.lastSeenAt,
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

/** Deletes sessions past their maximum, and those idle since `idleSince` (the idle rule, decision 0466). */
export async function deleteExpiredSessions(db: Db, now: Date, idleSince: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
}

/** Ends every login-as session of a staff member (their End, or the staff signing out). */
export async function deleteActingSessions(db: Db, clientId: string, staffUserId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.clientId, clientId), eq(sessions.actingStaffUserId, staffUserId)));
}
