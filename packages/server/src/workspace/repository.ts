import { and, asc, eq } from 'drizzle-orm';
import { coaches } from '../db/schema';
import type { Db } from '../core/types';
import { coachAccounts } from './schema';

export async function linkCoachAccount(db: Db, row: typeof coachAccounts.$inferInsert): Promise<void> {
  await db.insert(coachAccounts).values(row).onConflictDoNothing();
}

/** The client's first coach of the service (the demo coach accounts answer for it). */
export async function firstCoachOf(db: Db, clientId: string, service: 'mental_health' | 'healthcoach' | 'cancer'): Promise<number | undefined> {
  const rows = await db
    .select({ id: coaches.id })
    .from(coaches)
    .where(and(eq(coaches.clientId, clientId), eq(coaches.service, service)))
    .orderBy(asc(coaches.id))
    .limit(1);
  return rows[0]?.id;
}
