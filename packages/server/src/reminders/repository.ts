import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { HIDDEN_APPOINTMENT_STATUSES } from '@portal/contract/calls/bookings';
import type { Db } from '../core/types';
import { bookings, corporateEventDates, corporateEventRegistrations, corporateEvents, corporateEventSlots, userProfiles, users } from '../db/schema';
import { reminderJobs, type ReminderKind, type ReminderSource } from './schema';

export type JobRow = typeof reminderJobs.$inferSelect;
export type NewJob = typeof reminderJobs.$inferInsert;

/** An upcoming booking or event place as the scan sees it. */
export interface Upcoming {
  readonly source: ReminderSource;
  readonly sourceId: number;
  readonly clientId: string;
  readonly userId: number;
  readonly startAt: Date;
  readonly coaching: boolean;
}

/** Live bookings (clinic, coaching, event timeslots) starting after `from` and up to `until`. */
export async function upcomingBookings(db: Db, from: Date, until: Date): Promise<Upcoming[]> {
  const rows = await db
    .select({ id: bookings.id, clientId: bookings.clientId, userId: bookings.userId, store: bookings.store, startAt: bookings.startAt })
    .from(bookings)
    .where(and(gt(bookings.startAt, from), lte(bookings.startAt, until), isNull(bookings.cancelledAt), notInArray(bookings.status, [...HIDDEN_APPOINTMENT_STATUSES])));
  return rows.map((row) => ({ source: 'booking', sourceId: row.id, clientId: row.clientId, userId: row.userId, startAt: row.startAt, coaching: row.store === 'coaching' }));
}

const eventStart = sql<Date>`coalesce(${corporateEventSlots.startAt}, ${corporateEventDates.startAt})`;

/** Registered places on corporate event dates (or their slots) starting after `from` and up to `until`. */
export async function upcomingEventPlaces(db: Db, from: Date, until: Date): Promise<Upcoming[]> {
  const rows = await db
    .select({ id: corporateEventRegistrations.id, clientId: corporateEventRegistrations.clientId, userId: corporateEventRegistrations.userId, startAt: eventStart.mapWith(corporateEventDates.startAt) })
    .from(corporateEventRegistrations)
    .innerJoin(corporateEventDates, eq(corporateEventDates.id, corporateEventRegistrations.eventDateId))
    .leftJoin(corporateEventSlots, eq(corporateEventSlots.id, corporateEventRegistrations.slotId))
    .where(and(eq(corporateEventRegistrations.status, 'registered'), sql`${eventStart} > ${from}`, sql`${eventStart} <= ${until}`));
  return rows.map((row) => ({ source: 'event', sourceId: row.id, clientId: row.clientId, userId: row.userId, startAt: row.startAt, coaching: false }));
}

/** Inserts the planned jobs; a key already there (planned by an earlier scan or another process) is left alone. */
export async function enqueue(db: Db, jobs: readonly NewJob[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < jobs.length; i += 500) {
    const rows = await db.insert(reminderJobs).values(jobs.slice(i, i + 500)).onConflictDoNothing({ target: reminderJobs.key }).returning({ id: reminderJobs.id });
    inserted += rows.length;
  }
  return inserted;
}

/**
 * Claims up to `limit` due jobs for `lockMs` in one statement: the inner select locks the rows it picks and skips
 * rows another worker holds (FOR UPDATE SKIP LOCKED), and the update stamps them with a fresh claim id, so two
 * workers never hold one job; a claim whose worker died runs out and the job is claimed again.
 */
