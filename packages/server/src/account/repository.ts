import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../core/types';
import { users } from '../db/schema';

export interface AccountRow {
  readonly dob: string | null;
  readonly membershipNumber: string | null;
}

const member = (clientId: string, userId: number) => and(eq(users.clientId, clientId), eq(users.id, userId));

export async function findAccount(db: Db, clientId: string, userId: number): Promise<AccountRow | undefined> {
  const rows = await db
    .select({ dob: users.dob, membershipNumber: users.membershipNumber })
    .from(users)
    .where(member(clientId, userId))
    .limit(1);
  return rows[0];
}

/** Sets the date of birth only while none is stored; false when one was already there. */
export async function setDobOnce(db: Db, clientId: string, userId: number, dob: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ dob })
    .where(and(member(clientId, userId), isNull(users.dob)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function updateMembershipNumber(
  db: Db,
  clientId: string,
  userId: number,
  membershipNumber: string,
): Promise<void> {
  await db.update(users).set({ membershipNumber }).where(member(clientId, userId));
}
