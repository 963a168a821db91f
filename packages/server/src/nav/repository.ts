import { and, eq } from 'drizzle-orm';
import type { Db } from '../core/types';
import { users } from '../identity/schema';

export async function findNavMember(
  db: Db,
  clientId: string,
  userId: number,
): Promise<{ employerAdmin: boolean; language: string } | undefined> {
  const rows = await db
    .select({ employerAdmin: users.employerAdmin, language: users.language })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)))
    .limit(1);
  return rows[0];
}
