import { and, eq, gte, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { assessmentReports, auditLog, bookings, corporateEventRegistrations, healthScoreAnswers, memberLogs, type ReportItem, users } from '../db/schema';
import type { Db } from '../core/types';

/**
 * Data Analytics reads other domains' tables, read-only. Every query is of one client and returns counts per member
 * and bucket: the service turns them into anonymous figures, and nothing per member leaves the server.
 */

/** A member's count in one bucket (a month YYYY-MM or a Monday week YYYY-MM-DD). */
export interface MemberBucket {
  readonly userId: number;
  readonly bucket: string;
  readonly n: number;
}

export interface Window {
  readonly start: Date;
  readonly end: Date;
}

const month = (column: AnyPgColumn | SQL) => sql<string>`to_char(timezone('UTC', ${column}), 'YYYY-MM')`;
const week = (column: AnyPgColumn | SQL) => sql<string>`to_char(date_trunc('week', timezone('UTC', ${column})), 'YYYY-MM-DD')`;

/** Every member of the client (deactivated ones too: their past use stays in the figures) with their office. */
export async function clientMembers(db: Db, clientId: string) {
  return db
    .select({ id: users.id, locationId: users.locationId, month: month(users.createdAt) })
    .from(users)
    .where(eq(users.clientId, clientId));
}

/** The members active in each Monday week of the window: signed in, or did anything the portal records. */
export async function weeklyActivity(db: Db, clientId: string, window: Window): Promise<MemberBucket[]> {
  const sources: { table: typeof memberLogs | typeof bookings | typeof corporateEventRegistrations; at: AnyPgColumn; user: AnyPgColumn; client: AnyPgColumn }[] = [
    { table: memberLogs, at: memberLogs.createdAt, user: memberLogs.userId, client: memberLogs.clientId },
    { table: bookings, at: bookings.createdAt, user: bookings.userId, client: bookings.clientId },
    { table: corporateEventRegistrations, at: corporateEventRegistrations.createdAt, user: corporateEventRegistrations.userId, client: corporateEventRegistrations.clientId },
  ];
  const parts = await Promise.all([
    ...sources.map(({ table, at, user, client }) =>
      db
        .selectDistinct({ userId: sql<number>`${user}`, bucket: week(at) })
        .from(table)
        .where(and(eq(client, clientId), gte(at, window.start), lt(at, window.end))),
    ),
    db
      .selectDistinct({ userId: healthScoreAnswers.userId, bucket: week(healthScoreAnswers.answeredAt) })
      .from(healthScoreAnswers)
      .where(and(eq(healthScoreAnswers.clientId, clientId), gte(healthScoreAnswers.answeredAt, window.start), lt(healthScoreAnswers.answeredAt, window.end))),
    db
      .selectDistinct({ userId: sql<number>`${auditLog.userId}`, bucket: week(auditLog.at) })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.clientId, clientId),
          isNotNull(auditLog.userId),
          inArray(auditLog.event, ['sign-in', 'alternative-login', 'register']),
          eq(auditLog.outcome, 'success'),
          gte(auditLog.at, window.start),
          lt(auditLog.at, window.end),
        ),
      ),
  ]);
  const seen = new Map<string, MemberBucket>();
  for (const row of parts.flat()) seen.set(`${row.userId}:${row.bucket}`, { userId: Number(row.userId), bucket: row.bucket, n: 1 });
  return [...seen.values()];
}

/** Sessions held (not cancelled, started before now) of one booking store, per member and month. */
export async function sessionsHeld(db: Db, clientId: string, store: 'coaching' | 'appointment' | 'event', window: Window, now: Date): Promise<MemberBucket[]> {
  return db
    .select({ userId: bookings.userId, bucket: month(bookings.startAt), n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.clientId, clientId),
        eq(bookings.store, store),
        isNull(bookings.cancelledAt),
        ne(bookings.status, 'Cancelled'),
        gte(bookings.startAt, window.start),
        lt(bookings.startAt, window.end),
        lt(bookings.startAt, now),
      ),
    )
    .groupBy(bookings.userId, month(bookings.startAt));
}

/** Places taken on corporate events (not cancelled, not waiting), per member and month of booking. */
export async function eventPlaces(db: Db, clientId: string, window: Window): Promise<MemberBucket[]> {
  const t = corporateEventRegistrations;
  return db
    .select({ userId: t.userId, bucket: month(t.createdAt), n: sql<number>`count(*)::int` })
    .from(t)
    .where(and(eq(t.clientId, clientId), eq(t.status, 'registered'), gte(t.createdAt, window.start), lt(t.createdAt, window.end)))
    .groupBy(t.userId, month(t.createdAt));
}

/** The past Health Score results of the window, with the report's first item, which carries the score. */
export async function healthScoreResults(db: Db, clientId: string, window: Window) {
  const t = assessmentReports;
  const rows = await db
    .select({ userId: t.userId, date: t.dateOfAssessment, items: t.reportItems })
    .from(t)
    .where(and(eq(t.clientId, clientId), gte(t.dateOfAssessment, window.start.toISOString().slice(0, 10)), lt(t.dateOfAssessment, window.end.toISOString().slice(0, 10))));
  return rows.map((row) => ({ userId: row.userId, month: row.date.slice(0, 7), item: (row.items as ReportItem[])[0] }));
}
