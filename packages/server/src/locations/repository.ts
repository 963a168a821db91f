import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../core/types';
import { users } from '../db/schema';
import { officeLocations } from './schema';

export type LocationRow = typeof officeLocations.$inferSelect;

export async function listLocations(db: Db, clientId: string): Promise<LocationRow[]> {
  return db
    .select()
    .from(officeLocations)
    .where(eq(officeLocations.clientId, clientId))
    .orderBy(asc(officeLocations.sortOrder), asc(officeLocations.id));
}

export async function findLocation(db: Db, clientId: string, id: number): Promise<LocationRow | undefined> {
  const rows = await db
    .select()
    .from(officeLocations)
    .where(and(eq(officeLocations.clientId, clientId), eq(officeLocations.id, id)))
    .limit(1);
  return rows[0];
}

export async function memberLocationId(db: Db, clientId: string, userId: number): Promise<number | null> {
  const rows = await db
    .select({ locationId: users.locationId })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)))
    .limit(1);
  return rows[0]?.locationId ?? null;
}

export async function setMemberLocation(db: Db, clientId: string, userId: number, locationId: number): Promise<void> {
  await db
    .update(users)
    .set({ locationId })
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
}

export async function insertLocations(
  db: Db,
  clientId: string,
  labels: readonly string[],
): Promise<void> {
  if (labels.length === 0) return;
  await db
    .insert(officeLocations)
    .values(labels.map((label, index) => ({ clientId, label, sortOrder: index })))
    .onConflictDoNothing();
}

/** Gives a member a current office only when they have none, so a member's own choice survives a reseed. */
export async function setLocationIfNone(db: Db, clientId: string, userId: number, locationId: number): Promise<void> {
  await db
    .update(users)
    .set({ locationId })
    .where(and(eq(users.clientId, clientId), eq(users.id, userId), isNull(users.locationId)));
}
