import { and, asc, eq, gt, gte, inArray, lt, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { perDb } from '../db/prepared';
import type { MemberScope } from '../db/seed-context';
import { notifications } from '../db/schema';
import { dropOfferLapse, scheduleOfferLapse } from '../reminders/public';
import {
  corporateEventDates,
  corporateEventRegistrations,
  corporateEvents,
  corporateEventSlots,
  type RegistrationStatus,
} from './schema';

export type EventRow = typeof corporateEvents.$inferSelect;
export type DateRow = typeof corporateEventDates.$inferSelect;
export type SlotRow = typeof corporateEventSlots.$inferSelect;
export type RegistrationRow = typeof corporateEventRegistrations.$inferSelect;

/** Why a booking transaction gave up; the service turns it into the member's message. */
export type SeatRefusal = 'full' | 'already';

/** The client's dates starting in [from, to), with their event, soonest first. */
export async function listDates(db: Db, clientId: string, from: Date, to: Date): Promise<{ date: DateRow; event: EventRow }[]> {
  return db
    .select({ date: corporateEventDates, event: corporateEvents })
    .from(corporateEventDates)
    .innerJoin(corporateEvents, eq(corporateEvents.id, corporateEventDates.eventId))
    .where(
      and(
        eq(corporateEventDates.clientId, clientId),
        eq(corporateEvents.clientId, clientId),
        gte(corporateEventDates.startAt, from),
        lt(corporateEventDates.startAt, to),
      ),
    )
    .orderBy(asc(corporateEventDates.startAt), asc(corporateEventDates.id));
}

/** A date of the client with its event; another client's id finds nothing. */
export async function findDate(db: Db, clientId: string, id: number): Promise<{ date: DateRow; event: EventRow } | undefined> {
  const rows = await db
    .select({ date: corporateEventDates, event: corporateEvents })
    .from(corporateEventDates)
    .innerJoin(corporateEvents, eq(corporateEvents.id, corporateEventDates.eventId))
    .where(and(eq(corporateEventDates.clientId, clientId), eq(corporateEventDates.id, id), eq(corporateEvents.clientId, clientId)))
    .limit(1);
  return rows[0];
}

export async function findSlot(
  db: Db,
  clientId: string,
  id: number,
): Promise<{ slot: SlotRow; date: DateRow; event: EventRow } | undefined> {
  const rows = await db
    .select({ slot: corporateEventSlots, date: corporateEventDates, event: corporateEvents })
    .from(corporateEventSlots)
    .innerJoin(corporateEventDates, eq(corporateEventDates.id, corporateEventSlots.eventDateId))
    .innerJoin(corporateEvents, eq(corporateEvents.id, corporateEventDates.eventId))
    .where(and(eq(corporateEventSlots.clientId, clientId), eq(corporateEventSlots.id, id), eq(corporateEvents.clientId, clientId)))
    .limit(1);
  return rows[0];
}

export async function datesOfEvent(db: Db, clientId: string, eventId: number): Promise<DateRow[]> {
  return db
    .select()
    .from(corporateEventDates)
    .where(and(eq(corporateEventDates.clientId, clientId), eq(corporateEventDates.eventId, eventId)))
    .orderBy(asc(corporateEventDates.startAt), asc(corporateEventDates.id));
}

export async function slotsOfDates(db: Db, clientId: string, dateIds: readonly number[]): Promise<SlotRow[]> {
  if (dateIds.length === 0) return [];
  return db
    .select()
    .from(corporateEventSlots)
    .where(and(eq(corporateEventSlots.clientId, clientId), inArray(corporateEventSlots.eventDateId, [...dateIds])))
    .orderBy(asc(corporateEventSlots.startAt), asc(corporateEventSlots.id));
}

/** The member's live places (registered or waiting) on these dates. */
export async function livePlaces(db: Db, member: MemberScope, dateIds: readonly number[]): Promise<RegistrationRow[]> {
  if (dateIds.length === 0) return [];
  return db
    .select()
    .from(corporateEventRegistrations)
    .where(
      and(
        eq(corporateEventRegistrations.clientId, member.clientId),
        eq(corporateEventRegistrations.userId, member.userId),
        inArray(corporateEventRegistrations.eventDateId, [...dateIds]),
        ne(corporateEventRegistrations.status, 'cancelled'),
      ),
    );
}

/** The member's registrations (not waiting-list places) with their date, slot and event. */
export async function memberRegistrations(
  db: Db,
  member: MemberScope,
): Promise<{ registration: RegistrationRow; date: DateRow; slot: SlotRow | null; event: EventRow }[]> {
  return db
    .select({ registration: corporateEventRegistrations, date: corporateEventDates, slot: corporateEventSlots, event: corporateEvents })
    .from(corporateEventRegistrations)
    .innerJoin(corporateEventDates, eq(corporateEventDates.id, corporateEventRegistrations.eventDateId))
    .innerJoin(corporateEvents, eq(corporateEvents.id, corporateEventDates.eventId))
    .leftJoin(corporateEventSlots, eq(corporateEventSlots.id, corporateEventRegistrations.slotId))
    .where(
      and(
        eq(corporateEventRegistrations.clientId, member.clientId),
        eq(corporateEventRegistrations.userId, member.userId),
        // waiting and offered places are not bookings (yet)
        notInArray(corporateEventRegistrations.status, ['waiting', 'offered']),
      ),
    )
    .orderBy(asc(corporateEventDates.startAt), asc(corporateEventRegistrations.id));
}

class Refused extends Error {
  constructor(readonly reason: SeatRefusal) {
    super(reason);
  }
}

/**
 * Takes a seat on each target in one transaction: a conditional UPDATE (booked < capacity) that PostgreSQL
 * re-checks after waiting for a concurrent writer's row lock, so racing requests for the last seat cannot
 * both pass; then the place, which the live-place unique index keeps single. Any refusal rolls back every seat.
 */
export async function takeSeats(
  db: Db,
  member: MemberScope,
  targets: readonly { dateId: number; slotId: number | null }[],
): Promise<{ ok: true; ids: number[] } | { ok: false; reason: SeatRefusal }> {
  try {
    const ids = await db.transaction(async (tx) => {
      const taken: number[] = [];
      for (const target of targets) {
        const seat =
          target.slotId === null
            ? await tx
                .update(corporateEventDates)
                .set({ booked: sql`${corporateEventDates.booked} + 1` })
                .where(
                  and(
                    eq(corporateEventDates.id, target.dateId),
                    eq(corporateEventDates.clientId, member.clientId),
                    lt(corporateEventDates.booked, corporateEventDates.capacity),
                  ),
                )
                .returning({ id: corporateEventDates.id })
            : await tx
                .update(corporateEventSlots)
                .set({ booked: sql`${corporateEventSlots.booked} + 1` })
                .where(
                  and(
                    eq(corporateEventSlots.id, target.slotId),
                    eq(corporateEventSlots.clientId, member.clientId),
                    lt(corporateEventSlots.booked, corporateEventSlots.capacity),
                  ),
                )
                .returning({ id: corporateEventSlots.id });
        if (seat.length === 0) throw new Refused('full');
        const place = await insertPlace(tx, member, target.dateId, target.slotId, 'registered');
        if (place === null) throw new Refused('already');
        taken.push(place);
      }
      return taken;
    });
    return { ok: true, ids };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}

/** Inserts a live place, or null when the member already has one there (the unique index decides, race-free). */
async function insertPlace(db: Db, member: MemberScope, dateId: number, slotId: number | null, status: RegistrationStatus): Promise<number | null> {
  const rows = await db
    .insert(corporateEventRegistrations)
    .values({ clientId: member.clientId, userId: member.userId, eventDateId: dateId, slotId, status })
    .onConflictDoNothing()
    .returning({ id: corporateEventRegistrations.id });
  return rows[0]?.id ?? null;
}

export async function joinWaitingList(db: Db, member: MemberScope, dateId: number): Promise<number | null> {
  return insertPlace(db, member, dateId, null, 'waiting');
}

export interface Promotion {
  readonly userId: number;
  readonly eventDateId: number;
  /** a paid date's seat is only held for them (until `offeredUntil`): they book it by paying */
  readonly offered: boolean;
}

/** How long a freed seat of a paid date stays held for the member offered it (never past the date's start). */
export const OFFER_HOURS = 24;

/** Places that hold a seat: a booking, or a paid date's seat held for the member offered it. */
const SEAT_HOLDING: readonly RegistrationStatus[] = ['registered', 'offered'];

/**
 * Cancels the member's live places and frees their seats in one transaction; each freed seat goes to the
 * first member on that date's waiting list (oldest first, locked so two cancels never promote the same one):
 * booked at once for a free event, held for them until they pay for a paid one. Places that start before
 * `now` are left alone. Returns how many were cancelled and who moved up.
 */
export async function cancelPlaces(
  db: Db,
  member: MemberScope,
  placeIds: readonly number[],
  now: Date,
): Promise<{ cancelled: number; promoted: Promotion[] }> {
  return db.transaction(async (tx) => {
    const promoted: Promotion[] = [];
    let cancelled = 0;
    for (const placeId of placeIds) {
      // locked first: the status it had decides whether a seat is freed, and a racing cancel waits here
      const [place] = await tx
        .select()
        .from(corporateEventRegistrations)
        .where(
          and(
            eq(corporateEventRegistrations.id, placeId),
            eq(corporateEventRegistrations.clientId, member.clientId),
            eq(corporateEventRegistrations.userId, member.userId),
            ne(corporateEventRegistrations.status, 'cancelled'),
            sql`exists (select 1 from ${corporateEventDates} where ${corporateEventDates.id} = ${corporateEventRegistrations.eventDateId} and ${corporateEventDates.startAt} > ${now})`,
          ),
        )
        .for('update');
      if (!place) continue;
      await tx
        .update(corporateEventRegistrations)
        .set({ status: 'cancelled', cancelledAt: now, offeredUntil: null })
        .where(eq(corporateEventRegistrations.id, place.id));
      cancelled += 1;
      // a held place given up: its timed release has nothing left to do
      if (place.status === 'offered') await dropOfferLapse(tx, place.id, now, 'given up');
      if (!SEAT_HOLDING.includes(place.status)) continue;
      const next = await passSeat(tx, member.clientId, place, now);
      if (next) promoted.push(next);
    }
    return { cancelled, promoted };
  });
}

/**
 * Hands a freed seat (of a cancelled or lapsed place) to the first member waiting on its date: registered for a
 * free event, offered until OFFER_HOURS later (at most the start) for a paid one. With nobody waiting, or no
 * time left before the start to pay, the seat is free again.
 */
async function passSeat(tx: Db, clientId: string, place: RegistrationRow, now: Date): Promise<Promotion | null> {
  const [date] = await tx
    .select({ startAt: corporateEventDates.startAt, payFlag: corporateEvents.payFlag })
    .from(corporateEventDates)
    .innerJoin(corporateEvents, eq(corporateEvents.id, corporateEventDates.eventId))
    .where(and(eq(corporateEventDates.id, place.eventDateId), eq(corporateEventDates.clientId, clientId)));
  const open = date !== undefined && date.startAt.getTime() > now.getTime();
  const next = open ? await firstWaiting(tx, clientId, place.eventDateId, place.slotId) : undefined;
  if (next && date) {
    const paid = date.payFlag === 1;
    const offeredUntil = new Date(Math.min(now.getTime() + OFFER_HOURS * 3_600_000, date.startAt.getTime()));
    // the seat passes straight on: booked stays as it is
    await tx
      .update(corporateEventRegistrations)
      .set(paid ? { status: 'offered', slotId: place.slotId, offeredUntil } : { status: 'registered', slotId: place.slotId })
      .where(eq(corporateEventRegistrations.id, next.id));
    // the held seat is released when its time runs out, by the job queue's worker, whether or not anyone reads it
    if (paid) await scheduleOfferLapse(tx, { id: next.id, clientId, userId: next.userId, offeredUntil });
    return { userId: next.userId, eventDateId: place.eventDateId, offered: paid };
  }
  if (place.slotId === null) {
    await tx
      .update(corporateEventDates)
      .set({ booked: sql`greatest(${corporateEventDates.booked} - 1, 0)` })
      .where(and(eq(corporateEventDates.id, place.eventDateId), eq(corporateEventDates.clientId, clientId)));
  } else {
    await tx
      .update(corporateEventSlots)
      .set({ booked: sql`greatest(${corporateEventSlots.booked} - 1, 0)` })
      .where(and(eq(corporateEventSlots.id, place.slotId), eq(corporateEventSlots.clientId, clientId)));
  }
  return null;
}

/** When the client's first held place runs out (null: none is held), in one lookup of the held places' index. */
const firstOfferLapseQuery = perDb((db) =>
  db
    .select({ until: corporateEventRegistrations.offeredUntil })
    .from(corporateEventRegistrations)
    .where(and(eq(corporateEventRegistrations.clientId, sql.placeholder('clientId')), eq(corporateEventRegistrations.status, 'offered')))
    .orderBy(asc(corporateEventRegistrations.offeredUntil))
    .limit(1)
    .prepare('portal_first_offer_lapse'),
);

export async function firstOfferLapse(db: Db, clientId: string): Promise<Date | null> {
  return (await firstOfferLapseQuery(db).execute({ clientId }))[0]?.until ?? null;
}

/** When the client's first held place still running after `now` runs out (null: none). */
export async function nextOfferLapse(db: Db, clientId: string, now: Date): Promise<Date | null> {
  const rows = await db
    .select({ until: corporateEventRegistrations.offeredUntil })
    .from(corporateEventRegistrations)
    .where(and(eq(corporateEventRegistrations.clientId, clientId), eq(corporateEventRegistrations.status, 'offered'), gt(corporateEventRegistrations.offeredUntil, now)))
    .orderBy(asc(corporateEventRegistrations.offeredUntil))
    .limit(1);
  return rows[0]?.until ?? null;
}

/** Places on a date that decide where a lapsed held seat goes: the held ones whose time ran out, and the waiting. */
export interface LapsedSeats {
  readonly eventDateId: number;
  readonly slotId: number | null;
  /** held places of this date (and slot) whose time ran out, not released yet */
  readonly lapsed: number;
  /** members waiting on this date (the list is the date's, whatever the slot) */
  readonly waiting: number;
}

/**
 * The held places of these dates whose time ran out, which the job queue has not released yet, by date and slot,
 * with the number of members waiting on each date: what a read needs to show those seats as the release will
 * leave them, without releasing them itself.
 */
export async function lapsedSeats(db: Db, clientId: string, dateIds: readonly number[], now: Date): Promise<LapsedSeats[]> {
  if (dateIds.length === 0) return [];
  const rows = await db
    .select({
      eventDateId: corporateEventRegistrations.eventDateId,
      slotId: corporateEventRegistrations.slotId,
      status: corporateEventRegistrations.status,
      count: sql<number>`count(*)::int`,
    })
    .from(corporateEventRegistrations)
    .where(
      and(
        eq(corporateEventRegistrations.clientId, clientId),
        inArray(corporateEventRegistrations.eventDateId, [...dateIds]),
        sql`(${corporateEventRegistrations.status} = 'waiting' or (${corporateEventRegistrations.status} = 'offered' and ${corporateEventRegistrations.offeredUntil} <= ${now}))`,
      ),
    )
    .groupBy(corporateEventRegistrations.eventDateId, corporateEventRegistrations.slotId, corporateEventRegistrations.status);
  const waiting = new Map<number, number>();
  for (const row of rows) if (row.status === 'waiting') waiting.set(row.eventDateId, (waiting.get(row.eventDateId) ?? 0) + Number(row.count));
  return rows
    .filter((row) => row.status === 'offered')
    .map((row) => ({ eventDateId: row.eventDateId, slotId: row.slotId, lapsed: Number(row.count), waiting: waiting.get(row.eventDateId) ?? 0 }));
}

/**
 * Offers whose time ran out (the member did not pay) lapse: each is cancelled and its seat passes on to the
 * next member waiting, as a cancel would. The job queue releases each offer at its time (releaseOffer); a checkout
 * and joining a waiting list run this too first, as a safety net for a worker that is off or behind (reads never do: they
 * leave lapsed places out, lapsedSeats). Locked rows are skipped: another request is releasing them.
 */
export async function releaseLapsedOffers(db: Db, clientId: string, now: Date): Promise<Promotion[]> {
  // no transaction (three round trips and a lock) unless there is something to release: what most reads find
  const first = await firstOfferLapse(db, clientId);
  if (!first || first.getTime() > now.getTime()) return [];
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .select()
      .from(corporateEventRegistrations)
      .where(
        and(
          eq(corporateEventRegistrations.clientId, clientId),
          eq(corporateEventRegistrations.status, 'offered'),
          lte(corporateEventRegistrations.offeredUntil, now),
        ),
      )
      .for('update', { skipLocked: true });
    const promoted: Promotion[] = [];
    for (const place of lapsed) {
      const next = await lapse(tx, clientId, place, now);
      if (next) promoted.push(next);
    }
    return promoted;
  });
}

