import { and, eq } from 'drizzle-orm';
import type { Db } from '../core/types';
import { users } from '../db/schema';

export async function updateLanguage(db: Db, clientId: string, userId: number, language: string): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
}

