import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../core/types';
import { users } from '../identity/schema';
import { sessions } from './schema';

export interface SessionRow {
  readonly clientId: string;
  readonly userId: number;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly role: 'cl' | 'admin';
}

export async function insertSession(
  db: Db,
  row: { idHash: string; clientId: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The session with its member's role; the member must still belong to the session's client. */
export async function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  const rows = await db
    .select({
      clientId: sessions.clientId,
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.clientId, sessions.clientId)))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  return rows[0];
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
