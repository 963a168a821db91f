import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import { kitClinicians, kitOrders, kitSlots } from './schema';

export type KitOrderRow = typeof kitOrders.$inferSelect;
export type NewKitOrder = typeof kitOrders.$inferInsert;
export type KitClinicianRow = typeof kitClinicians.$inferSelect;
export type KitSlotRow = typeof kitSlots.$inferSelect;
export type NewKitSlot = typeof kitSlots.$inferInsert;

export async function latestOrder(db: Db, member: MemberScope): Promise<KitOrderRow | undefined> {
  const rows = await db
    .select()
    .from(kitOrders)
    .where(and(eq(kitOrders.clientId, member.clientId), eq(kitOrders.userId, member.userId)))
    .orderBy(desc(kitOrders.orderedAt), desc(kitOrders.id))
    .limit(1);
  return rows[0];
}

export async function insertOrder(db: Db, row: NewKitOrder): Promise<number> {
  const rows = await db.insert(kitOrders).values(row).returning({ id: kitOrders.id });
  return rows[0]!.id;
}

/** Links the order to its results consultation (a cancelled one is replaced by the next). */
export async function linkConsultation(db: Db, member: MemberScope, orderId: number, bookingId: number): Promise<boolean> {
  const rows = await db
    .update(kitOrders)
    .set({ consultationBookingId: bookingId })
    .where(and(eq(kitOrders.id, orderId), eq(kitOrders.clientId, member.clientId), eq(kitOrders.userId, member.userId)))
    .returning({ id: kitOrders.id });
  return rows.length > 0;
}

export async function listClinicians(db: Db, clientId: string, gender: 'Male' | 'Female' | null): Promise<KitClinicianRow[]> {
  return db
    .select()
    .from(kitClinicians)
    .where(and(eq(kitClinicians.clientId, clientId), gender ? eq(kitClinicians.gender, gender) : undefined))
    .orderBy(asc(kitClinicians.id));
}

export async function findClinician(db: Db, clientId: string, id: number): Promise<KitClinicianRow | undefined> {
  const rows = await db.select().from(kitClinicians).where(and(eq(kitClinicians.clientId, clientId), eq(kitClinicians.id, id))).limit(1);
  return rows[0];
}

export async function freeSlots(db: Db, clientId: string, clinicianIds: readonly number[], from: Date, until: Date): Promise<KitSlotRow[]> {
  if (clinicianIds.length === 0) return [];
  return db
    .select()
    .from(kitSlots)
    .where(
      and(
        eq(kitSlots.clientId, clientId),
        inArray(kitSlots.clinicianId, [...clinicianIds]),
        isNull(kitSlots.userId),
        gt(kitSlots.startAt, from),
        lt(kitSlots.startAt, until),
      ),
    )
    .orderBy(asc(kitSlots.startAt), asc(kitSlots.clinicianId));
}

export async function findSlotAt(db: Db, clientId: string, clinicianId: number, startAt: Date): Promise<KitSlotRow | undefined> {
  const rows = await db
    .select()
    .from(kitSlots)
    .where(and(eq(kitSlots.clientId, clientId), eq(kitSlots.clinicianId, clinicianId), eq(kitSlots.startAt, startAt)))
    .limit(1);
  return rows[0];
}

/** One conditional UPDATE: of racing requests only the first finds user_id still null (decision 0110). */
export async function takeSlot(db: Db, member: MemberScope, slotId: number, now: Date): Promise<KitSlotRow | undefined> {
  const rows = await db
    .update(kitSlots)
    .set({ userId: member.userId })
    .where(and(eq(kitSlots.id, slotId), eq(kitSlots.clientId, member.clientId), isNull(kitSlots.userId), gt(kitSlots.startAt, now)))
    .returning();
  return rows[0];
}

export async function linkSlotBooking(db: Db, clientId: string, slotId: number, bookingId: number): Promise<void> {
  await db.update(kitSlots).set({ bookingId }).where(and(eq(kitSlots.id, slotId), eq(kitSlots.clientId, clientId)));
}

export async function countClinicians(db: Db, clientId: string): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(kitClinicians).where(eq(kitClinicians.clientId, clientId));
  return Number(rows[0]?.n ?? 0);
}

export async function insertClinician(db: Db, row: typeof kitClinicians.$inferInsert): Promise<number> {
  const rows = await db.insert(kitClinicians).values(row).returning({ id: kitClinicians.id });
  return rows[0]!.id;
}

export async function insertSlots(db: Db, rows: readonly NewKitSlot[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(kitSlots).values([...rows]).onConflictDoNothing();
}
