import { and, eq, isNull, lt, sql } from 'drizzle-orm';
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
  readonly staffRoles: readonly ('coach' | 'clinician')[];
  readonly language: string;
}

export async function insertSession(
  db: Db,
  row: { idHash: string; clientId: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(row);
}

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
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.clientId, sessions.clientId), isNull(users.deactivatedAt)))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
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
