import { and, eq } from 'drizzle-orm';
import type { Db } from '../core/types';
import { insightCompletions } from './schema';

interface MemberScope {
  readonly clientId: string;
  readonly userId: number;
}

export async function findCompleted(db: Db, member: MemberScope): Promise<boolean | undefined> {
  const rows = await db
    .select({ completed: insightCompletions.completed })
    .from(insightCompletions)
    .where(and(eq(insightCompletions.clientId, member.clientId), eq(insightCompletions.userId, member.userId)))
    .limit(1);
  return rows[0]?.completed;
}

export async function saveCompleted(db: Db, member: MemberScope, completed: boolean): Promise<void> {
  await db
    .insert(insightCompletions)
    .values({ clientId: member.clientId, userId: member.userId, completed })
    .onConflictDoUpdate({
      target: [insightCompletions.clientId, insightCompletions.userId],
      set: { completed, updatedAt: new Date() },
    });
}
