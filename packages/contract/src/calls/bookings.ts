import * as v from 'valibot';
import { defineCall } from '../define-call';
import { boolLike, id, optionalText, requestBody, stringId } from '../fields';
import { ackReplySchema, dateTimeText } from '../replies';
import { SHELL } from '../route-names';

/** Booking types of the bookings panel (seed 000 section 3). */
export const APPOINTMENT_TYPES = [
  'Video',
  'Audio',
  'Coaching',
  'face_to_face',
  'corporateEvent',
  'healthcoach',
  'mental_health',
  'cancer',
] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** Statuses hidden from the member. */
export const HIDDEN_APPOINTMENT_STATUSES = ['Cancelled', 'Cancellation Request'] as const;

export const appointmentLocationSchema = v.object({
  location_id: v.optional(v.number()),
  location_label: v.optional(v.string()),
  address: v.optional(v.string()),
  lat: v.optional(v.number()),
  lng: v.optional(v.number()),
});

export const appointmentSchema = v.object({
  appointmentId: v.union([v.string(), v.number()]),
  appointmentType: v.picklist(APPOINTMENT_TYPES),
  /** e.g. 'Booked'; 'Cancelled' and 'Cancellation Request' are hidden by the page */
  appointmentStatus: v.string(),
  startTime: dateTimeText,
  endTime: dateTimeText,
  clinician: v.object({
    name: v.string(),
    image: v.nullable(v.string()),
    clinicianId: v.union([v.string(), v.number()]),
    address: v.optional(v.nullable(v.string())),
  }),
  details: v.object({
    event_title: v.optional(v.string()),
    timeslot_id: v.optional(v.number()),
    locations: v.optional(v.array(appointmentLocationSchema)),
    video_gif: v.optional(v.nullable(v.string())),
  }),
  showJoinButton: v.boolean(),
  showLocationButton: v.boolean(),
});
export type Appointment = v.InferOutput<typeof appointmentSchema>;

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const bookingsCall = { seed: '000', area: 'bookings', auth: 'session', routes: SHELL } as const;

/** Every booking of the member, upcoming and past, for the bookings panel. */
export const getAppointments = defineCall({
  path: '/application/api/u/sapphire/appointments',
  readOnly: true,
  ...bookingsCall,
  request: requestBody({}),
  response: v.object({
    success: v.boolean(),
    appointments: v.array(appointmentSchema),
    err: v.optional(v.string()),
  }),
});

/** Cancels a clinic or coaching appointment (coaching types are sent as 'Coaching'). */
export const cancelAppointment = defineCall({
  path: '/application/api/u/dmh/cancel-appointment',
  ...bookingsCall,
  request: requestBody({
    appointment_id: stringId('Please choose a valid appointment.'),
    appointment_type: v.picklist(APPOINTMENT_TYPES, 'Please choose a valid appointment type.'),
    message: optionalText(1000),
  }),
  response: v.object({ success: v.boolean(), err: v.optional(v.string()) }),
});

/** Cancels a corporate-event booking by its timeslot. */
export const cancelTimeslotBooking = defineCall({
  path: '/application/api/u/events/cancel-timeslot-booking',
  ...bookingsCall,
  request: requestBody({
    timeslot_id: id('Please choose a valid time slot.'),
    all_series: v.optional(boolLike(), false),
  }),
  response: ackReplySchema,
});
