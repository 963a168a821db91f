import type { Db } from '../core/types';
import { coachAccounts } from './schema';

export async function linkCoachAccount(db: Db, row: typeof coachAccounts.$inferInsert): Promise<void> {
  await db.insert(coachAccounts).values(row).onConflictDoNothing();
}
