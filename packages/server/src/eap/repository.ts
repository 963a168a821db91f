import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import { eapRequests } from './schema';

export async function insertEapRequest(db: Db, member: MemberScope, row: { phone: string; serviceId: number }, now: Date): Promise<void> {
  await db.insert(eapRequests).values({ clientId: member.clientId, userId: member.userId, ...row, requestedAt: now });
}

export async function countRecentRequests(db: Db, member: MemberScope, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eapRequests)
    .where(and(eq(eapRequests.clientId, member.clientId), eq(eapRequests.userId, member.userId), gte(eapRequests.requestedAt, since)));
  return row?.n ?? 0;
}

export async function listEapRequests(db: Db, member: MemberScope) {
  return db
    .select({ phone: eapRequests.phone, serviceId: eapRequests.serviceId, requestedAt: eapRequests.requestedAt })
    .from(eapRequests)
    .where(and(eq(eapRequests.clientId, member.clientId), eq(eapRequests.userId, member.userId)))
    .orderBy(desc(eapRequests.requestedAt));
}
