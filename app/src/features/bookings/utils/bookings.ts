import {
  HIDDEN_APPOINTMENT_STATUSES,
  type Appointment,
  type AppointmentType,
} from '@portal/contract/calls/bookings';
import { pathTo } from '@portal/manifest/routes';

/** Join opens this long before the start (seed 000 section 4). */
export const JOIN_WINDOW_MS = 10 * 60_000;

/** setTimeout fires at once for longer delays, so no timer is set beyond it (seed 000 section 9). */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

const time = (text: string): number => Date.parse(text);

/** Cancelled and cancellation-request bookings are never shown. */
export function isShownBooking(booking: Pick<Appointment, 'appointmentStatus'>): boolean {
  return !(HIDDEN_APPOINTMENT_STATUSES as readonly string[]).includes(booking.appointmentStatus);
}

/** Upcoming while the end has not passed. */
export function isUpcoming(booking: Pick<Appointment, 'endTime'>, now: number): boolean {
  return time(booking.endTime) > now;
}

export interface SplitBookings {
  readonly upcoming: Appointment[];
  readonly past: Appointment[];
}

/** The bookings the panel shows: upcoming soonest first, past most recent first. */
export function splitBookings(bookings: readonly Appointment[], now: number): SplitBookings {
  const shown = bookings.filter(isShownBooking);
  return {
    upcoming: shown.filter((b) => isUpcoming(b, now)).sort((a, b) => time(a.startTime) - time(b.startTime)),
    past: shown.filter((b) => !isUpcoming(b, now)).sort((a, b) => time(b.startTime) - time(a.startTime)),
  };
}

/** Cancel is offered only before the start. */
export function canCancelBooking(booking: Pick<Appointment, 'startTime'>, now: number): boolean {
  return now < time(booking.startTime);
}

export function joinOpensAt(booking: Pick<Appointment, 'startTime'>): number {
  return time(booking.startTime) - JOIN_WINDOW_MS;
}

export function isJoinEnabled(booking: Pick<Appointment, 'startTime'>, now: number): boolean {
  return now >= joinOpensAt(booking);
}

/** How long until Join opens: 0 when open, null when too far ahead for a timer (it opens on a later visit). */
export function joinTimerDelay(booking: Pick<Appointment, 'startTime'>, now: number): number | null {
  const delay = joinOpensAt(booking) - now;
  if (delay <= 0) return 0;
  return delay < MAX_TIMER_DELAY_MS ? delay : null;
}

export function joinPath(booking: Pick<Appointment, 'appointmentId'>): string {
  return pathTo('bookingVideoRoom', { booking_id: booking.appointmentId, tests: 'device-tests' });
}

export type CancelRequest =
  | { readonly call: 'cancel-appointment'; readonly body: { appointment_id: string; appointment_type: AppointmentType } }
  | { readonly call: 'cancel-timeslot-booking'; readonly body: { timeslot_id: number; all_series: false } }
  | { readonly call: 'cancel-date-booking'; readonly body: { booking_date_id: number } };

/**
 * Seed 000 section 5: types whose name contains health or cancer are sent as coaching, corporate events are
 * cancelled by their timeslot, every other type through the appointment call as it is.
 */
export function cancelRequestFor(
  booking: Pick<Appointment, 'appointmentId' | 'appointmentType' | 'details'>,
): CancelRequest {
  if (booking.appointmentType === 'corporateEvent') {
    const timeslot = booking.details.timeslot_id;
    if (timeslot !== undefined) return { call: 'cancel-timeslot-booking', body: { timeslot_id: timeslot, all_series: false } };
    // a place booked in the events area is listed by its registration's id negated (decision 0480), and cancelled
    // there, by the events area's own rules (refunds, the waiting list)
    const place = -Number(booking.appointmentId);
    if (!Number.isSafeInteger(place) || place <= 0) throw new Error('A corporate event booking has no timeslot or place to cancel.');
    return { call: 'cancel-date-booking', body: { booking_date_id: place } };
  }
  const coaching = /health|cancer/i.test(booking.appointmentType);
  return {
    call: 'cancel-appointment',
    body: {
      appointment_id: String(booking.appointmentId),
      appointment_type: coaching ? 'Coaching' : booking.appointmentType,
    },
  };
}

/** The first address of a face-to-face booking, with its coordinates when known. */
export function bookingAddress(
  booking: Pick<Appointment, 'clinician' | 'details'>,
): { address: string; lat?: number; lng?: number } | null {
  const located = booking.details.locations?.find((location) => location.address);
  if (located?.address) {
    return { address: located.address, lat: located.lat, lng: located.lng };
  }
  return booking.clinician.address ? { address: booking.clinician.address } : null;
}
