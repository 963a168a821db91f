import type { Db } from '../core/types';
import { memberLogs } from './schema';

export type NewLog = typeof memberLogs.$inferInsert;

export async function insertLog(db: Db, log: NewLog): Promise<void> {
  await db.insert(memberLogs).values(log);
}
