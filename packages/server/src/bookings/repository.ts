import { and, desc, eq, gt, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../core/types';
import { MemberReadBatcher, batcherPerDb } from '../db/batch';
import { keptView } from '../db/news/kept-view';
import type { ListedBooking } from './appointment';
import { perDb } from '../db/prepared';
import { corporateEventDates, corporateEventRegistrations, corporateEvents, corporateEventSlots, officeLocations } from '../db/schema';
import { NO_APPOINTMENTS, writeAppointments, type AppointmentsText } from './appointments-json';
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
export type { ListedBooking } from './appointment';

/**
 * A member's places on the client's corporate events (the events area's registrations, booked free or paid),
 * listed as the bookings panel lists a booking, so the panel and the events area's My bookings read one source
 * (issue 31 item 3, decision 0480). A place goes by its registration's id negated, which no booking row has, so
 * the two never share an appointmentId, and has no timeslot: the browser cancels it with events/cancel-date-booking.
 * Places on the waiting list, or held to pay for, are not bookings yet.
 */
const eventPlacesOf = (db: Db, clientId: SQLWrapper, userId: SQLWrapper) => {
  const r = corporateEventRegistrations;
  const e = corporateEvents;
  const start = sql`coalesce(${corporateEventSlots.startAt}, ${corporateEventDates.startAt})`;
  const end = sql`coalesce(${corporateEventSlots.endAt}, ${corporateEventDates.endAt})`;
  // the event's title in English and its other languages, its offices' names unless it is online
  const details: SQL<ListedBooking['details']> = sql`jsonb_strip_nulls(jsonb_build_object(
      'event_title', ${e.texts} -> 'en' -> 'title',
      'locations', case when ${e.isVirtual} = 0 then (select jsonb_agg(${officeLocations.label} order by ${officeLocations.sortOrder}, ${officeLocations.id})
        from ${officeLocations} where ${officeLocations.clientId} = ${e.clientId} and ${officeLocations.id} = any(${e.locationIds})) end,
      'translations', (select jsonb_object_agg(t.language, jsonb_build_object('event_title', t.words -> 'title'))
        from jsonb_each(${e.texts}) as t(language, words) where t.language <> 'en')))`;
  return db
    .select({
      id: sql<number>`-${r.id}`.as('id'),
      appointmentType: sql<string>`'corporateEvent'`.as('appointment_type'),
      status: sql<string>`case when ${r.status} = 'cancelled' then 'Cancelled' else 'Booked' end`.as('status'),
      startAt: sql<Date>`${start}`.mapWith(corporateEventDates.startAt).as('start_at'),
      endAt: sql<Date>`${end}`.mapWith(corporateEventDates.endAt).as('end_at'),
      clinicianId: sql<string | null>`null::text`.as('clinician_id'),
      clinicianName: sql<string | null>`${e.serviceProviderName}`.as('clinician_name'),
      clinicianImage: sql<string | null>`null::text`.as('clinician_image'),
      clinicianAddress: sql<string | null>`null::text`.as('clinician_address'),
      clinicianLat: sql<number | null>`null::float8`.as('clinician_lat'),
      clinicianLng: sql<number | null>`null::float8`.as('clinician_lng'),
      timeslotId: sql<number | null>`null::int`.as('timeslot_id'),
      details: details.as('details'),
    })
    .from(r)
    .innerJoin(corporateEventDates, eq(corporateEventDates.id, r.eventDateId))
    .innerJoin(e, eq(e.id, corporateEventDates.eventId))
    .leftJoin(corporateEventSlots, eq(corporateEventSlots.id, r.slotId))
    .where(and(eq(r.clientId, clientId), eq(r.userId, userId), inArray(r.status, ['registered', 'cancelled'])));
};

/**
 * A member's latest bookings of every kind, newest first, as the subquery `latest` (a lateral one for the batched
 * read): the bookings rows (clinic, coaching, DMH, the demo's event timeslots) and their places on events.
 */
const latestOf = (db: Db, clientId: SQLWrapper, userId: SQLWrapper) => {
  const rows = db.select(listedColumns).from(bookings).where(and(eq(bookings.clientId, clientId), eq(bookings.userId, userId)));
  return rows
    .unionAll(eventPlacesOf(db, clientId, userId))
    .orderBy(desc(sql`start_at`), desc(sql`id`))
    .limit(LIST_LIMIT)
    .as('latest');
};

const memberBookings = perDb((db) => {
  const latest = latestOf(db, sql.placeholder('clientId'), sql.placeholder('userId'));
  return db
    .select(fieldsOf(latest))
    .from(latest)
    .orderBy(desc(latest.startAt), desc(latest.id))
    .prepare('portal_member_bookings');
});

/** The listed columns of a `latest` subquery, by their names. */
function fieldsOf(latest: ReturnType<typeof latestOf>) {
  return Object.fromEntries(Object.keys(listedColumns).map((key) => [key, latest[key as keyof typeof listedColumns]])) as {
    [K in keyof typeof listedColumns]: ReturnType<typeof latestOf>[K];
  };
}

/**
 * Several members' latest bookings in one statement, each member's own latest LIST_LIMIT as the single-member
 * query takes them (a lateral subquery per member of the batch).
 */
const membersBookings = perDb((db) => {
  const member = sql<number>`m.user_id`;
  const latest = latestOf(db, sql.placeholder('clientId'), member);
  return db
    .select({ member: member.mapWith(Number), ...fieldsOf(latest) })
    .from(sql`unnest(${sql.placeholder('userIds')}::int[]) as m(user_id)`)
    .innerJoinLateral(latest, sql`true`)
    .orderBy(member, desc(latest.startAt), desc(latest.id))
    .prepare('portal_members_bookings');
});

/** Each member's latest bookings, newest first (a member without any has no entry). */
async function bookingsOfMembers(db: Db, clientId: string, userIds: readonly number[]): Promise<ReadonlyMap<number, ListedBooking[]>> {
  const byMember = new Map<number, ListedBooking[]>();
  if (userIds.length === 1) {
    byMember.set(userIds[0]!, await memberBookings(db).execute({ clientId, userId: userIds[0]! }));
    return byMember;
  }
  for (const { member, ...booking } of await membersBookings(db).execute({ clientId, userIds: [...userIds] })) {
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

/** Up to this many characters of appointments text are kept per database and language (about 2 bytes each). */
const KEPT_CHARS = 4_000_000;

function sizeOf(text: AppointmentsText): number {
  let chars = 0;
  for (const piece of text.pieces) chars += piece.length;
  return chars;
}

/**
 * A member's appointments text per language, kept while no news of what it is made of came (decision 0430): their
 * bookings, and their places on events with the event, its date, slot and offices (decision 0480), so a renamed
 * or moved event shows at once.
 */
const keptAppointments = keptView<AppointmentsText>({
  name: 'appointments',
  reads: [bookings, corporateEventRegistrations, corporateEvents, corporateEventDates, corporateEventSlots, officeLocations],
  weigh: sizeOf,
  maxWeight: KEPT_CHARS,
});

/**
 * One batcher per database and language: a read answers only calls that show the same language. A member's
 * text is answered from memory while the database's news says nothing it is made of changed (keptAppointments);
 * otherwise the members read at once share one query (db/batch.ts), and each one's text is written in Node.
 */
const appointmentsBatchers = perDb((db) => {
  const byLanguage = new Map<string, MemberReadBatcher<AppointmentsText>>();
  return (language: string) => {
    let batcher = byLanguage.get(language);
    if (!batcher) {
      batcher = new MemberReadBatcher(
        (clientId, userIds) =>
          keptAppointments.reading(async () => {
            const rows = await bookingsOfMembers(db, clientId, userIds);
            const texts = new Map<number, AppointmentsText>();
            for (const [member, newestFirst] of rows) texts.set(member, writeAppointments(newestFirst, language));
            return texts;
          }),
        () => NO_APPOINTMENTS,
        { fresh: keptAppointments.of(db, language) },
      );
      byLanguage.set(language, batcher);
    }
    return batcher;
  };
});

/**
 * The appointments of the member's latest bookings (those listBookings reads) in `language` as JSON text, with the
 * join buttons left open (appointments-json.ts). While no news of a change to what it is made of has come since
 * the last read, that read's text is the answer (decision 0430); otherwise concurrent reads share round trips
 * (db/batch.ts), never an earlier answer.
 */
export function listAppointmentsText(db: Db, member: MemberScope, language: string): Promise<AppointmentsText> {
  return appointmentsBatchers(db)(language).load(member.clientId, member.userId);
}

/**
 * The member's bookings of an event timeslot kept in the bookings store (the demo's Lunchtime Yoga and the like),
 * which the events area's My bookings lists beside the member's places (decision 0480).
 */
export async function listTimeslotBookings(db: Db, member: MemberScope): Promise<ListedBooking[]> {
  return db
    .select(listedColumns)
    .from(bookings)
    .where(and(eq(bookings.clientId, member.clientId), eq(bookings.userId, member.userId), eq(bookings.store, 'event')))
    .orderBy(bookings.startAt, bookings.id)
    .limit(LIST_LIMIT);
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
