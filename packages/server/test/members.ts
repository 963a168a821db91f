import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/core/types';
import { users } from '../src/identity/schema';

/** The user id of a seeded demo member, for integration tests that check rows directly. */
export async function memberId(db: Db, clientId: string, email: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.email, email)))
    .limit(1);
  if (!rows[0]) throw new Error(`no member ${email} of ${clientId}`);
  return rows[0].id;
}
