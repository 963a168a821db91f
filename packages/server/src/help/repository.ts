import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { helpItems, helpViews } from './schema';

export type HelpItemRow = typeof helpItems.$inferSelect;
export type NewHelpItem = typeof helpItems.$inferInsert;
export type HelpType = HelpItemRow['type'];

interface MemberScope {
  readonly clientId: string;
  readonly userId: number;
}

/** Every item of one type of the client's help centre, with how many members opened it. */
export async function listItems(
  db: Db,
  clientId: string,
  type: HelpType,
): Promise<(HelpItemRow & { views: number })[]> {
  const views = db
    .select({ itemId: helpViews.itemId, views: count().as('views') })
    .from(helpViews)
    .where(eq(helpViews.clientId, clientId))
    .groupBy(helpViews.itemId)
    .as('item_views');
  const rows = await db
    .select({ item: helpItems, views: sql<number>`coalesce(${views.views}, 0)`.mapWith(Number) })
    .from(helpItems)
    .leftJoin(views, eq(views.itemId, helpItems.id))
    .where(and(eq(helpItems.clientId, clientId), eq(helpItems.type, type)))
    .orderBy(asc(helpItems.position), asc(helpItems.id));
  return rows.map((row) => ({ ...row.item, views: row.views }));
}

export async function findItem(
  db: Db,
  clientId: string,
  type: HelpType,
  id: number,
): Promise<HelpItemRow | undefined> {
  const [row] = await db
    .select()
    .from(helpItems)
    .where(and(eq(helpItems.clientId, clientId), eq(helpItems.type, type), eq(helpItems.id, id)))
    .limit(1);
  return row;
}

/** The first view of an item by a member is kept; a second opening adds nothing. */
export async function insertView(db: Db, member: MemberScope, itemId: number, at: Date): Promise<void> {
  await db
    .insert(helpViews)
    .values({ clientId: member.clientId, userId: member.userId, itemId, viewedAt: at })
    .onConflictDoNothing();
}

export async function countViews(db: Db, member: MemberScope, itemId: number): Promise<number> {
  return db.$count(
    helpViews,
    and(
      eq(helpViews.clientId, member.clientId),
      eq(helpViews.userId, member.userId),
      eq(helpViews.itemId, itemId),
    ),
  );
}

/** A re-seed brings the texts up to date and keeps the ids, so recorded views stay attached. */
export async function upsertItem(db: Db, item: NewHelpItem): Promise<void> {
  await db
    .insert(helpItems)
    .values(item)
    .onConflictDoUpdate({
      target: helpItems.slug,
      set: {
        category: item.category,
        title: item.title,
        body: item.body,
        translations: item.translations,
        position: item.position,
      },
    });
}
