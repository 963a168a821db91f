import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../core/types';
import { users } from '../db/schema';
import { identityCredentials, passwordAuthKeys } from './schema';

export type CredentialRow = typeof identityCredentials.$inferSelect;
export type NewCredential = typeof identityCredentials.$inferInsert;

export async function findCredentialBySubject(db: Db, subject: string): Promise<CredentialRow | undefined> {
  const rows = await db.select().from(identityCredentials).where(eq(identityCredentials.subject, subject)).limit(1);
  return rows[0];
}

/** By the provider's username (email, lower-cased) or by subject, as the sign-in form accepts either. */
export async function findCredentialByLogin(db: Db, login: string): Promise<CredentialRow | undefined> {
  const rows = await db
    .select()
    .from(identityCredentials)
    .where(or(eq(identityCredentials.email, login), eq(identityCredentials.subject, login)))
    .limit(1);
  return rows[0];
}

export async function existingSubjects(db: Db, subjects: readonly string[]): Promise<Set<string>> {
  if (subjects.length === 0) return new Set();
  const rows = await db
    .select({ subject: identityCredentials.subject })
    .from(identityCredentials)
    .where(inArray(identityCredentials.subject, [...subjects]));
  return new Set(rows.map((row) => row.subject));
}

export async function insertCredentials(db: Db, rows: readonly NewCredential[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(identityCredentials).values([...rows]).onConflictDoNothing();
}

export async function updatePasswordHash(db: Db, subject: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(identityCredentials)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(identityCredentials.subject, subject))
    .returning({ id: identityCredentials.id });
  return rows.length > 0;
}

/** Changes the provider's username and the member's email together, so sign-in and the portal agree. */
export async function updateIdentityEmail(db: Db, credential: Pick<CredentialRow, 'subject' | 'clientId'>, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(identityCredentials).set({ email, updatedAt: new Date() }).where(eq(identityCredentials.subject, credential.subject));
    await tx
      .update(users)
      // a new address is unverified until its own link is followed (decision 0240)
      .set({ email, emailVerifiedAt: null })
      .where(and(eq(users.clientId, credential.clientId), eq(users.ssoSubject, credential.subject)));
  });
}

export async function insertAuthKey(db: Db, row: { clientId: string; userId: number; keyHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordAuthKeys).values(row);
}

/** Deletes the key (single use) and says whether it was the member's and still valid. */
export async function consumeAuthKey(db: Db, clientId: string, userId: number, keyHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .delete(passwordAuthKeys)
    .where(and(eq(passwordAuthKeys.keyHash, keyHash), eq(passwordAuthKeys.clientId, clientId), eq(passwordAuthKeys.userId, userId)))
    .returning({ expiresAt: passwordAuthKeys.expiresAt });
  const row = rows[0];
  return row !== undefined && row.expiresAt.getTime() > now.getTime();
}

/** A member has one pending key at a time; old and expired ones go. */
export async function deleteAuthKeys(db: Db, clientId: string, userId: number, now: Date): Promise<void> {
  await db
    .delete(passwordAuthKeys)
    .where(or(and(eq(passwordAuthKeys.clientId, clientId), eq(passwordAuthKeys.userId, userId)), lt(passwordAuthKeys.expiresAt, now)));
}

export async function countValidAuthKeys(db: Db, clientId: string, userId: number, now: Date): Promise<number> {
  const rows = await db
    .select({ id: passwordAuthKeys.id })
    .from(passwordAuthKeys)
    .where(and(eq(passwordAuthKeys.clientId, clientId), eq(passwordAuthKeys.userId, userId), gt(passwordAuthKeys.expiresAt, now)));
  return rows.length;
}
