import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { accessCodes, users } from '../db/schema';
import { sessions } from '../sessions/schema';

export type AccessCodeRow = Pick<typeof accessCodes.$inferSelect, 'id' | 'label' | 'expiresOn' | 'revokedAt' | 'createdAt'> & { readonly signups: number };

/** Every code of the client, newest first, with the number of members who registered with it. */
export async function listClientAccessCodes(db: Db, clientId: string): Promise<AccessCodeRow[]> {
  return db
    .select({
      id: accessCodes.id,
      label: accessCodes.label,
      expiresOn: accessCodes.expiresOn,
      revokedAt: accessCodes.revokedAt,
      createdAt: accessCodes.createdAt,
      signups: sql<number>`count(${users.id})::int`,
    })
    .from(accessCodes)
    .leftJoin(users, and(eq(users.accessCodeId, accessCodes.id), eq(users.clientId, accessCodes.clientId)))
    .where(eq(accessCodes.clientId, clientId))
    .groupBy(accessCodes.id)
    .orderBy(desc(accessCodes.id));
}

export async function findClientAccessCode(db: Db, clientId: string, id: number) {
  const rows = await db.select().from(accessCodes).where(and(eq(accessCodes.clientId, clientId), eq(accessCodes.id, id))).limit(1);
  return rows[0];
}

export async function insertAdminAccessCode(
  db: Db,
  row: { clientId: string; codeHash: string; label: string | null; expiresOn: string | null; createdBy: number; createdAt: Date },
): Promise<number> {
  const rows = await db.insert(accessCodes).values(row).returning({ id: accessCodes.id });
  return rows[0]!.id;
}

/** Revokes the code unless it already is; true when this call revoked it. */
export async function markAccessCodeRevoked(db: Db, clientId: string, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(accessCodes)
    .set({ revokedAt: now })
    .where(and(eq(accessCodes.clientId, clientId), eq(accessCodes.id, id), sql`${accessCodes.revokedAt} is null`))
    .returning({ id: accessCodes.id });
  return rows.length > 0;
}

const MEMBER_PAGE = 200;

/** The client's members, newest first; `search` matches any part of the name or email, case-insensitively. */
export async function listClientMembers(db: Db, clientId: string, search: string | undefined) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const where = and(
    eq(users.clientId, clientId),
    pattern
      ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        employerAdmin: users.employerAdmin,
        role: users.role,
        staffRoles: users.staffRoles,
        deactivatedAt: users.deactivatedAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(MEMBER_PAGE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findClientMember(db: Db, clientId: string, id: number) {
  const rows = await db
    .select({ id: users.id, deactivatedAt: users.deactivatedAt, employerAdmin: users.employerAdmin, staffRoles: users.staffRoles })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, id)))
    .limit(1);
  return rows[0];
}

/** Marks the member deactivated and deletes every session of theirs, in one transaction. */
export async function deactivateClientMember(db: Db, clientId: string, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deactivatedAt: now }).where(and(eq(users.clientId, clientId), eq(users.id, id), sql`${users.deactivatedAt} is null`));
    await tx.delete(sessions).where(and(eq(sessions.clientId, clientId), eq(sessions.userId, id)));
  });
}

export async function setClientMemberAdmin(db: Db, clientId: string, id: number, employerAdmin: boolean): Promise<void> {
  await db.update(users).set({ employerAdmin }).where(and(eq(users.clientId, clientId), eq(users.id, id)));
}
