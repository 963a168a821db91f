import {
  ANALYTICS_RANGE_MESSAGE,
  ANONYMITY_THRESHOLD,
  LOCATION_NOT_FOUND,
  SCORE_BANDS,
  type Analytics,
  type AnalyticsService,
} from '@portal/contract/calls/admin';
import { CallError, memberOf, type CallContext } from '../core/types';
import { bandOf } from '../health-score/public';
import { listLocations } from '../locations/public';
import { clientMembers, eventPlaces, healthScoreResults, sessionsHeld, weeklyActivity, type MemberBucket, type Window } from './analytics-repository';
import { suppressTable, sumShown, TOTAL, type Cell, type SuppressedTable } from './anonymity';
import { auditAdmin } from './service';

const MAX_MONTHS = 24;
const NO_LOCATION = 'none';
const COUNT = 'n';
const DAY = 86_400_000;

function monthStart(yyyyMm: string): Date {
  return new Date(`${yyyyMm}-01T00:00:00.000Z`);
}

function addMonths(yyyyMm: string, months: number): string {
  const date = monthStart(yyyyMm);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The Mondays from `start` (inclusive) of weeks that ended by `end`. */
function mondays(start: Date, end: Date): string[] {
  const first = new Date(start);
  first.setUTCDate(first.getUTCDate() + ((8 - first.getUTCDay()) % 7));
  const weeks: string[] = [];
  for (let at = first.getTime(); at + 7 * DAY <= end.getTime(); at += 7 * DAY) weeks.push(new Date(at).toISOString().slice(0, 10));
  return weeks;
}

/** Per bucket, the cells of every location row and column, from per-member rows. */
function leavesByBucket(rows: readonly (MemberBucket & { column?: string })[], rowOf: (userId: number) => string) {
  const buckets = new Map<string, Map<string, Map<string, { count: number; members: Set<number> }>>>();
  for (const row of rows) {
    const bucket = buckets.get(row.bucket) ?? new Map<string, Map<string, { count: number; members: Set<number> }>>();
    buckets.set(row.bucket, bucket);
    const location = rowOf(row.userId);
    const columns = bucket.get(location) ?? new Map<string, { count: number; members: Set<number> }>();
    bucket.set(location, columns);
    const column = row.column ?? COUNT;
    const cell = columns.get(column) ?? { count: 0, members: new Set<number>() };
    columns.set(column, cell);
    cell.count += row.n;
    cell.members.add(row.userId);
  }
  return buckets as Map<string, Map<string, Map<string, Cell>>>;
}

/**
 * Anonymous figures of the admin's own client. Each bucket's table is suppressed on its own data only
 * (anonymity.ts), so what a request shows never depends on the range or location it asked for.
 */
export async function analytics(ctx: CallContext, path: string, input: { from: string; to: string; location_id?: number | null | undefined }): Promise<Analytics> {
  const admin = memberOf(ctx);
  const clientId = admin.clientId;
  if (input.from > input.to || monthsBetween(input.from, input.to).length > MAX_MONTHS) throw new CallError(422, ANALYTICS_RANGE_MESSAGE);

  const locations = await listLocations(ctx.db, clientId);
  const locationId = input.location_id ?? null;
  if (locationId !== null && !locations.some((location) => location.id === locationId)) throw new CallError(404, LOCATION_NOT_FOUND);
  const row = locationId === null ? TOTAL : String(locationId);
  const rows = [...locations.map((location) => String(location.id)), NO_LOCATION];

  // Only periods that have ended are reported: a figure that could still grow would show, from one day to the
  // next, what a single member did.
  const today = new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate()));
  const lastMonth = addMonths(ctx.now.toISOString().slice(0, 7), -1);
  const to = input.to > lastMonth ? lastMonth : input.to;
  const months = input.from <= to ? monthsBetween(input.from, to) : [];
  const window: Window = { start: monthStart(input.from), end: monthStart(addMonths(to, 1)) };

  const members = await clientMembers(ctx.db, clientId);
  const known = new Set(rows);
  const locationOf = new Map(members.map((member) => [member.id, member.locationId !== null && known.has(String(member.locationId)) ? String(member.locationId) : NO_LOCATION]));
  const rowOf = (userId: number) => locationOf.get(userId) ?? NO_LOCATION;

  const figures = (leaves: Map<string, Map<string, Map<string, Cell>>>, bucket: string, columns: readonly string[]): SuppressedTable =>
    suppressTable(leaves.get(bucket) ?? new Map(), rows, columns, ANONYMITY_THRESHOLD);
  const byMonth = (rowsOfMembers: MemberBucket[]) => {
    const leaves = leavesByBucket(rowsOfMembers, rowOf);
    return months.map((month) => ({ month, value: figures(leaves, month, [COUNT]).figure(row, TOTAL) }));
  };

  // sign-ups: every month from the first, so "to date" is the sum of figures shown, like every other total
  const signupLeaves = leavesByBucket(members.map((member) => ({ userId: member.id, bucket: member.month, n: 1 })), rowOf);
  const firstMonth = members.reduce((first, member) => (member.month < first ? member.month : first), to);
  const signupsToDate = sumShown(monthsBetween(firstMonth, to).map((month) => figures(signupLeaves, month, [COUNT]).figure(row, TOTAL)));

  const weeks = mondays(window.start, new Date(Math.min(window.end.getTime(), today.getTime())));
  const activeLeaves = leavesByBucket(await weeklyActivity(ctx.db, clientId, window), rowOf);

  const [coaching, clinic, eventSessions, places, results] = await Promise.all([
    sessionsHeld(ctx.db, clientId, 'coaching', window, ctx.now),
    sessionsHeld(ctx.db, clientId, 'appointment', window, ctx.now),
    sessionsHeld(ctx.db, clientId, 'event', window, ctx.now),
    eventPlaces(ctx.db, clientId, window),
    healthScoreResults(ctx.db, clientId, window),
  ]);

  // a result's score is the number in brackets of its first item, as the Health Score service writes it
  const scored = results.flatMap((result) => {
    const match = /\((\d{1,3})\)\s*$/.exec(result.item?.title ?? '');
    return match ? [{ userId: result.userId, bucket: result.month, n: 1, column: SCORE_BANDS[bandOf(Number(match[1]))]! }] : [];
  });
  const resultLeaves = leavesByBucket(scored, rowOf);
  const resultTables = months.map((month) => ({ month, table: figures(resultLeaves, month, SCORE_BANDS) }));

  const service = (name: AnalyticsService, byMonthFigures: { month: string; value: number | null }[] | null) =>
    byMonthFigures === null
      ? { service: name, recorded: false, total: 0, by_month: [] }
      : { service: name, recorded: true, total: sumShown(byMonthFigures.map((figure) => figure.value)), by_month: byMonthFigures };

  await auditAdmin(ctx, admin, path, { action: 'analytics.read', from: input.from, to: input.to, locationId });

  return {
    success: true,
    from: input.from,
    to,
    location_id: locationId,
    locations: locations.map((location) => ({ id: location.id, label: location.label })),
    min_members: ANONYMITY_THRESHOLD,
    signups: {
      limit: ctx.client.manifest.numberOfSignups ?? null,
      to_date: signupsToDate,
      by_month: months.map((month) => ({ month, value: figures(signupLeaves, month, [COUNT]).figure(row, TOTAL) })),
    },
    weekly_active: weeks.map((week) => ({ week, value: figures(activeLeaves, week, [COUNT]).figure(row, TOTAL) })),
    services: [
      service('coaching_sessions', byMonth(coaching)),
      service('clinic_sessions', byMonth(clinic)),
      // places on corporate events and the older event timeslots' bookings are one service for the employer
      service('event_bookings', byMonth([...places, ...eventSessions])),
      service('content_views', null),
      service('check_ins', null),
      service(
        'health_score_assessments',
        resultTables.map(({ month, table }) => ({ month, value: table.figure(row, TOTAL) })),
      ),
    ],
    results: [
      { measure: 'who5', recorded: false, bands: [] },
      {
        measure: 'health_score',
        recorded: true,
        bands: SCORE_BANDS.map((band) => {
          const values = resultTables.map(({ table }) => table.figure(row, band));
          return { band, value: values.every((value) => value === null) ? null : sumShown(values) };
        }),
      },
    ],
  };
}
