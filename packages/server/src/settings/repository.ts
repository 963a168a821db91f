import { and, eq } from 'drizzle-orm';
import type { Db } from '../core/types';
import { users } from '../identity/schema';

export async function updateLanguage(db: Db, clientId: string, userId: number, language: string): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
}

export async function memberLanguage(db: Db, clientId: string, userId: number): Promise<string | null> {
  const rows = await db
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)))
    .limit(1);
  return rows[0]?.language ?? null;
}
