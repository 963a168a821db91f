import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import { coaches, coachingAssignments, coachingPathways, coachingSlots, type CoachingService } from './schema';

export type CoachRow = typeof coaches.$inferSelect;
export type NewCoach = typeof coaches.$inferInsert;
export type SlotRow = typeof coachingSlots.$inferSelect;
export type NewSlot = typeof coachingSlots.$inferInsert;

export interface FreeSlot {
  readonly id: number;
  readonly coachId: number;
  readonly startAt: Date;
}

export async function listCoaches(db: Db, clientId: string, service: CoachingService): Promise<CoachRow[]> {
  return db
    .select()
    .from(coaches)
    .where(and(eq(coaches.clientId, clientId), eq(coaches.service, service)))
    .orderBy(asc(coaches.id));
}

export async function findCoach(db: Db, clientId: string, service: CoachingService, id: number): Promise<CoachRow | undefined> {
  const rows = await db
    .select()
    .from(coaches)
    .where(and(eq(coaches.clientId, clientId), eq(coaches.service, service), eq(coaches.id, id)))
    .limit(1);
  return rows[0];
}

/** Slots nobody holds yet of these coaches, from `from` (exclusive) to `until`, earliest first. */
export async function freeSlots(db: Db, clientId: string, coachIds: readonly number[], from: Date, until: Date): Promise<FreeSlot[]> {
  if (coachIds.length === 0) return [];
  return db
    .select({ id: coachingSlots.id, coachId: coachingSlots.coachId, startAt: coachingSlots.startAt })
    .from(coachingSlots)
    .where(
      and(
        eq(coachingSlots.clientId, clientId),
        inArray(coachingSlots.coachId, [...coachIds]),
        isNull(coachingSlots.userId),
        gt(coachingSlots.startAt, from),
        lt(coachingSlots.startAt, until),
      ),
    )
    .orderBy(asc(coachingSlots.startAt), asc(coachingSlots.id));
}

/** The slot with its coach, only when both belong to the client and the coach to the service. */
export async function findSlot(
  db: Db,
  clientId: string,
  service: CoachingService,
  slotId: number,
): Promise<{ slot: SlotRow; coach: CoachRow } | undefined> {
  const rows = await db
    .select({ slot: coachingSlots, coach: coaches })
    .from(coachingSlots)
    .innerJoin(coaches, eq(coaches.id, coachingSlots.coachId))
    .where(
      and(
        eq(coachingSlots.id, slotId),
        eq(coachingSlots.clientId, clientId),
        eq(coaches.clientId, clientId),
        eq(coaches.service, service),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Takes the slot for the member only if nobody holds it and it has not started: one conditional UPDATE, so
 * PostgreSQL's row lock makes every racing request but the first see a held slot and change nothing.
 */
export async function takeSlot(
  db: Db,
  member: MemberScope,
  slotId: number,
  change: { deliveryType: 'video' | 'chat'; now: Date },
): Promise<SlotRow | undefined> {
  const rows = await db
    .update(coachingSlots)
    .set({ userId: member.userId, deliveryType: change.deliveryType, bookedAt: change.now })
    .where(
      and(
        eq(coachingSlots.id, slotId),
        eq(coachingSlots.clientId, member.clientId),
        isNull(coachingSlots.userId),
        gt(coachingSlots.startAt, change.now),
      ),
    )
    .returning();
  return rows[0];
}

export async function linkSlotBooking(db: Db, clientId: string, slotId: number, bookingId: number): Promise<void> {
  await db
    .update(coachingSlots)
    .set({ bookingId })
    .where(and(eq(coachingSlots.id, slotId), eq(coachingSlots.clientId, clientId)));
}

export async function assignCoach(db: Db, member: MemberScope, service: CoachingService, coachId: number, now: Date): Promise<void> {
  await db
    .insert(coachingAssignments)
    .values({ ...member, service, coachId, assignedAt: now })
    .onConflictDoUpdate({
      target: [coachingAssignments.clientId, coachingAssignments.userId, coachingAssignments.service],
      set: { coachId, assignedAt: now },
    });
}

export async function assignedCoach(db: Db, member: MemberScope, service: CoachingService): Promise<number | undefined> {
  const rows = await db
    .select({ coachId: coachingAssignments.coachId })
    .from(coachingAssignments)
    .where(
      and(
        eq(coachingAssignments.clientId, member.clientId),
        eq(coachingAssignments.userId, member.userId),
        eq(coachingAssignments.service, service),
      ),
    )
    .limit(1);
  return rows[0]?.coachId;
}

export async function countCoaches(db: Db, clientId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coaches)
    .where(eq(coaches.clientId, clientId));
  return Number(rows[0]?.n ?? 0);
}

export async function insertCoach(db: Db, row: NewCoach): Promise<number> {
  const rows = await db.insert(coaches).values(row).returning({ id: coaches.id });
  return rows[0]!.id;
}

export async function insertSlots(db: Db, rows: readonly NewSlot[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(coachingSlots).values([...rows]).onConflictDoNothing();
}

export async function setPathway(db: Db, member: MemberScope, pathway: string, now: Date): Promise<void> {
  await db
    .insert(coachingPathways)
    .values({ ...member, pathway, chosenAt: now })
    .onConflictDoUpdate({ target: [coachingPathways.clientId, coachingPathways.userId], set: { pathway, chosenAt: now } });
}

/** The client's first coach of the service (the demo coach accounts answer for it). */
export async function firstCoachOf(db: Db, clientId: string, service: 'mental_health' | 'healthcoach' | 'cancer'): Promise<number | undefined> {
  const rows = await db
    .select({ id: coaches.id })
    .from(coaches)
    .where(and(eq(coaches.clientId, clientId), eq(coaches.service, service)))
    .orderBy(asc(coaches.id))
    .limit(1);
  return rows[0]?.id;
}
