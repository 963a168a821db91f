import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Member } from '../core/types';
import type { ContentRow } from './repository';
import { contentFavourites, contentItems, contentReminders } from './schema';

/** An item of the shared library or of the member's own client; never another client's. */
export async function visibleItem(db: Db, clientId: string, itemId: number): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.id, itemId),
        or(isNull(contentItems.clientId), eq(contentItems.clientId, clientId)),
      ),
    );
  return row;
}

const mine = (member: Member) =>
  and(eq(contentFavourites.clientId, member.clientId), eq(contentFavourites.userId, member.userId));

/** Favourites the item, or removes the favourite; true when it is a favourite afterwards. */
export async function toggleFavourite(db: Db, member: Member, itemId: number): Promise<boolean> {
  const added = await db
    .insert(contentFavourites)
    .values({ clientId: member.clientId, userId: member.userId, contentItemId: itemId })
    .onConflictDoNothing()
    .returning({ id: contentFavourites.contentItemId });
  if (added.length > 0) return true;
  await db.delete(contentFavourites).where(and(mine(member), eq(contentFavourites.contentItemId, itemId)));
  return false;
}

const myReminders = (member: Member) =>
  and(eq(contentReminders.clientId, member.clientId), eq(contentReminders.userId, member.userId));

export async function setReminder(db: Db, member: Member, itemId: number, type: 'ws' | 'dg'): Promise<void> {
  await db
    .insert(contentReminders)
    .values({ clientId: member.clientId, userId: member.userId, contentItemId: itemId, type })
    .onConflictDoNothing();
}

export async function cancelReminder(db: Db, member: Member, itemId: number): Promise<void> {
  await db
    .delete(contentReminders)
    .where(and(myReminders(member), eq(contentReminders.contentItemId, itemId)));
}

/** Which of these items the member has a reminder for. */
export async function remindedItemIds(
  db: Db,
  member: Member,
  itemIds: readonly number[],
): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .select({ id: contentReminders.contentItemId })
    .from(contentReminders)
    .where(and(myReminders(member), inArray(contentReminders.contentItemId, [...itemIds])));
  return new Set(rows.map((row) => row.id));
}
