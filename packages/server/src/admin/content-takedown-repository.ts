import { and, count, desc, eq, gt, inArray, like, ne } from 'drizzle-orm';
import { articleBodies, contentItems, corporateEventDates, corporateEventRegistrations, corporateEvents } from '../db/schema';
import type { Db } from '../core/types';
import { CUSTOM_SLUG } from './custom-content-repository';
import { clientAnnouncements, contentDrafts, type ContentDraftKind, type ContentDraftPayload } from './schema';

export type DraftRow = typeof contentDrafts.$inferSelect;

/** Seed keys of the events an employer created (custom-content-service's EMPLOYER_EVENT_KEY). */
const EMPLOYER_EVENT_PREFIX = 'employer-';

/** Members on the waiting list of each of these dates. */
export async function waitingByDate(db: Db, clientId: string, dateIds: readonly number[]): Promise<Map<number, number>> {
  if (dateIds.length === 0) return new Map();
  const rows = await db
    .select({ dateId: corporateEventRegistrations.eventDateId, n: count() })
    .from(corporateEventRegistrations)
    .where(
      and(
        eq(corporateEventRegistrations.clientId, clientId),
        inArray(corporateEventRegistrations.eventDateId, [...dateIds]),
        eq(corporateEventRegistrations.status, 'waiting'),
      ),
    )
    .groupBy(corporateEventRegistrations.eventDateId);
  return new Map(rows.map((row) => [row.dateId, row.n]));
}

export async function listDrafts(db: Db, clientId: string): Promise<DraftRow[]> {
  return db.select().from(contentDrafts).where(eq(contentDrafts.clientId, clientId)).orderBy(desc(contentDrafts.unpublishedAt), desc(contentDrafts.id));
}

async function insertDraft(db: Db, row: { clientId: string; kind: ContentDraftKind; title: string; payload: ContentDraftPayload; by: number; at: Date }): Promise<DraftRow> {
  const [draft] = await db
    .insert(contentDrafts)
    .values({ clientId: row.clientId, kind: row.kind, title: row.title, payload: row.payload, unpublishedBy: row.by, unpublishedAt: row.at })
    .returning();
  return draft!;
}

/**
 * Moves one of the client's own articles into its drafts in one transaction: the content row (and its body) is
 * deleted, so every member page that reads content stops showing it. Undefined when it has none with this id;
 * the row lock makes a second, racing take-down find nothing.
 */
export async function articleToDraft(db: Db, clientId: string, id: number, by: number, at: Date): Promise<DraftRow | undefined> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: contentItems.id, title: contentItems.title, summary: contentItems.description, body: articleBodies.body })
      .from(contentItems)
      .innerJoin(articleBodies, eq(articleBodies.contentItemId, contentItems.id))
      .where(and(eq(contentItems.clientId, clientId), like(contentItems.slug, `${CUSTOM_SLUG}%`), eq(contentItems.type, 'articles'), eq(contentItems.id, id)))
      .for('update', { of: contentItems });
    if (!item) return undefined;
    const deleted = await tx.delete(contentItems).where(eq(contentItems.id, item.id)).returning({ id: contentItems.id });
    if (deleted.length === 0) return undefined;
    return insertDraft(tx, { clientId, kind: 'article', title: item.title, payload: { summary: item.summary, body: item.body }, by, at });
  });
}

/** Moves one of the client's announcements into its drafts; undefined when it has none with this id. */
export async function announcementToDraft(db: Db, clientId: string, id: number, by: number, at: Date): Promise<DraftRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(clientAnnouncements)
      .where(and(eq(clientAnnouncements.clientId, clientId), eq(clientAnnouncements.id, id)))
      .returning();
    if (!row) return undefined;
    return insertDraft(tx, { clientId, kind: 'announcement', title: row.title, payload: { body: row.body, expiresOn: row.expiresOn }, by, at });
  });
}

export interface CancelledPlace {
  readonly userId: number;
  readonly status: 'registered' | 'waiting' | 'offered' | 'cancelled';
}

/**
 * Takes down one of the client's employer events in one transaction: the event row is locked first, so a second
 * take-down racing this one waits and then finds nothing (nobody is cancelled or told twice); every live place on
 * its dates still ahead (bookings, held seats, waiting-list places) is cancelled without passing any seat on; then
 * `keep` writes what goes with it (the draft, the members' notifications) and the event is deleted with its dates. Undefined: the client has no such event.
 */
export async function takeDownEmployerEvent<T>(
  db: Db,
  clientId: string,
  id: number,
  now: Date,
  keep: (tx: Db, event: typeof corporateEvents.$inferSelect, dates: (typeof corporateEventDates.$inferSelect)[], cancelled: CancelledPlace[]) => Promise<T>,
): Promise<{ event: typeof corporateEvents.$inferSelect; dates: (typeof corporateEventDates.$inferSelect)[]; cancelled: CancelledPlace[]; kept: T } | undefined> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(corporateEvents)
      .where(and(eq(corporateEvents.clientId, clientId), eq(corporateEvents.id, id), like(corporateEvents.seedKey, `${EMPLOYER_EVENT_PREFIX}%`)))
      .for('update');
    if (!event) return undefined;
    const dates = await tx
      .select()
      .from(corporateEventDates)
      .where(and(eq(corporateEventDates.clientId, clientId), eq(corporateEventDates.eventId, event.id)))
      .orderBy(corporateEventDates.startAt);
    const ahead = dates.filter((date) => date.startAt.getTime() > now.getTime()).map((date) => date.id);
    const cancelled =
      ahead.length === 0
        ? []
        : await tx
            .update(corporateEventRegistrations)
            .set({ status: 'cancelled', cancelledAt: now, offeredUntil: null })
            .where(
              and(
                eq(corporateEventRegistrations.clientId, clientId),
                inArray(corporateEventRegistrations.eventDateId, ahead),
                ne(corporateEventRegistrations.status, 'cancelled'),
              ),
            )
            .returning({ userId: corporateEventRegistrations.userId, status: corporateEventRegistrations.status });
    if (ahead.length > 0) {
      // the seats are gone with the event: nothing is passed to the waiting list, whose places were cancelled above
      await tx
        .update(corporateEventDates)
        .set({ booked: 0 })
        .where(and(eq(corporateEventDates.clientId, clientId), inArray(corporateEventDates.id, ahead), gt(corporateEventDates.booked, 0)));
    }
    const kept = await keep(tx, event, dates, cancelled);
    await tx.delete(corporateEvents).where(eq(corporateEvents.id, event.id));
    return { event, dates, cancelled, kept };
  });
}

export async function eventToDraftRow(tx: Db, row: { clientId: string; title: string; payload: ContentDraftPayload; by: number; at: Date }): Promise<DraftRow> {
  return insertDraft(tx, { ...row, kind: 'event' });
}

/** Deletes one of the client's drafts and returns it; undefined when it has none with this id (or another took it). */
export async function takeDraft(db: Db, clientId: string, id: number): Promise<DraftRow | undefined> {
  const [row] = await db.delete(contentDrafts).where(and(eq(contentDrafts.clientId, clientId), eq(contentDrafts.id, id))).returning();
  return row;
}
