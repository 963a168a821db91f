import {
  HIDDEN_APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  type Appointment,
  type AppointmentType,
} from '@portal/contract/calls/bookings';
import type { Manifest } from '@portal/manifest/schema';
import { heldLanguage, memberLanguage } from '../core/member-settings';
import { translated } from '../core/translated';
import { CallError, type Db, type Member } from '../core/types';
import {
  cancelBooking,
  findBooking,
  findEventBookingByTimeslot,
  insertBooking,
  listAppointmentsText,
  type BookingRow,
  type ListedBooking,
} from './repository';
import type { BookingDetails, BookingStore } from './schema';
import { JOINABLE_TYPES, type AppointmentsText } from './appointments-json';

export const CANCELLED_STATUS = 'Cancelled';
export const NOT_FOUND_MESSAGE = 'We could not find this booking.';
export const ALREADY_STARTED_MESSAGE = 'This session has already started, so it can no longer be cancelled.';
export const ALREADY_CANCELLED_MESSAGE = 'This booking has already been cancelled.';
export const USE_TIMESLOT_CALL_MESSAGE =
  'Corporate event bookings are cancelled by their time slot (events/cancel-timeslot-booking).';


export function isHiddenStatus(status: string): boolean {
  return (HIDDEN_APPOINTMENT_STATUSES as readonly string[]).includes(status);
}

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

export function isAppointmentType(type: string): type is AppointmentType {
  return (APPOINTMENT_TYPES as readonly string[]).includes(type);
}

/** Cancel is allowed only strictly before the start. */
export function canCancel(startAt: Date, now: Date): boolean {
  return now.getTime() < startAt.getTime();
}

/** ISO 8601 in UTC, so every browser reads the same instant whatever its time zone. */
export function formatInstant(date: Date): string {
  // toISOString always ends in .sssZ; the milliseconds are dropped
  return `${date.toISOString().slice(0, -5)}Z`;
}

export function toAppointment(row: ListedBooking, now: Date): Appointment | null {
  if (!isAppointmentType(row.appointmentType)) return null;
  const type = row.appointmentType;
  const faceToFace = type === 'face_to_face';
  const hasCoordinates = row.clinicianLat !== null && row.clinicianLng !== null;
  const details: Appointment['details'] = {};
  if (row.details.event_title) details.event_title = row.details.event_title;
  if (row.timeslotId !== null) details.timeslot_id = row.timeslotId;
  if (row.details.video_gif) details.video_gif = row.details.video_gif;
  const locations: NonNullable<Appointment['details']['locations']> = (row.details.locations ?? []).map(
    (label) => ({ location_label: label }),
  );
  if (faceToFace && row.clinicianAddress) {
    locations.unshift({
      address: row.clinicianAddress,
      ...(hasCoordinates ? { lat: row.clinicianLat!, lng: row.clinicianLng! } : {}),
    });
  }
  if (locations.length > 0) details.locations = locations;
  return {
    appointmentId: row.id,
    appointmentType: type,
    appointmentStatus: row.status,
    startTime: formatInstant(row.startAt),
    endTime: formatInstant(row.endAt),
    clinician: {
      name: row.clinicianName ?? '',
      image: row.clinicianImage,
      clinicianId: row.clinicianId ?? '',
      address: row.clinicianAddress,
    },
    details,
    showJoinButton: JOINABLE_TYPES.has(type) && now.getTime() < row.endAt.getTime(),
    showLocationButton: faceToFace && row.clinicianAddress !== null,
  };
}

/** The appointment's event title and clinician name in `language`, where the row has them. */
export function inLanguage(appointment: Appointment, row: Pick<ListedBooking, 'details'>, language: string): Appointment {
  const words = row.details.translations?.[language];
  if (!words) return appointment;
  const { event_title, clinician_name } = translated(
    { event_title: appointment.details.event_title ?? '', clinician_name: appointment.clinician.name },
    { [language]: words },
    language,
  );
  return {
    ...appointment,
    clinician: { ...appointment.clinician, name: clinician_name },
    details: appointment.details.event_title === undefined ? appointment.details : { ...appointment.details, event_title },
  };
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
