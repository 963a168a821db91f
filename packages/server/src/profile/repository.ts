import { and, eq } from 'drizzle-orm';
import type { Db } from '../core/types';
import { users } from '../db/schema';
import { userProfiles } from './schema';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type NewProfile = typeof userProfiles.$inferInsert;

export async function findProfile(db: Db, clientId: string, userId: number): Promise<ProfileRow | undefined> {
  const rows = await db
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.clientId, clientId), eq(userProfiles.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function findDob(db: Db, clientId: string, userId: number): Promise<string | null> {
  const rows = await db
    .select({ dob: users.dob })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)))
    .limit(1);
  return rows[0]?.dob ?? null;
}

export async function insertProfile(db: Db, profile: NewProfile): Promise<void> {
  await db.insert(userProfiles).values(profile).onConflictDoNothing();
}
