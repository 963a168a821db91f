import { desc, eq } from 'drizzle-orm';
import type { Db } from '../core/types';
import { auditLog } from './schema';

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(db: Db, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export async function listAudit(db: Db, clientId: string, limit = 100) {
  return db.select().from(auditLog).where(eq(auditLog.clientId, clientId)).orderBy(desc(auditLog.id)).limit(limit);
}
