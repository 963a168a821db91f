import { SESSION_ALREADY_TAKEN_MESSAGE, type Coach, type COACHING_TYPES } from '@portal/contract/calls/coaching';
import { isRoutePermitted, type RouteName } from '@portal/manifest/routes';
import { formatInstant, recordBooking } from '../bookings/public';
import { CallError, type Db, type Member } from '../core/types';
import { findAssignment } from './home-repository';
import {
  assignCoach,
  findCoach,
  findSlot,
  freeSlots,
  linkSlotBooking,
  listCoaches,
  takeSlot,
  type CoachRow,
  type FreeSlot,
} from './repository';
import type { CoachingService, Localised } from './schema';

export const COACH_NOT_FOUND_MESSAGE = 'We could not find this coach.';
export const SLOT_NOT_FOUND_MESSAGE = 'We could not find this time slot.';
export const SERVICE_NOT_PERMITTED_MESSAGE = 'This coaching service is not available for your organisation.';

const DAY = 24 * 60 * 60 * 1000;
/** How far ahead the booking page offers slots. */
export const BOOKING_WINDOW_DAYS = 42;

type CoachingType = (typeof COACHING_TYPES)[number] | undefined;

/** The call's optional type names the service; absent means mental health coaching (seed 002 section 7). */
export function serviceOf(type: CoachingType): CoachingService {
  return type ?? 'mental_health';
}

/** The routes of each service: a client that permits none of them does not offer the service. */
const SERVICE_ROUTES: Record<CoachingService, readonly RouteName[]> = {
  mental_health: ['mentalHealthCoaching', 'mentalHealthCoachingStart', 'mentalHealthCoachingSelect', 'mentalHealthCoachingBook'],
  healthcoach: ['healthCoaching', 'healthCoachingStart', 'healthCoachingSelect', 'healthCoachingBook'],
  cancer: ['cancerCoaching', 'cancerCoachingStart', 'cancerCoachingSelect', 'cancerCoachingBook'],
};

/** Whether a client's permitted routes include one of the service's routes. */
export function isServicePermitted(service: CoachingService, permittedRoutes: readonly string[]): boolean {
  return SERVICE_ROUTES[service].some((name) => isRoutePermitted(name, permittedRoutes));
}

/**
 * Whether the member is connected to the mental-health service (seed 003 section 1's help version): their client
 * offers mental health coaching and they have a coach for it whose journey is not closed (decision 0620).
 */
export async function isConnectedToMentalHealth(db: Db, member: Member, permittedRoutes: readonly string[]): Promise<boolean> {
  if (!isServicePermitted('mental_health', permittedRoutes)) return false;
  const assignment = await findAssignment(db, member, 'mental_health');
  return assignment !== undefined && assignment.closedAt === null;
}

export function assertServicePermitted(service: CoachingService, permittedRoutes: readonly string[]): void {
  if (!isServicePermitted(service, permittedRoutes)) {
    throw new CallError(403, SERVICE_NOT_PERMITTED_MESSAGE);
  }
}

function localised(text: Localised | null, language: string): string | null {
  if (!text) return null;
  return text[language] ?? text.en ?? null;
}

function utcDay(at: Date): number {
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
}

/**
 * The availability filter values a coach's free slots earn (the filter's Anytime matches every coach). Days are
 * UTC days, the same days the booking page groups slots by.
 */
export function availabilityOf(slots: readonly Pick<FreeSlot, 'startAt'>[], now: Date): string[] {
  const today = utcDay(now);
  const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const labels = new Set<string>();
  for (const { startAt } of slots) {
    if (startAt.getTime() <= now.getTime()) continue;
    const day = utcDay(startAt);
    if (day === today) labels.add('Today');
    if (day === today + DAY) labels.add('Tomorrow');
    if (startAt.getTime() < nextMonth) labels.add('This Month');
  }
  return ['Today', 'Tomorrow', 'This Month'].filter((label) => labels.has(label));
}

export function toCoach(row: CoachRow, slots: readonly FreeSlot[], language: string, now: Date): Coach {
  return {
    id: row.id,
    name: row.name,
    avatar_url: row.avatarUrl,
    description: localised(row.description, language) ?? '',
    position: localised(row.position, language),
    degree: localised(row.degree, language),
    gender: row.gender,
    age: row.age,
    availability: availabilityOf(slots, now),
    since: row.since,
  };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export async function getCoaches(db: Db, member: Member, service: CoachingService, language: string, now: Date): Promise<Coach[]> {
  const rows = await listCoaches(db, member.clientId, service);
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  // far enough for This Month and for Tomorrow on the month's last day
  const until = new Date(Math.max(nextMonth.getTime(), utcDay(now) + 2 * DAY));
  const slots = groupBy(await freeSlots(db, member.clientId, rows.map((row) => row.id), now, until), (slot) => slot.coachId);
  return rows.map((row) => toCoach(row, slots.get(row.id) ?? [], language, now));
}

export async function getCoach(
  db: Db,
  member: Member,
  service: CoachingService,
  coachId: number,
  language: string,
  now: Date,
): Promise<{ coach: Coach; events: { date: string; slots: { id: number; start: string }[] }[] }> {
  const row = await findCoach(db, member.clientId, service, coachId);
  if (!row) throw new CallError(404, COACH_NOT_FOUND_MESSAGE);
  const slots = await freeSlots(db, member.clientId, [row.id], now, new Date(now.getTime() + BOOKING_WINDOW_DAYS * DAY));
  const byDate = groupBy(slots, (slot) => slot.startAt.toISOString().slice(0, 10));
  return {
    coach: toCoach(row, slots, language, now),
    events: [...byDate].map(([date, list]) => ({
      date,
      slots: list.map((slot) => ({ id: slot.id, start: formatInstant(slot.startAt) })),
    })),
  };
}

/**
 * Books a slot: takes it (one member per slot), records the booking for the bookings panel under the service's
 * type and makes the slot's coach the member's coach of the service, all or nothing.
 */
export async function bookSession(
  db: Db,
  member: Member,
  input: { slot_id: number; delivery_type: 'video' | 'chat'; service: CoachingService },
  now: Date,
): Promise<{ bookingId: number }> {
  const found = await findSlot(db, member.clientId, input.service, input.slot_id);
  if (!found) throw new CallError(404, SLOT_NOT_FOUND_MESSAGE);
  const { coach } = found;
  const bookingId = await db.transaction(async (tx) => {
    const slot = await takeSlot(tx, member, input.slot_id, { deliveryType: input.delivery_type, now });
    if (!slot) return null;
    const id = await recordBooking(tx, member, {
      appointmentType: input.service,
      startAt: slot.startAt,
      endAt: slot.endAt,
      clinician: { id: `COA-${coach.id}`, name: coach.name, image: coach.avatarUrl },
    });
    await linkSlotBooking(tx, member.clientId, slot.id, id);
    await assignCoach(tx, member, input.service, coach.id, now);
    return id;
  });
  if (bookingId === null) throw new CallError(409, SESSION_ALREADY_TAKEN_MESSAGE);
  return { bookingId };
}