/** Why a held place was not released when its job ran. */
export type ReleaseRefusal = 'gone' | 'paid' | 'cancelled' | 'not due';

/**
 * Releases one held place whose time ran out, in the caller's transaction (the job queue's worker marks its job
 * done in it): the place is locked first, so a payment claiming it or another release waits, and whichever comes
 * second finds it no longer offered.
 */
export async function releaseOffer(
  db: Db,
  clientId: string,
  placeId: number,
  now: Date,
): Promise<{ released: true; promoted: Promotion[] } | { released: false; reason: ReleaseRefusal }> {
  const [place] = await db
    .select()
    .from(corporateEventRegistrations)
    .where(and(eq(corporateEventRegistrations.id, placeId), eq(corporateEventRegistrations.clientId, clientId)))
    .for('update');
  if (!place) return { released: false, reason: 'gone' };
  if (place.status !== 'offered') return { released: false, reason: place.status === 'registered' ? 'paid' : 'cancelled' };
  if (!place.offeredUntil || place.offeredUntil.getTime() > now.getTime()) return { released: false, reason: 'not due' };
  const next = await lapse(db, clientId, place, now);
  return { released: true, promoted: next ? [next] : [] };
}

/** A held place whose time ran out is cancelled and its seat passed on (passSeat), as a cancel would. */
async function lapse(tx: Db, clientId: string, place: RegistrationRow, now: Date): Promise<Promotion | null> {
  await tx
    .update(corporateEventRegistrations)
    .set({ status: 'cancelled', cancelledAt: now, offeredUntil: null })
    .where(eq(corporateEventRegistrations.id, place.id));
  return passSeat(tx, clientId, place, now);
}

