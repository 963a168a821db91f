import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const CORPORATE_EVENT_TYPES = ['service', 'webinar', 'external', 'event_series', 'event'] as const;
export type CorporateEventType = (typeof CORPORATE_EVENT_TYPES)[number];

/** An event's words in one language; English is always there, others fall back to it field by field. */
export interface EventText {
  title: string;
  description: string;
  info?: string;
}

/** A corporate event of one client (seed 001 section 3); its dates and timeslots carry the seats. */
export const corporateEvents = pgTable(
  'corporate_events',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    /** stable name of a seeded event, so a reseed finds it again */
    seedKey: text('seed_key').notNull(),
    type: text('type', { enum: CORPORATE_EVENT_TYPES }).notNull(),
    isVirtual: integer('is_virtual').notNull().default(0),
    texts: jsonb('texts').$type<Record<string, EventText>>().notNull(),
    category: text('category'),
    featuredImg: text('featured_img'),
    embedCode: text('embed_code'),
    serviceProviderName: text('service_provider_name'),
    externalLink: text('external_link'),
    /** office_locations ids; an online event is offered at every office */
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'::integer[]`),
    payFlag: integer('pay_flag').notNull().default(0),
    /** minor units */
    slotCost: integer('slot_cost'),
    seriesCost: integer('series_cost'),
    currency: text('currency'),
  },
  (t) => [uniqueIndex('corporate_events_seed').on(t.clientId, t.seedKey)],
);

/** A date of an event with its seats; a service event's seats are on its timeslots instead. */
export const corporateEventDates = pgTable(
  'corporate_event_dates',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => corporateEvents.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [index('corporate_event_dates_client_start').on(t.clientId, t.startAt), index('corporate_event_dates_event').on(t.eventId)],
);

/** A bookable slot of a service event's date. */
export const corporateEventSlots = pgTable(
  'corporate_event_slots',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    eventDateId: integer('event_date_id')
      .notNull()
      .references(() => corporateEventDates.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [index('corporate_event_slots_date').on(t.eventDateId)],
);

/** offered: a seat of a paid date came free and is held for the first member on the waiting list until they pay */
export const REGISTRATION_STATUSES = ['registered', 'waiting', 'offered', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** A member's place on a date (or a slot of it): registered, on the waiting list, or cancelled. */
export const corporateEventRegistrations = pgTable(
  'corporate_event_registrations',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    eventDateId: integer('event_date_id')
      .notNull()
      .references(() => corporateEventDates.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id').references(() => corporateEventSlots.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** an offered place passes to the next member on the waiting list at this time */
    offeredUntil: timestamp('offered_until', { withTimezone: true }),
  },
  (t) => [
    index('corporate_event_registrations_member').on(t.clientId, t.userId),
    // one live place per member and date (or slot): a double click or a retried request cannot book twice
    uniqueIndex('corporate_event_registrations_live')
      .on(t.clientId, t.userId, t.eventDateId, sql`coalesce(${t.slotId}, 0)`)
      .where(sql`${t.status} <> 'cancelled'`),
    index('corporate_event_registrations_waiting').on(t.eventDateId, t.status, t.createdAt),
    // the held places whose time ran out, which every events read looks for first (firstOfferLapse)
    index('corporate_event_registrations_offered').on(t.clientId, t.offeredUntil).where(sql`${t.status} = 'offered'`),
  ],
);

/** A webinar of one client (seed 001 sections 2 to 4): registration opens first, then the video. */
export const webinars = pgTable(
  'webinars',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    seedKey: text('seed_key').notNull(),
    texts: jsonb('texts').$type<Record<string, EventText>>().notNull(),
    registrationOpenFrom: timestamp('registration_open_from', { withTimezone: true }).notNull(),
    videoOpenFrom: timestamp('video_open_from', { withTimezone: true }).notNull(),
    /** a path of this server (events/media) or a URL of the client's video host */
    videoUrl: text('video_url'),
  },
  (t) => [uniqueIndex('webinars_seed').on(t.clientId, t.seedKey)],
);

/** A member's registration for a webinar, and the seconds they watched (webinars/track-view). */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    secondsWatched: integer('seconds_watched').notNull().default(0),
    views: integer('views').notNull().default(0),
  },
  (t) => [uniqueIndex('webinar_registrations_member').on(t.clientId, t.userId, t.webinarId)],
);
