import { HIDDEN_APPOINTMENT_STATUSES, type AppointmentType } from '@portal/contract/calls/bookings';
import type { Manifest } from '@portal/manifest/schema';
import { heldLanguage, memberLanguage } from '../core/member-settings';
import { CallError, type Db, type Member } from '../core/types';
import {
  cancelBooking,
  findBooking,
  findEventBookingByTimeslot,
  insertBooking,
  listAppointmentsText,
  type BookingRow,
} from './repository';
import type { BookingDetails, BookingStore } from './schema';
import type { AppointmentsText } from './appointments-json';
import { isHiddenStatus } from './appointment';

export { formatInstant, inLanguage, isAppointmentType, isHiddenStatus, toAppointment } from './appointment';

export const CANCELLED_STATUS = 'Cancelled';
export const NOT_FOUND_MESSAGE = 'We could not find this booking.';
export const ALREADY_STARTED_MESSAGE = 'This session has already started, so it can no longer be cancelled.';
export const ALREADY_CANCELLED_MESSAGE = 'This booking has already been cancelled.';
export const USE_TIMESLOT_CALL_MESSAGE =
  'Corporate event bookings are cancelled by their time slot (events/cancel-timeslot-booking).';

/**
 * Which store a cancel-appointment call addresses (seed 000 section 5): types whose name contains health or
 * cancer are coaching bookings, and the browser sends those as 'Coaching'; corporate events are not cancelled
 * here but by their timeslot.
 */
export function storeForCancel(type: AppointmentType): BookingStore | 'timeslot' {
  if (type === 'corporateEvent') return 'timeslot';
  return /health|cancer|coaching/i.test(type) ? 'coaching' : 'appointment';
}

/** The store a booking of this type is kept in. */
export function storeOfType(type: AppointmentType): BookingStore {
  const store = storeForCancel(type);
  return store === 'timeslot' ? 'event' : store;
}

/** Cancel is allowed only strictly before the start. */
export function canCancel(startAt: Date, now: Date): boolean {
  return now.getTime() < startAt.getTime();
}

/**
 * get-appointments' reply as text: the member's bookings of every type, cancelled ones left out, in the language
 * the portal shows them, as what toAppointment and inLanguage make of the rows listBookings reads, written by the
 * database; appointments-json.ts appointmentsReply makes the reply's bytes with the join buttons as of a `now`.
 */
export function appointmentsText(db: Db, member: Member, manifest: Pick<Manifest, 'languages' | 'defaultLanguage'>): Promise<AppointmentsText> {
  // the hot path takes no promise but the read's: the core holds the member's language
  const held = heldLanguage(member, manifest);
  return held
    ? listAppointmentsText(db, member, held.shown)
    : memberLanguage(db, member, manifest).then((language) => listAppointmentsText(db, member, language.shown));
}

function parseBookingId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

function assertCancellable(row: BookingRow | undefined, now: Date): asserts row is BookingRow {
  if (!row) throw new CallError(404, NOT_FOUND_MESSAGE);
  if (isHiddenStatus(row.status)) throw new CallError(409, ALREADY_CANCELLED_MESSAGE);
  if (!canCancel(row.startAt, now)) throw new CallError(409, ALREADY_STARTED_MESSAGE);
}

async function cancel(db: Db, member: Member, row: BookingRow, message: string | null, now: Date): Promise<void> {
  const done = await cancelBooking(db, member, row, {
    status: CANCELLED_STATUS,
    message,
    now,
    hiddenStatuses: HIDDEN_APPOINTMENT_STATUSES,
  });
  // Lost a race with another cancel or with the start time: report what the member would now see.
  if (!done) throw new CallError(409, canCancel(row.startAt, now) ? ALREADY_CANCELLED_MESSAGE : ALREADY_STARTED_MESSAGE);
}

export async function cancelAppointment(
  db: Db,
  member: Member,
  input: { appointment_id: string; appointment_type: AppointmentType; message?: string | undefined },
  now: Date,
): Promise<void> {
  const store = storeForCancel(input.appointment_type);
  if (store === 'timeslot') throw new CallError(400, USE_TIMESLOT_CALL_MESSAGE);
  const id = parseBookingId(input.appointment_id);
  const row = id === null ? undefined : await findBooking(db, member, store, id);
  assertCancellable(row, now);
  await cancel(db, member, row, input.message ?? null, now);
}

export async function cancelTimeslotBooking(
  db: Db,
  member: Member,
  input: { timeslot_id: number },
  now: Date,
): Promise<void> {
  const row = await findEventBookingByTimeslot(db, member, input.timeslot_id, HIDDEN_APPOINTMENT_STATUSES);
  assertCancellable(row, now);
  await cancel(db, member, row, null, now);
}

/**
 * Records a booking made in another area (clinic booking, coaching session, corporate event timeslot) so it
 * shows in the bookings panel; the store follows from the type, as the cancel rules expect.
 */
export async function recordBooking(
  db: Db,
  member: Pick<Member, 'clientId' | 'userId'>,
  booking: {
    appointmentType: AppointmentType;
    startAt: Date;
    endAt: Date;
    clinician: { id: string; name: string; image?: string | null; address?: string | null; lat?: number | null; lng?: number | null };
    timeslotId?: number | null;
    details?: BookingDetails;
  },
): Promise<number> {
  return insertBooking(db, {
    clientId: member.clientId,
    userId: member.userId,
    store: storeOfType(booking.appointmentType),
    appointmentType: booking.appointmentType,
    startAt: booking.startAt,
    endAt: booking.endAt,
    clinicianId: booking.clinician.id,
    clinicianName: booking.clinician.name,
    clinicianImage: booking.clinician.image ?? null,
    clinicianAddress: booking.clinician.address ?? null,
    clinicianLat: booking.clinician.lat ?? null,
    clinicianLng: booking.clinician.lng ?? null,
    timeslotId: booking.timeslotId ?? null,
    details: booking.details ?? {},
  });
}
