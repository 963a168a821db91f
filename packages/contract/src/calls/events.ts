import * as v from 'valibot';
import { defineCall } from '../define-call';
import { boolLike, id, intLike, isoDate, requestBody } from '../fields';
import { ackReplySchema, dateText, dateTimeText } from '../replies';
import { routesOf } from '../route-names';
import { locationSchema } from './locations';

const EVENT_ROUTES = routesOf('events', 'viewEvent');

/** The error text of book-timeslot for a past slot; the page shows 'The selected time slot has expired.' */
export const TIME_SLOT_IS_PAST = 'Time slot is past';
export const EVENTS_DAYS_LIMIT = 365;

const text = v.optional(v.nullable(v.string()));
const money = v.optional(v.nullable(v.number()));
/** 0/1 flags as the event records store them */
const flag = v.picklist([0, 1]);

export const EVENT_TYPES = ['service', 'webinar', 'external', 'event_series', 'event'] as const;
export const EVENT_BOOKING_STATUSES = ['upcoming', 'past', 'cancelled'] as const;

export const timeslotSchema = v.object({
  ts_id: v.number(),
  ts_start_date_time: dateTimeText,
  ts_end_date_time: v.optional(dateTimeText),
  ts_fully_booked: flag,
  /** upcoming, live or past */
  ts_time_status: v.string(),
  ts_u_registered: flag,
});

/** An event date on the detail page (seed 001 section 3). Money is in minor units. */
export const eventDateSchema = v.object({
  e_id: v.number(),
  e_title: v.string(),
  e_type: v.picklist(EVENT_TYPES),
  e_is_virtual_event: flag,
  e_description: v.string(),
  e_featured_img: text,
  /** base64 of an embed snippet */
  embed_code: text,
  e_locations: v.array(locationSchema),
  e_room_info: text,
  e_service_provider_name: text,
  e_external_link: text,
  e_employee_pay_flag: flag,
  e_employee_slot_cost: money,
  e_employee_series_cost: money,
  e_currency: text,
  b_t_currency: text,
  e_status: v.string(),
  e_listing_id: v.nullable(v.number()),
  all_locations_for_client: v.array(locationSchema),
  e_dates: v.array(
    v.object({ ed_id: v.number(), ed_start_date_time: dateTimeText, ed_end_date_time: dateTimeText }),
  ),
  ed_id: v.number(),
  ed_start_date_time: dateTimeText,
  ed_end_date_time: dateTimeText,
  ed_fully_booked: flag,
  ed_u_registered: flag,
  ed_user_registered: v.optional(flag),
  ed_u_on_waiting_list: flag,
  /** 1 when a seat of a paid date came free and is held for the member until they pay (or it passes on) */
  ed_u_offered: v.optional(flag),
  /** when the held seat passes to the next member on the waiting list */
  ed_u_offered_until: v.optional(v.nullable(dateTimeText)),
  /** the time slot held for the member, for a service */
  ed_u_offered_timeslot_id: v.optional(v.nullable(v.number())),
  ed_timeslots: v.array(timeslotSchema),
});
export type EventDate = v.InferOutput<typeof eventDateSchema>;

export const eventListItemSchema = v.object({
  title: v.string(),
  start_date: dateTimeText,
  end_date: dateTimeText,
  locations: v.array(v.object({ location_label: v.string() })),
  event_date_id: v.number(),
  fully_booked: v.boolean(),
  category: text,
  e_employee_series_cost: money,
  e_employee_slot_cost: money,
  e_employee_pay_currency: text,
});
export type EventListItem = v.InferOutput<typeof eventListItemSchema>;

export const eventBookingSchema = v.object({
  booking_id: v.number(),
  booking_ref: v.string(),
  title: v.string(),
  description: v.string(),
  status: v.string(),
  time_status: v.picklist(EVENT_BOOKING_STATUSES),
  timeslot_id: v.nullable(v.number()),
  event_date_id: v.number(),
  timeslot_start: dateTimeText,
  timeslot_end: dateTimeText,
  locations: v.array(locationSchema),
  e_room_info: text,
  service_provider_name: text,
  e_employee_pay_flag: flag,
  e_employee_slot_cost: money,
  b_t_currency: text,
});
export type EventBooking = v.InferOutput<typeof eventBookingSchema>;

export const webinarSchema = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  video_open_from: dateTimeText,
  registration_open_from: dateTimeText,
  /** whether the member registered */
  user_reg: v.boolean(),
  video_url: v.nullable(v.string()),
});
export type Webinar = v.InferOutput<typeof webinarSchema>;

const allSeries = v.optional(boolLike(), false);
const eventDateId = id('Please choose a valid event date.');
const timeslotId = id('Please choose a valid time slot.');
const webinarId = id('Please choose a valid webinar.');
/** where the payment provider returns the member: a path or URL of this site (the server checks the origin) */
const referrer = v.pipe(
  v.string('Please send the return address.'),
  v.trim(),
  v.regex(/^(\/(?!\/)|https?:\/\/)/, 'The return address must be a page of this site.'),
  v.maxLength(500, 'The return address is too long.'),
);
const stripeReply = v.object({
  success: v.optional(v.boolean()),
  session: v.object({ id: v.string(), url: v.optional(v.string()) }),
  err: v.optional(v.string()),
});

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const eventsCall = { seed: '001', area: 'events', auth: 'session', routes: EVENT_ROUTES } as const;

