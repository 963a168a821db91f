import type { EventBooking, EventDate, EventListItem } from '@portal/contract/calls/events';

/** Days of events on one page of the upcoming list (seed 001 section 9). */
export const DAYS_PER_PAGE = 5;

export interface EventDay {
  readonly date: string;
  readonly events: readonly EventListItem[];
}

/** The server writes times as "YYYY-MM-DD HH:mm:ss" in UTC. */
export function instantOf(text: string): Date {
  return new Date(`${text.replace(' ', 'T').slice(0, 19)}Z`);
}

/** Today in the member's own calendar, as the get-events window starts. */
export function todayText(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The events under the member's own days: the server groups them by their UTC day, which is another day for an
 * event near midnight in the member's zone (an event at 15:00 UTC is the next morning in Tokyo). Order kept.
 */
export function inMemberDays(days: readonly EventDay[]): EventDay[] {
  const byDay = new Map<string, EventListItem[]>();
  for (const event of days.flatMap((day) => day.events)) {
    const day = todayText(instantOf(event.start_date));
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, events]) => ({ date, events }));
}

/** Keeps the days with an event at the office ('' keeps all); days left empty drop out. */
export function atLocation(days: readonly EventDay[], label: string): EventDay[] {
  if (!label) return days.filter((day) => day.events.length > 0);
  return days
    .map((day) => ({ date: day.date, events: day.events.filter((event) => event.locations.some((l) => l.location_label === label)) }))
    .filter((day) => day.events.length > 0);
}

export function pageCount(days: readonly EventDay[]): number {
  return Math.max(1, Math.ceil(days.length / DAYS_PER_PAGE));
}

/** One page (1-based) of five days. */
export function pageOf(days: readonly EventDay[], page: number): EventDay[] {
  const start = (page - 1) * DAYS_PER_PAGE;
  return days.slice(start, start + DAYS_PER_PAGE);
}

export type BookingFilter = EventBooking['time_status'];

/** The list of My bookings: by status, a case-insensitive title match, soonest first (seed 001 section 4). */
export function visibleBookings(items: readonly EventBooking[], filter: BookingFilter, search: string): EventBooking[] {
  const needle = search.trim().toLocaleLowerCase();
  return items
    .filter((item) => item.time_status === filter)
    .filter((item) => !needle || item.title.toLocaleLowerCase().includes(needle))
    .sort((a, b) => instantOf(a.timeslot_start).getTime() - instantOf(b.timeslot_start).getTime() || a.booking_id - b.booking_id);
}

/** Only registered, upcoming bookings can be cancelled. */
export function canCancelBooking(item: EventBooking): boolean {
  return item.time_status === 'upcoming' && item.status === 'registered';
}

/**
 * An amount in minor units in the client's currency (its manifest's `currency`, the one it bills in), written as
 * the member's language writes money: €18.00 in English, 18,00 € in German.
 */
export function priceText(minor: number, currency: 'eur' | 'gbp', locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
}

export type BookingAction =
  | { kind: 'past' }
  | { kind: 'cancel' }
  | { kind: 'waiting' }
  | { kind: 'offered'; until: string | null; timeslotId: number | null }
  | { kind: 'join-waiting-list' }
  | { kind: 'book' }
  | { kind: 'choose-slot'; slots: EventDate['ed_timeslots'] };

/** What the detail page offers for a date (seed 001 section 4), in the order the rules apply. */
export function bookingAction(event: EventDate, now: Date): BookingAction {
  if (instantOf(event.ed_start_date_time).getTime() <= now.getTime()) return { kind: 'past' };
  if (event.ed_u_registered && event.e_type !== 'service') return { kind: 'cancel' };
  if (event.ed_u_offered) return { kind: 'offered', until: event.ed_u_offered_until ?? null, timeslotId: event.ed_u_offered_timeslot_id ?? null };
  if (event.ed_u_on_waiting_list) return { kind: 'waiting' };
  if (event.ed_fully_booked) return event.ed_u_registered ? { kind: 'cancel' } : { kind: 'join-waiting-list' };
  if (event.e_type === 'service') return { kind: 'choose-slot', slots: openSlots(event, now) };
  return { kind: 'book' };
}

/** Slots a member may take: not full, not started, not already theirs. */
export function openSlots(event: EventDate, now: Date): EventDate['ed_timeslots'] {
  return event.ed_timeslots.filter(
    (slot) => !slot.ts_fully_booked && !slot.ts_u_registered && slot.ts_time_status === 'upcoming' && instantOf(slot.ts_start_date_time).getTime() > now.getTime(),
  );
}
