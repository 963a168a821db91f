import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { perDb } from '../db/prepared';
import { users } from '../identity/schema';

const navMember = perDb((db) =>
  db
    .select({ employerAdmin: users.employerAdmin, language: users.language })
    .from(users)
    .where(and(eq(users.clientId, sql.placeholder('clientId')), eq(users.id, sql.placeholder('userId'))))
    .limit(1)
    .prepare('portal_nav_member'),
);

export async function findNavMember(
  db: Db,
  clientId: string,
  userId: number,
): Promise<{ employerAdmin: boolean; language: string } | undefined> {
  const rows = await navMember(db).execute({ clientId, userId });
  return rows[0];
}
