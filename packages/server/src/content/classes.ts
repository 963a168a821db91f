import { classStatus, CONTENT_NOT_FOUND_MESSAGE, type ContentItem } from '@portal/contract/calls/content';
import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import { CallError, type Db, type Member } from '../core/types';
import { contentCard } from './cards';
import * as classes from './class-repository';
import * as repo from './repository';

export const NOT_A_CLASS_MESSAGE = 'Reminders are only for studio and gym classes.';
export const CLASS_STARTED_MESSAGE = 'This class has already started, so it needs no reminder.';
export const REMINDER_TYPE_MESSAGE = 'Please choose a valid class type.';

async function itemOf(db: Db, member: Member, itemId: number) {
  const row = await classes.visibleItem(db, member.clientId, itemId);
  if (!row) throw new CallError(404, CONTENT_NOT_FOUND_MESSAGE);
  return row;
}

/** One item for its own page, in the member's language, with its class status, favourite and reminder. */
export async function getItem(
  db: Db,
  member: Member,
  manifest: Manifest,
  itemId: number,
  now: Date,
): Promise<ContentItem> {
  const row = await itemOf(db, member, itemId);
  const { shown } = await memberLanguage(db, member, manifest);
  const [favourites, reminders] = await Promise.all([
    repo.favouritedItemIds(db, member.clientId, member.userId, [row.id]),
    classes.remindedItemIds(db, member, [row.id]),
  ]);
  return withClassState(contentCard(row, shown, favourites.has(row.id)), reminders.has(row.id), now);
}

/** Studio and gym classes carry their status and whether the member set a reminder (seed 001 section 4). */
export function withClassState(card: ContentItem, reminded: boolean, now: Date): ContentItem {
  if (card.type !== 'videos') return card;
  return { ...card, status: classStatus(card, now.getTime()), reminder_set: reminded };
}

export async function toggleFavourite(db: Db, member: Member, itemId: number): Promise<boolean> {
  await itemOf(db, member, itemId);
  return classes.toggleFavourite(db, member, itemId);
}

/** A reminder is for a scheduled class before its start; the type, when sent, must match the class. */
export async function registerReminder(
  db: Db,
  member: Member,
  itemId: number,
  type: 'ws' | 'dg' | undefined,
  now: Date,
): Promise<void> {
  const row = await itemOf(db, member, itemId);
  if (!row.scheduleType) throw new CallError(400, NOT_A_CLASS_MESSAGE);
  const kind = row.scheduleType === 'studio' ? 'ws' : 'dg';
  if (type !== undefined && type !== kind) throw new CallError(400, REMINDER_TYPE_MESSAGE);
  if (classStatus(contentCard(row, 'en', false), now.getTime()) !== 'not_started') {
    throw new CallError(409, CLASS_STARTED_MESSAGE);
  }
  await classes.setReminder(db, member, itemId, kind);
}

export async function cancelReminder(db: Db, member: Member, itemId: number): Promise<void> {
  await itemOf(db, member, itemId);
  await classes.cancelReminder(db, member, itemId);
}
