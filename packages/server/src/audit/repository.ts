import { desc, eq } from 'drizzle-orm';
import type { Db } from '../core/types';
import { auditLog } from './schema';

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(db: Db, rows: readonly AuditRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(auditLog).values([...rows]);
}

export async function listAudit(db: Db, clientId: string, limit = 100) {
  return db.select().from(auditLog).where(eq(auditLog.clientId, clientId)).orderBy(desc(auditLog.id)).limit(limit);
}