/**
 * Turns the member's held (offered) seat on a date, or on this slot, into a booking once they paid; null when
 * they hold none or its time ran out. The seat was counted when it was held, so `booked` stays.
 */
export async function claimOffer(db: Db, member: MemberScope, dateId: number, slotId: number | null, now: Date): Promise<number | null> {
  const rows = await db
    .update(corporateEventRegistrations)
    .set({ status: 'registered', offeredUntil: null })
    .where(
      and(
        eq(corporateEventRegistrations.clientId, member.clientId),
        eq(corporateEventRegistrations.userId, member.userId),
        eq(corporateEventRegistrations.eventDateId, dateId),
        slotId === null ? undefined : eq(corporateEventRegistrations.slotId, slotId),
        eq(corporateEventRegistrations.status, 'offered'),
        gt(corporateEventRegistrations.offeredUntil, now),
      ),
    )
    .returning({ id: corporateEventRegistrations.id });
  const id = rows[0]?.id ?? null;
  // paid in time: the timed release is dropped
  if (id !== null) await dropOfferLapse(db, id, now, 'paid');
  return id;
}

async function firstWaiting(db: Db, clientId: string, dateId: number, slotId: number | null): Promise<RegistrationRow | undefined> {
  const rows = await db
    .select()
    .from(corporateEventRegistrations)
    .where(
      and(
        eq(corporateEventRegistrations.clientId, clientId),
        eq(corporateEventRegistrations.eventDateId, dateId),
        eq(corporateEventRegistrations.status, 'waiting'),
        // someone already holding this slot cannot take it twice
        slotId === null
          ? undefined
          : sql`not exists (select 1 from ${corporateEventRegistrations} held where held.client_id = ${clientId} and held.user_id = ${corporateEventRegistrations.userId} and held.slot_id = ${slotId} and held.status = 'registered')`,
      ),
    )
    .orderBy(asc(corporateEventRegistrations.createdAt), asc(corporateEventRegistrations.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return rows[0];
}

export async function notify(db: Db, rows: readonly (typeof notifications.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values([...rows]);
}

/** Seeding: the client's event with this seed key, inserted with its dates and slots when it is new. */
export async function insertEventIfNew(
  db: Db,
  event: typeof corporateEvents.$inferInsert,
  dates: readonly { startAt: Date; endAt: Date; capacity: number; booked?: number; slots?: { startAt: Date; endAt: Date; capacity: number; booked?: number }[] }[],
): Promise<{ event: EventRow; dates: { date: DateRow; slots: SlotRow[] }[] } | null> {
  const [row] = await db.insert(corporateEvents).values(event).onConflictDoNothing().returning();
  if (!row) return null;
  const out: { date: DateRow; slots: SlotRow[] }[] = [];
  for (const date of dates) {
    const [dateRow] = await db
      .insert(corporateEventDates)
      .values({ clientId: row.clientId, eventId: row.id, startAt: date.startAt, endAt: date.endAt, capacity: date.capacity, booked: date.booked ?? 0 })
      .returning();
    const slots = date.slots?.length
      ? await db
          .insert(corporateEventSlots)
          .values(date.slots.map((slot) => ({ clientId: row.clientId, eventDateId: dateRow!.id, startAt: slot.startAt, endAt: slot.endAt, capacity: slot.capacity, booked: slot.booked ?? 0 })))
          .returning()
      : [];
    out.push({ date: dateRow!, slots });
  }
  return { event: row, dates: out };
}

/** Seeding: a place of a demo member, counted in the seats (cancelled ones are not). */
export async function seedPlace(db: Db, member: MemberScope, dateId: number, slotId: number | null, status: RegistrationStatus, now: Date): Promise<void> {
  const id = await insertPlace(db, member, dateId, slotId, status);
  if (id === null) return;
  if (status === 'cancelled') {
    await db.update(corporateEventRegistrations).set({ cancelledAt: now }).where(eq(corporateEventRegistrations.id, id));
  } else if (status === 'registered') {
    if (slotId === null) await db.update(corporateEventDates).set({ booked: sql`${corporateEventDates.booked} + 1` }).where(eq(corporateEventDates.id, dateId));
    else await db.update(corporateEventSlots).set({ booked: sql`${corporateEventSlots.booked} + 1` }).where(eq(corporateEventSlots.id, slotId));
  }
}