/** The member's event bookings by status (limit -1: all). */
export const getEventBookings = defineCall({
  path: '/application/api/u/events/get-bookings',
  readOnly: true,
  ...eventsCall,
  request: requestBody({
    status: v.optional(
      v.picklist(EVENT_BOOKING_STATUSES, 'Please choose upcoming, past or cancelled bookings.'),
    ),
    limit: v.optional(v.pipe(intLike(), v.minValue(-1, 'Please choose a valid limit.')), -1),
  }),
  response: v.object({ success: v.optional(v.boolean()), items: v.array(eventBookingSchema) }),
});

/** Cancels a booking of an event date (by booking or event date id). */
export const cancelDateBooking = defineCall({
  path: '/application/api/u/events/cancel-date-booking',
  ...eventsCall,
  request: v.pipe(
    requestBody({
      booking_date_id: v.optional(id('Please choose a valid booking.')),
      event_date_id: v.optional(eventDateId),
      all_series: allSeries,
    }),
    v.check(
      (input) => input.booking_date_id !== undefined || input.event_date_id !== undefined,
      'Please choose the booking to cancel.',
    ),
  ),
  response: v.object({ success: v.boolean(), message: v.optional(v.string()) }),
});

/** Event dates grouped by day, from a date for up to 365 days. */
export const getEvents = defineCall({
  path: '/application/api/u/events/get-events',
  readOnly: true,
  ...eventsCall,
  request: requestBody({
    from_date: isoDate(),
    days_limit: v.optional(
      v.pipe(
        intLike('Please choose between 1 and 365 days.'),
        v.minValue(1, 'Please choose between 1 and 365 days.'),
        v.maxValue(EVENTS_DAYS_LIMIT, 'Please choose between 1 and 365 days.'),
      ),
      EVENTS_DAYS_LIMIT,
    ),
  }),
  response: v.object({
    success: v.optional(v.boolean()),
    data: v.array(v.object({ date: dateText, events: v.array(eventListItemSchema) })),
  }),
});

/** The client's webinars. */
export const getWebinars = defineCall({
  path: '/application/api/u/webinars/get-webinars',
  readOnly: true,
  ...eventsCall,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), webinars: v.array(webinarSchema) }),
});

/** Registers for a webinar. */
export const registerWebinar = defineCall({
  path: '/application/api/u/webinars/register',
  ...eventsCall,
  request: requestBody({ webinar_id: webinarId }),
  response: ackReplySchema,
});

/** One webinar. */
export const getWebinar = defineCall({
  path: '/application/api/u/webinars/get-webinar',
  readOnly: true,
  ...eventsCall,
  request: requestBody({ webinar_id: webinarId }),
  response: v.object({ success: v.optional(v.boolean()), webinar: webinarSchema }),
});

/** Seconds of a webinar watched, sent on leaving the viewer. */
export const trackWebinarView = defineCall({
  path: '/application/api/u/webinars/track-view',
  ...eventsCall,
  request: requestBody({
    webinar_id: webinarId,
    seconds: v.pipe(
      intLike('Please send the seconds watched.'),
      v.minValue(0, 'Please send the seconds watched.'),
    ),
  }),
  response: ackReplySchema,
});

/** An event date, by its id or by location and listing. */
export const getCorporateEvent = defineCall({
  path: '/application/api/u/sapphire/events/get-corporate-event',
  readOnly: true,
  ...eventsCall,
  request: v.pipe(
    requestBody({
      event_date_id: v.optional(eventDateId),
      location_id: v.optional(id('Please choose a valid location.')),
      listing_id: v.optional(id('Please choose a valid event.')),
    }),
    v.check(
      (input) =>
        input.event_date_id !== undefined ||
        (input.location_id !== undefined && input.listing_id !== undefined),
      'Please choose an event.',
    ),
  ),
  response: v.object({
    success: v.optional(v.boolean()),
    event_date: eventDateSchema,
    err: v.optional(v.string()),
  }),
});

/** Books an event date (all dates of a series when all_series). */
export const bookEventDate = defineCall({
  path: '/application/api/u/events/book-date',
  ...eventsCall,
  request: requestBody({ event_date_id: eventDateId, all_series: allSeries }),
  response: ackReplySchema,
});

/** Books a time slot of a service event; a past slot fails with TIME_SLOT_IS_PAST. */
export const bookTimeslot = defineCall({
  path: '/application/api/u/sapphire/events/book-timeslot',
  ...eventsCall,
  request: requestBody({ timeslot_id: timeslotId, all_series: allSeries }),
  response: ackReplySchema,
});

/** Joins the waiting list of a fully booked date. */
export const registerWaitingList = defineCall({
  path: '/application/api/u/events/register-waiting-list',
  ...eventsCall,
  request: requestBody({ event_date_id: eventDateId }),
  response: ackReplySchema,
});

/** A card-payment checkout session for a paid time slot. */
export const getStripeSessionBySlot = defineCall({
  path: '/application/api/u/events/get-event-stripe-session-by-slot',
  ...eventsCall,
  request: requestBody({ timeslot_id: timeslotId, all_series: allSeries, referrer }),
  response: stripeReply,
});

/** A card-payment checkout session for a paid event date. */
export const getStripeSessionByDate = defineCall({
  path: '/application/api/u/events/get-event-stripe-session-by-date',
  ...eventsCall,
  request: requestBody({ event_date_id: eventDateId, all_series: allSeries, referrer }),
  response: stripeReply,
});
