import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../core/types';
import { perDb } from '../db/prepared';
import { sessions } from '../sessions/schema';
import { accessCodeSyncs, accessCodes, users } from './schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserBySubject(db: Db, clientId: string, subject: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(and(eq(users.clientId, clientId), eq(users.ssoSubject, subject))).limit(1);
  return rows[0];
}

export async function findUserByEmail(db: Db, clientId: string, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(sql`lower(${users.email})`, email.trim().toLowerCase())))
    .limit(1);
  return rows[0];
}

export async function findUser(db: Db, clientId: string, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(and(eq(users.clientId, clientId), eq(users.id, id))).limit(1);
  return rows[0];
}

/** The columns of a member's row the app's session reply shows (session-user.ts). */
const sessionUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  language: users.language,
  ppAccepted: users.ppAccepted,
  tcAccepted: users.tcAccepted,
  cookiesAccepted: users.cookiesAccepted,
  employerAdmin: users.employerAdmin,
  ssoSubject: users.ssoSubject,
  accessCodeId: users.accessCodeId,
  country: users.country,
  staffRoles: users.staffRoles,
};

export type SessionUserRow = Pick<UserRow, keyof typeof sessionUserColumns>;

const actingStaff = alias(users, 'acting_staff');

/**
 * The member of a session with the columns the session reply shows, and the session's start, in one prepared
 * statement (the session call is on every page): nothing when the session has ended, or its member or login-as
 * staff no longer qualifies, as sessions/repository.ts findSession decides.
 */
const sessionUserQuery = perDb((db) =>
  db
    .select({ ...sessionUserColumns, sessionCreatedAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.clientId, sessions.clientId), isNull(users.deactivatedAt)))
    .leftJoin(actingStaff, and(eq(actingStaff.id, sessions.actingStaffUserId), eq(actingStaff.clientId, sessions.clientId), isNull(actingStaff.deactivatedAt), sql`'support' = any(${actingStaff.staffRoles})`))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        eq(sessions.clientId, sql.placeholder('clientId')),
        eq(sessions.userId, sql.placeholder('userId')),
        or(isNull(sessions.actingStaffUserId), sql`${actingStaff.id} is not null`),
      ),
    )
    .limit(1)
    .prepare('portal_session_user'),
);

export async function findSessionUser(
  db: Db,
  session: { readonly idHash: string; readonly clientId: string; readonly userId: number },
): Promise<(SessionUserRow & { readonly sessionCreatedAt: Date }) | undefined> {
  const rows = await sessionUserQuery(db).execute(session);
  return rows[0];
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const rows = await db.insert(users).values(user).returning();
  return rows[0]!;
}

export async function countUsers(db: Db): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return rows[0]?.n ?? 0;
}

/** The codes of the client's server.json (an admin's own codes are not the file's to keep in step). */
export async function listAccessCodes(db: Db, clientId: string) {
  return db
    .select({ id: accessCodes.id, codeHash: accessCodes.codeHash })
    .from(accessCodes)
    .where(and(eq(accessCodes.clientId, clientId), isNull(accessCodes.createdBy)))
    .orderBy(accessCodes.id);
}

/** The server.json codes of every client, in one query, by client (each client's in the order of their ids). */
export async function listFileAccessCodes(db: Db): Promise<Map<string, { id: number; codeHash: string }[]>> {
  const rows = await db
    .select({ id: accessCodes.id, clientId: accessCodes.clientId, codeHash: accessCodes.codeHash })
    .from(accessCodes)
    .where(isNull(accessCodes.createdBy))
    .orderBy(accessCodes.id);
  const byClient = new Map<string, { id: number; codeHash: string }[]>();
  for (const row of rows) {
    const list = byClient.get(row.clientId) ?? [];
    list.push({ id: row.id, codeHash: row.codeHash });
    byClient.set(row.clientId, list);
  }
  return byClient;
}

/** The fingerprint of each client's server.json codes as last synced (decision 0640). */
export async function listAccessCodeFingerprints(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ clientId: accessCodeSyncs.clientId, fingerprint: accessCodeSyncs.fingerprint }).from(accessCodeSyncs);
  return new Map(rows.map((row) => [row.clientId, row.fingerprint]));
}

export async function saveAccessCodeFingerprint(db: Db, clientId: string, fingerprint: string): Promise<void> {
  await db
    .insert(accessCodeSyncs)
    .values({ clientId, fingerprint })
    .onConflictDoUpdate({ target: accessCodeSyncs.clientId, set: { fingerprint, syncedAt: sql`now()` } });
}

/** The codes registration accepts today: neither revoked nor past their last day (UTC). */
export async function usableAccessCodes(db: Db, clientId: string, now: Date) {
  const today = now.toISOString().slice(0, 10);
  return db
    .select({ id: accessCodes.id, codeHash: accessCodes.codeHash })
    .from(accessCodes)
    .where(and(eq(accessCodes.clientId, clientId), isNull(accessCodes.revokedAt), or(isNull(accessCodes.expiresOn), gte(accessCodes.expiresOn, today))));
}

export async function insertAccessCode(db: Db, clientId: string, codeHash: string): Promise<void> {
  await db.insert(accessCodes).values({ clientId, codeHash });
}

export async function deleteAccessCode(db: Db, clientId: string, id: number): Promise<void> {
  await db.delete(accessCodes).where(and(eq(accessCodes.clientId, clientId), eq(accessCodes.id, id)));
}
