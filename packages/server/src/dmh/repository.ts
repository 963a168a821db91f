import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import { userProfiles, users } from '../db/schema';
import { dmhAnswers, dmhClinicians, dmhSlots } from './schema';

export type ClinicianRow = typeof dmhClinicians.$inferSelect;
export type NewClinician = typeof dmhClinicians.$inferInsert;
export type DmhSlotRow = typeof dmhSlots.$inferSelect;
export type NewDmhSlot = typeof dmhSlots.$inferInsert;

export async function saveAnswer(db: Db, member: MemberScope, questionId: number, answer: unknown, now: Date): Promise<void> {
  await db
    .insert(dmhAnswers)
    .values({ ...member, questionId, answer, answeredAt: now })
    .onConflictDoUpdate({
      target: [dmhAnswers.clientId, dmhAnswers.userId, dmhAnswers.questionId],
      set: { answer, answeredAt: now },
    });
}

export async function findAnswer(db: Db, member: MemberScope, questionId: number): Promise<unknown> {
  const rows = await db
    .select({ answer: dmhAnswers.answer })
    .from(dmhAnswers)
    .where(and(eq(dmhAnswers.clientId, member.clientId), eq(dmhAnswers.userId, member.userId), eq(dmhAnswers.questionId, questionId)))
    .limit(1);
  return rows[0]?.answer;
}

/** What the portal knows of the member for the confirm question: the account's name, email and birth date, the profile's phone and gender. */
export async function findKnownDetails(db: Db, member: MemberScope): Promise<Record<string, string | null> | undefined> {
  const rows = await db
    .select({
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      dob: users.dob,
      phone: userProfiles.phone,
      gender: userProfiles.gender,
    })
    .from(users)
    .leftJoin(userProfiles, and(eq(userProfiles.clientId, users.clientId), eq(userProfiles.userId, users.id)))
    .where(and(eq(users.clientId, member.clientId), eq(users.id, member.userId)))
    .limit(1);
  return rows[0];
}

export async function listClinicians(db: Db, clientId: string, gender: 'Male' | 'Female' | null): Promise<ClinicianRow[]> {
  return db
    .select()
    .from(dmhClinicians)
    .where(and(eq(dmhClinicians.clientId, clientId), gender ? eq(dmhClinicians.gender, gender) : undefined))
    .orderBy(asc(dmhClinicians.id));
}

export async function findClinician(db: Db, clientId: string, id: number): Promise<ClinicianRow | undefined> {
  const rows = await db
    .select()
    .from(dmhClinicians)
    .where(and(eq(dmhClinicians.clientId, clientId), eq(dmhClinicians.id, id)))
    .limit(1);
  return rows[0];
}

/** Free slots of these clinicians after `from` and before `until`, earliest first. */
export async function freeSlots(db: Db, clientId: string, clinicianIds: readonly number[], from: Date, until: Date): Promise<DmhSlotRow[]> {
  if (clinicianIds.length === 0) return [];
  return db
    .select()
    .from(dmhSlots)
    .where(
      and(
        eq(dmhSlots.clientId, clientId),
        inArray(dmhSlots.clinicianId, [...clinicianIds]),
        isNull(dmhSlots.userId),
        gt(dmhSlots.startAt, from),
        lt(dmhSlots.startAt, until),
      ),
    )
    .orderBy(asc(dmhSlots.startAt), asc(dmhSlots.clinicianId));
}

export async function findSlotAt(db: Db, clientId: string, clinicianId: number, startAt: Date): Promise<DmhSlotRow | undefined> {
  const rows = await db
    .select()
    .from(dmhSlots)
    .where(and(eq(dmhSlots.clientId, clientId), eq(dmhSlots.clinicianId, clinicianId), eq(dmhSlots.startAt, startAt)))
    .limit(1);
  return rows[0];
}

/**
 * Takes the slot for the member only if nobody holds it and it has not started: one conditional UPDATE, so
 * PostgreSQL's row lock makes every racing request but the first see a held slot and change nothing.
 */
export async function takeSlot(db: Db, member: MemberScope, slotId: number, now: Date): Promise<DmhSlotRow | undefined> {
  const rows = await db
    .update(dmhSlots)
    .set({ userId: member.userId, bookedAt: now })
    .where(and(eq(dmhSlots.id, slotId), eq(dmhSlots.clientId, member.clientId), isNull(dmhSlots.userId), gt(dmhSlots.startAt, now)))
    .returning();
  return rows[0];
}

export async function linkSlotBooking(db: Db, clientId: string, slotId: number, bookingId: number): Promise<void> {
  await db.update(dmhSlots).set({ bookingId }).where(and(eq(dmhSlots.id, slotId), eq(dmhSlots.clientId, clientId)));
}

export async function countClinicians(db: Db, clientId: string): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(dmhClinicians).where(eq(dmhClinicians.clientId, clientId));
  return Number(rows[0]?.n ?? 0);
}

export async function insertClinician(db: Db, row: NewClinician): Promise<number> {
  const rows = await db.insert(dmhClinicians).values(row).returning({ id: dmhClinicians.id });
  return rows[0]!.id;
}

export async function insertSlots(db: Db, rows: readonly NewDmhSlot[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(dmhSlots).values([...rows]).onConflictDoNothing();
}
