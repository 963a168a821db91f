import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { perDb } from '../db/prepared';
import { myListItems } from './schema';

export type MyListRow = typeof myListItems.$inferSelect;

interface MemberScope {
  readonly clientId: string;
  readonly userId: number;
}

const mine = (member: MemberScope) =>
  and(eq(myListItems.clientId, member.clientId), eq(myListItems.userId, member.userId));

const itemsQuery = perDb((db) =>
  db
    .select()
    .from(myListItems)
    .where(and(eq(myListItems.clientId, sql.placeholder('clientId')), eq(myListItems.userId, sql.placeholder('userId'))))
    .orderBy(asc(myListItems.id))
    .limit(sql.placeholder('limit'))
    .prepare('portal_my_list_items'),
);

/** The member's list, oldest first (a prepared statement: My list is read on every visit of its page). */
export async function listItems(db: Db, member: MemberScope, limit: number): Promise<MyListRow[]> {
  return itemsQuery(db).execute({ clientId: member.clientId, userId: member.userId, limit });
}

export async function countItems(db: Db, member: MemberScope): Promise<number> {
  return (await db.$count(myListItems, mine(member)));
}

/**
 * Adds an item while the list holds fewer than `max`, in one statement; adding the same content twice keeps the
 * first row (unique per member, product and content). False when nothing was added: the list is full, or the
 * item was on it already (countItems tells which).
 */
export async function insertItem(
  db: Db,
  member: MemberScope,
  item: { productId: number; contentId: string; mediaType: string },
  max: number,
): Promise<boolean> {
  const { clientId, userId } = member;
  const result = (await db.execute(sql`
    insert into ${myListItems} (client_id, user_id, product_id, content_id, media_type)
    select ${clientId}, ${userId}, ${item.productId}, ${item.contentId}, ${item.mediaType}
    where (select count(*) from ${myListItems} where client_id = ${clientId} and user_id = ${userId}) < ${max}
    on conflict do nothing
    returning id`)) as unknown as { rows: { id: number }[] };
  return result.rows.length > 0;
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
