import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { MemberReadBatcher, batcherPerDb } from '../db/batch';
import { keptView } from '../db/news/kept-view';
import { perDb } from '../db/prepared';
import { notifications } from './schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

interface MemberScope {
  readonly clientId: string;
  readonly userId: number;
}

const mine = (member: MemberScope) =>
  and(eq(notifications.clientId, member.clientId), eq(notifications.userId, member.userId));

export async function listNotifications(db: Db, member: MemberScope, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(mine(member))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Only the member's own unread rows are touched; ids of other members' notifications match nothing. */
export async function markRead(db: Db, member: MemberScope, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine(member), inArray(notifications.id, [...ids]), isNull(notifications.readAt)));
}

const unreadCount = perDb((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.clientId, sql.placeholder('clientId')),
        eq(notifications.userId, sql.placeholder('userId')),
        isNull(notifications.readAt),
      ),
    )
    .prepare('portal_unread_count'),
);

async function unreadCounts(db: Db, clientId: string, userIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
  if (userIds.length === 1) {
    const rows = await unreadCount(db).execute({ clientId, userId: userIds[0]! });
    return new Map([[userIds[0]!, Number(rows[0]?.n ?? 0)]]);
  }
  const rows = await db
    .select({ userId: notifications.userId, n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.clientId, clientId), inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.n)]));
}

/** A member's unread count, kept while no news of their notifications came (decision 0430). */
const keptUnread = keptView<number>({ name: 'unread count', reads: [notifications] });

const unreadBatcher = batcherPerDb(
  (db) => new MemberReadBatcher((clientId, userIds) => keptUnread.reading(() => unreadCounts(db, clientId, userIds)), () => 0, { fresh: keptUnread.of(db) }),
);

/**
 * The member's unread count: the last read's while no news of a change to their notifications has come since
 * (decision 0430); otherwise concurrent counts share round trips (db/batch.ts), never an earlier answer.
 */
export async function countUnread(db: Db, member: MemberScope): Promise<number> {
  return unreadBatcher(db).load(member.clientId, member.userId);
}

export async function countNotifications(db: Db, member: MemberScope): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(mine(member));
  return Number(rows[0]?.n ?? 0);
}

export async function insertNotifications(db: Db, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values([...rows]);
}
