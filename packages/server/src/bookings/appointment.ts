import { HIDDEN_APPOINTMENT_STATUSES, APPOINTMENT_TYPES, type Appointment, type AppointmentType } from '@portal/contract/calls/bookings';
import { translated } from '../core/translated';
import type { bookings } from './schema';

/** Remote sessions the member joins in the meeting room: their join button shows until they end. */
export const JOINABLE_TYPES: ReadonlySet<AppointmentType> = new Set(['Video', 'Audio', 'Coaching', 'healthcoach', 'mental_health', 'cancer']);

/** A booking as the bookings panel lists it: a bookings row without its bookkeeping (repository.ts listedColumns). */
export type ListedBooking = Pick<
  typeof bookings.$inferSelect,
  | 'id'
  | 'appointmentType'
  | 'status'
  | 'startAt'
  | 'endAt'
  | 'clinicianId'
  | 'clinicianName'
  | 'clinicianImage'
  | 'clinicianAddress'
  | 'clinicianLat'
  | 'clinicianLng'
  | 'timeslotId'
  | 'details'
>;

export function isHiddenStatus(status: string): boolean {
  return (HIDDEN_APPOINTMENT_STATUSES as readonly string[]).includes(status);
}

export function isAppointmentType(type: string): type is AppointmentType {
  return (APPOINTMENT_TYPES as readonly string[]).includes(type);
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
