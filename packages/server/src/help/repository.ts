import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../core/types';
import { helpItems, helpViews } from './schema';

export type HelpItemRow = typeof helpItems.$inferSelect;
export type NewHelpItem = typeof helpItems.$inferInsert;
export type HelpType = HelpItemRow['type'];

interface MemberScope {
  readonly clientId: string;
  readonly userId: number;
}

/** Every item of one type of the client's help centre, in the client's order. */
export async function listItems(db: Db, clientId: string, type: HelpType): Promise<HelpItemRow[]> {
  return db
    .select()
    .from(helpItems)
    .where(and(eq(helpItems.clientId, clientId), eq(helpItems.type, type)))
    .orderBy(asc(helpItems.position), asc(helpItems.id));
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
