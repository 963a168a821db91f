import { eq } from 'drizzle-orm';
import type { Db } from '../core/types';
import { impactProgrammes } from './schema';

export type NewProgramme = typeof impactProgrammes.$inferInsert;

export async function listProgrammes(db: Db) {
  return db.select().from(impactProgrammes);
}

export async function findProgramme(db: Db, clientId: string) {
  const [row] = await db.select().from(impactProgrammes).where(eq(impactProgrammes.clientId, clientId));
  return row;
}

/** A client's programme; one already there is kept. */
export async function insertProgramme(db: Db, row: NewProgramme): Promise<void> {
  await db.insert(impactProgrammes).values(row).onConflictDoNothing();
}
