import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Where a booking lives: the appointment store, the coaching store, or a corporate event's timeslot. */
export const BOOKING_STORES = ['appointment', 'coaching', 'event'] as const;
export type BookingStore = (typeof BOOKING_STORES)[number];

export interface BookingDetails {
  event_title?: string;
  locations?: string[];
  video_gif?: string;
  /** the event title and clinician name in other languages than English, by language code */
  translations?: Record<string, { event_title?: string; clinician_name?: string }>;
}

/** A corporate event's timeslot with its seats; cancelling a booking frees a seat. */
export const eventTimeslots = pgTable(
  'event_timeslots',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    eventTitle: text('event_title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [index('event_timeslots_client').on(t.clientId, t.startAt)],
);

/** Every booking a member sees in the bookings panel, whatever its store. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    store: text('store', { enum: BOOKING_STORES }).notNull(),
    appointmentType: text('appointment_type').notNull(),
    status: text('status').notNull().default('Booked'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    clinicianId: text('clinician_id'),
    clinicianName: text('clinician_name'),
    clinicianImage: text('clinician_image'),
    clinicianAddress: text('clinician_address'),
    clinicianLat: doublePrecision('clinician_lat'),
    clinicianLng: doublePrecision('clinician_lng'),
    timeslotId: integer('timeslot_id'),
    details: jsonb('details').$type<BookingDetails>().notNull().default({}),
    cancelMessage: text('cancel_message'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bookings_member').on(t.clientId, t.userId, t.startAt), index('bookings_timeslot').on(t.timeslotId)],
);
