import { asc, eq } from 'drizzle-orm';
import type { Db } from '../core/types';
import { orgContacts } from './schema';

export type ContactRow = typeof orgContacts.$inferSelect;

/** The client's contacts in their order. */
export async function listContacts(db: Db, clientId: string): Promise<ContactRow[]> {
  return db.select().from(orgContacts).where(eq(orgContacts.clientId, clientId)).orderBy(asc(orgContacts.position), asc(orgContacts.id));
}

export async function insertContactIfNew(db: Db, row: typeof orgContacts.$inferInsert): Promise<void> {
  await db.insert(orgContacts).values(row).onConflictDoNothing();
}
