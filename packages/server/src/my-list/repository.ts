import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../core/types';
import { myListItems } from './schema';

export type MyListRow = typeof myListItems.$inferSelect;

interface MemberScope {
  readonly clientId: string;
  readonly userId: number;
}

const mine = (member: MemberScope) =>
  and(eq(myListItems.clientId, member.clientId), eq(myListItems.userId, member.userId));

export async function listItems(db: Db, member: MemberScope, limit: number): Promise<MyListRow[]> {
  return db.select().from(myListItems).where(mine(member)).orderBy(asc(myListItems.id)).limit(limit);
}

export async function countItems(db: Db, member: MemberScope): Promise<number> {
  return (await db.$count(myListItems, mine(member)));
}

/** Adding the same content twice keeps the first row (unique per member, product and content). */
export async function insertItem(
  db: Db,
  member: MemberScope,
  item: { productId: number; contentId: string; mediaType: string },
): Promise<void> {
  await db
    .insert(myListItems)
    .values({ clientId: member.clientId, userId: member.userId, ...item })
    .onConflictDoNothing();
}

export async function deleteById(db: Db, member: MemberScope, id: number): Promise<void> {
  await db.delete(myListItems).where(and(mine(member), eq(myListItems.id, id)));
}

export async function deleteByContent(
  db: Db,
  member: MemberScope,
  productId: number,
  contentId: string,
): Promise<void> {
  await db
    .delete(myListItems)
    .where(and(mine(member), eq(myListItems.productId, productId), eq(myListItems.contentId, contentId)));
}
