import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../core/types';
import { users } from '../identity/schema';

export interface SeedMember {
  readonly id: number;
  readonly clientId: string;
  readonly employerAdmin: boolean;
  readonly locationId: number | null;
}

export async function listMembers(db: Db): Promise<SeedMember[]> {
  return db
    .select({ id: users.id, clientId: users.clientId, employerAdmin: users.employerAdmin, locationId: users.locationId })
    .from(users)
    .orderBy(asc(users.clientId), asc(users.id));
}

/** Gives a member a current office only when they have none, so a member's own choice survives a reseed. */
export async function setLocationIfNone(db: Db, clientId: string, userId: number, locationId: number): Promise<void> {
  await db
    .update(users)
    .set({ locationId })
    .where(and(eq(users.clientId, clientId), eq(users.id, userId), isNull(users.locationId)));
}
