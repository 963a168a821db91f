import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { perDb } from '../db/prepared';
import { bookings, eventTimeslots, type BookingStore } from './schema';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type NewTimeslot = typeof eventTimeslots.$inferInsert;

interface MemberScope {
  readonly clientId: string;
  readonly userId: number;
}

const LIST_LIMIT = 500;

const memberBookings = perDb((db) =>
  db
    .select()
    .from(bookings)
    .where(and(eq(bookings.clientId, sql.placeholder('clientId')), eq(bookings.userId, sql.placeholder('userId'))))
    .orderBy(desc(bookings.startAt), desc(bookings.id))
    .limit(LIST_LIMIT)
    .prepare('portal_member_bookings'),
);

/** The member's latest bookings (by start), oldest first; the oldest past ones drop off past the limit. */
export async function listBookings(db: Db, member: MemberScope): Promise<BookingRow[]> {
  const rows = await memberBookings(db).execute({ clientId: member.clientId, userId: member.userId });
  return rows.reverse();
}

export async function findBooking(
  db: Db,
  member: MemberScope,
  store: BookingStore,
  id: number,
): Promise<BookingRow | undefined> {
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.clientId, member.clientId),
        eq(bookings.userId, member.userId),
        eq(bookings.store, store),
        eq(bookings.id, id),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findEventBookingByTimeslot(
  db: Db,
  member: MemberScope,
  timeslotId: number,
  hiddenStatuses: readonly string[],
): Promise<BookingRow | undefined> {
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.clientId, member.clientId),
        eq(bookings.userId, member.userId),
        eq(bookings.store, 'event'),
        eq(bookings.timeslotId, timeslotId),
        notInArray(bookings.status, [...hiddenStatuses]),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Marks the booking cancelled only if it is still open and has not started by `now`, so two racing
 * cancels, or a cancel racing the start time, cannot both succeed. Frees the timeslot seat in the same transaction.
 */
export async function cancelBooking(
  db: Db,
  member: MemberScope,
  booking: Pick<BookingRow, 'id' | 'timeslotId'>,
  change: { status: string; message: string | null; now: Date; hiddenStatuses: readonly string[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(bookings)
      .set({ status: change.status, cancelMessage: change.message, cancelledAt: change.now })
      .where(
        and(
          eq(bookings.clientId, member.clientId),
          eq(bookings.userId, member.userId),
          eq(bookings.id, booking.id),
          notInArray(bookings.status, [...change.hiddenStatuses]),
          gt(bookings.startAt, change.now),
        ),
      )
      .returning({ id: bookings.id });
    if (updated.length === 0) return false;
    if (booking.timeslotId !== null) {
      await tx
        .update(eventTimeslots)
        .set({ booked: sql`greatest(${eventTimeslots.booked} - 1, 0)` })
        .where(and(eq(eventTimeslots.id, booking.timeslotId), eq(eventTimeslots.clientId, member.clientId)));
    }
    return true;
  });
}

export async function findTimeslot(
  db: Db,
  clientId: string,
  id: number,
): Promise<typeof eventTimeslots.$inferSelect | undefined> {
  const rows = await db
    .select()
    .from(eventTimeslots)
    .where(and(eq(eventTimeslots.clientId, clientId), eq(eventTimeslots.id, id)))
    .limit(1);
  return rows[0];
}

export async function countMemberBookings(db: Db, member: MemberScope): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.clientId, member.clientId), eq(bookings.userId, member.userId)));
  return Number(rows[0]?.n ?? 0);
}

export async function insertTimeslot(db: Db, slot: NewTimeslot): Promise<number> {
  const rows = await db.insert(eventTimeslots).values(slot).returning({ id: eventTimeslots.id });
  return rows[0]!.id;
}

export async function insertBooking(db: Db, row: NewBooking): Promise<number> {
  const rows = await db.insert(bookings).values(row).returning({ id: bookings.id });
  return rows[0]!.id;
}