export async function claimDue(db: Db, now: Date, lockMs: number, limit: number): Promise<JobRow[]> {
  const due = db
    .select({ id: reminderJobs.id })
    .from(reminderJobs)
    .where(
      and(
        isNull(reminderJobs.sentAt),
        isNull(reminderJobs.skippedAt),
        lte(reminderJobs.runAt, now),
        or(isNull(reminderJobs.lockedUntil), lte(reminderJobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(reminderJobs.runAt), asc(reminderJobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(reminderJobs)
    .set({ claim: randomUUID(), lockedUntil: new Date(now.getTime() + lockMs), attempts: sql`${reminderJobs.attempts} + 1` })
    .where(inArray(reminderJobs.id, due))
    .returning();
}

const held = (job: Pick<JobRow, 'id' | 'claim'>) => and(eq(reminderJobs.id, job.id), eq(reminderJobs.claim, job.claim ?? ''), isNull(reminderJobs.sentAt), isNull(reminderJobs.skippedAt));

/** Marks a held job sent; false when its claim was lost meanwhile (then the caller's transaction must roll back). */
export async function markSent(db: Db, job: Pick<JobRow, 'id' | 'claim'>, now: Date): Promise<boolean> {
  const rows = await db.update(reminderJobs).set({ sentAt: now, lockedUntil: null, lastError: null }).where(held(job)).returning({ id: reminderJobs.id });
  return rows.length === 1;
}

export async function markSkipped(db: Db, job: Pick<JobRow, 'id' | 'claim'>, now: Date, reason: string): Promise<void> {
  await db.update(reminderJobs).set({ skippedAt: now, skipReason: reason, lockedUntil: null }).where(held(job));
}

/** A failed send is retried after `retryAt`; the claim is dropped so any worker may take it then. */
export async function markFailed(db: Db, job: Pick<JobRow, 'id' | 'claim'>, retryAt: Date, error: string): Promise<void> {
  await db.update(reminderJobs).set({ claim: null, lockedUntil: retryAt, lastError: error.slice(0, 500) }).where(held(job));
}

export interface BookingSource {
  readonly startAt: Date;
  readonly endAt: Date;
  readonly cancelled: boolean;
  readonly appointmentType: string;
  readonly clinicianName: string | null;
  readonly address: string | null;
  readonly eventTitles: Record<string, string | undefined>;
  readonly eventId: number | null;
}

export async function bookingSource(db: Db, job: Pick<JobRow, 'clientId' | 'userId' | 'sourceId'>): Promise<BookingSource | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, job.sourceId), eq(bookings.clientId, job.clientId), eq(bookings.userId, job.userId)))
    .limit(1);
  if (!row) return null;
  const titles: Record<string, string | undefined> = { en: row.details.event_title };
  for (const [language, text] of Object.entries(row.details.translations ?? {})) titles[language] = text.event_title;
  const names: Record<string, string | undefined> = {};
  for (const [language, text] of Object.entries(row.details.translations ?? {})) names[language] = text.clinician_name;
  return {
    startAt: row.startAt,
    endAt: row.endAt,
    cancelled: row.cancelledAt !== null || (HIDDEN_APPOINTMENT_STATUSES as readonly string[]).includes(row.status),
    appointmentType: row.appointmentType,
    clinicianName: row.clinicianName,
    address: row.clinicianAddress ?? row.details.locations?.[0] ?? null,
    eventTitles: row.store === 'event' || row.appointmentType === 'corporateEvent' ? titles : {},
    eventId: null,
  };
}

export async function eventSource(db: Db, job: Pick<JobRow, 'clientId' | 'userId' | 'sourceId'>): Promise<BookingSource | null> {
  const [row] = await db
    .select({
      status: corporateEventRegistrations.status,
      startAt: eventStart.mapWith(corporateEventDates.startAt),
      endAt: sql<Date>`coalesce(${corporateEventSlots.endAt}, ${corporateEventDates.endAt})`.mapWith(corporateEventDates.endAt),
      texts: corporateEvents.texts,
      eventId: corporateEvents.id,
    })
    .from(corporateEventRegistrations)
    .innerJoin(corporateEventDates, eq(corporateEventDates.id, corporateEventRegistrations.eventDateId))
    .innerJoin(corporateEvents, eq(corporateEvents.id, corporateEventDates.eventId))
    .leftJoin(corporateEventSlots, eq(corporateEventSlots.id, corporateEventRegistrations.slotId))
    .where(and(eq(corporateEventRegistrations.id, job.sourceId), eq(corporateEventRegistrations.clientId, job.clientId), eq(corporateEventRegistrations.userId, job.userId)))
    .limit(1);
  if (!row) return null;
  const titles: Record<string, string | undefined> = {};
  for (const [language, text] of Object.entries(row.texts)) titles[language] = text.title;
  return { startAt: row.startAt, endAt: row.endAt, cancelled: row.status !== 'registered', appointmentType: 'corporateEvent', clinicianName: null, address: null, eventTitles: titles, eventId: row.eventId };
}

export interface Recipient {
  readonly email: string;
  readonly firstName: string;
  readonly language: string;
  readonly deactivated: boolean;
  readonly emailNotifications: boolean;
}

export async function recipient(db: Db, clientId: string, userId: number): Promise<Recipient | null> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language, deactivatedAt: users.deactivatedAt, emailNotifications: userProfiles.emailNotifications })
    .from(users)
    .leftJoin(userProfiles, and(eq(userProfiles.clientId, users.clientId), eq(userProfiles.userId, users.id)))
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)))
    .limit(1);
  if (!row) return null;
  return { email: row.email, firstName: row.firstName, language: row.language, deactivated: row.deactivatedAt !== null, emailNotifications: row.emailNotifications ?? true };
}

export async function jobsByKeyPrefix(db: Db, prefix: string): Promise<JobRow[]> {
  return db.select().from(reminderJobs).where(sql`${reminderJobs.key} like ${`${prefix}%`}`).orderBy(asc(reminderJobs.id));
}

export type { ReminderKind };
