import { and, desc, eq, gt, inArray, notInArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../core/types';
import { MemberReadBatcher, batcherPerDb } from '../db/batch';
import { perDb } from '../db/prepared';
import { users } from '../identity/schema';
import { NO_APPOINTMENTS, appointmentsAggregate, splitAppointments, type AppointmentsText } from './appointments-json';
import { bookings, eventTimeslots, type BookingStore } from './schema';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type NewTimeslot = typeof eventTimeslots.$inferInsert;

interface MemberScope {
  readonly clientId: string;
  readonly userId: number;
}

const LIST_LIMIT = 500;

/** The columns the bookings panel shows: a listed booking is a row without its bookkeeping. */
const listedColumns = {
  id: bookings.id,
  appointmentType: bookings.appointmentType,
  status: bookings.status,
  startAt: bookings.startAt,
  endAt: bookings.endAt,
  clinicianId: bookings.clinicianId,
  clinicianName: bookings.clinicianName,
  clinicianImage: bookings.clinicianImage,
  clinicianAddress: bookings.clinicianAddress,
  clinicianLat: bookings.clinicianLat,
  clinicianLng: bookings.clinicianLng,
  timeslotId: bookings.timeslotId,
  details: bookings.details,
};
export type ListedBooking = Pick<BookingRow, keyof typeof listedColumns>;

/** A member's latest bookings, newest first, as the subquery `latest` (a lateral one for the batched read). */
const latestOf = (db: Db, clientId: SQLWrapper, userId: SQLWrapper) =>
  db
    .select(listedColumns)
    .from(bookings)
    .where(and(eq(bookings.clientId, clientId), eq(bookings.userId, userId)))
    .orderBy(desc(bookings.startAt), desc(bookings.id))
    .limit(LIST_LIMIT)
    .as('latest');

const memberBookings = perDb((db) =>
  db
    .select(listedColumns)
    .from(bookings)
    .where(and(eq(bookings.clientId, sql.placeholder('clientId')), eq(bookings.userId, sql.placeholder('userId'))))
    .orderBy(desc(bookings.startAt), desc(bookings.id))
    .limit(LIST_LIMIT)
    .prepare('portal_member_bookings'),
);

async function bookingsOfMembers(db: Db, clientId: string, userIds: readonly number[]): Promise<ReadonlyMap<number, ListedBooking[]>> {
  const byMember = new Map<number, ListedBooking[]>();
  if (userIds.length === 1) {
    byMember.set(userIds[0]!, await memberBookings(db).execute({ clientId, userId: userIds[0]! }));
    return byMember;
  }
  // each member's own latest LIST_LIMIT, as the single-member query takes them
  const latest = latestOf(db, users.clientId, users.id);
  const fields = Object.fromEntries(Object.keys(listedColumns).map((key) => [key, latest[key as keyof typeof listedColumns]])) as {
    [K in keyof typeof listedColumns]: (typeof latest)[K];
  };
  const rows = await db
    .select({ member: users.id, ...fields })
    .from(users)
    .innerJoinLateral(latest, sql`true`)
    .where(and(eq(users.clientId, clientId), inArray(users.id, [...userIds])))
    .orderBy(users.id, desc(latest.startAt), desc(latest.id));
  for (const { member, ...booking } of rows) {
    const list = byMember.get(member);
    if (list) list.push(booking);
    else byMember.set(member, [booking]);
  }
  return byMember;
}

const bookingsBatcher = batcherPerDb((db) => new MemberReadBatcher((clientId, userIds) => bookingsOfMembers(db, clientId, userIds), (): ListedBooking[] => []));

/**
 * The member's latest bookings (by start), oldest first; the oldest past ones drop off past the limit.
 * Concurrent lists share round trips (db/batch.ts), never an earlier answer.
 */
export async function listBookings(db: Db, member: MemberScope): Promise<ListedBooking[]> {
  const rows = await bookingsBatcher(db).load(member.clientId, member.userId);
  // newest first from the database; a fresh array, as members reading at once share the rows
  const oldestFirst = new Array<ListedBooking>(rows.length);
  for (let i = 0; i < rows.length; i += 1) oldestFirst[i] = rows[rows.length - 1 - i]!;
  return oldestFirst;
}

const memberAppointments = perDb((db) => {
  const latest = latestOf(db, sql.placeholder('clientId'), sql.placeholder('userId'));
  return db
    .select({ text: appointmentsAggregate(latest, sql.placeholder('language')) })
    .from(latest)
    .prepare('portal_member_appointments');
});

async function appointmentsOfMembers(
  db: Db,
  language: string,
  clientId: string,
  userIds: readonly number[],
): Promise<ReadonlyMap<number, AppointmentsText>> {
  const byMember = new Map<number, AppointmentsText>();
  if (userIds.length === 1) {
    const [row] = await memberAppointments(db).execute({ clientId, userId: userIds[0]!, language });
    byMember.set(userIds[0]!, splitAppointments(row?.text ?? null));
    return byMember;
  }
  // each member's own latest LIST_LIMIT, as the single-member query takes them
  const latest = latestOf(db, users.clientId, users.id);
  const rows = await db
    .select({ member: users.id, text: appointmentsAggregate(latest, language) })
    .from(users)
    .innerJoinLateral(latest, sql`true`)
    .where(and(eq(users.clientId, clientId), inArray(users.id, [...userIds])))
    .groupBy(users.id);
  for (const { member, text } of rows) byMember.set(member, splitAppointments(text));
  return byMember;
}

/** One batcher per database and language: a read answers only calls that show the same language. */
const appointmentsBatchers = perDb((db) => {
  const byLanguage = new Map<string, MemberReadBatcher<AppointmentsText>>();
  return (language: string) => {
    let batcher = byLanguage.get(language);
    if (!batcher) {
      batcher = new MemberReadBatcher((clientId, userIds) => appointmentsOfMembers(db, language, clientId, userIds), () => NO_APPOINTMENTS);
      byLanguage.set(language, batcher);
    }
    return batcher;
  };
});

/**
 * The appointments of the member's latest bookings (those listBookings reads) in `language`, as JSON text the
 * database wrote (appointments-json.ts). Concurrent reads share round trips (db/batch.ts), never an earlier answer.
 */
export function listAppointmentsText(db: Db, member: MemberScope, language: string): Promise<AppointmentsText> {
  return appointmentsBatchers(db)(language).load(member.clientId, member.userId);
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
