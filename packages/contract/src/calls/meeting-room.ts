import * as v from 'valibot';
import { defineCall } from '../define-call';
import { dateTime, nonEmptyString, requestBody, stringId } from '../fields';
import { ackReplySchema, dateTimeText } from '../replies';
import { SHELL, routesOf } from '../route-names';

/**
 * The video access token of a booking's room. Polled every 2 s: until the room opens the reply is
 * `success: false` with an `error` text the page shows in its status area.
 */
export const getAppointmentAccessToken = defineCall({
  path: '/application/api/u/dmh/get-appointment-access-token',
  seed: '000',
  area: 'meeting-room',
  auth: 'session',
  routes: routesOf('bookingVideoRoom'),
  request: requestBody({
    appointment_id: stringId('Please choose a valid appointment.'),
    start: v.optional(dateTime()),
    end: v.optional(dateTime()),
    clinician_id: v.optional(stringId('Please choose a valid clinician.')),
  }),
  response: v.object({
    success: v.boolean(),
    access_token: v.optional(v.string()),
    /** the room the token admits to */
    room_name: v.optional(v.string()),
    error: v.optional(v.string()),
    /** the booking's times, so the waiting room can count down (the coach's and clinician's side too) */
    start: v.optional(dateTimeText),
    end: v.optional(dateTimeText),
  }),
});

/** The room opens this long before the start, as Join does (seed 000 section 4). */
export const ROOM_OPENS_BEFORE_MS = 10 * 60_000;
/** The server's texts while no token is given; the page shows them in its status area and keeps polling. */
export const ROOM_NOT_OPEN_MESSAGE = 'The meeting room opens 10 minutes before the start.';
export const ROOM_CLOSED_MESSAGE = 'This session has ended.';
export const ROOM_NOT_FOUND_MESSAGE = 'We could not find this booking.';
/** Analytics events of the room (seed 000 section 7), sent as JSON through video/log-info. */
export const VIDEO_EVENTS = ['appointment-start', 'appointment-end', 'coach-participation'] as const;

/** A diagnostic line from the meeting room, kept in the server log. */
export const logVideoInfo = defineCall({
  path: '/application/api/u/video/log-info',
  seed: '000',
  area: 'meeting-room',
  auth: 'session',
  routes: SHELL,
  request: requestBody({ message: nonEmptyString('Please include a message.', 4000) }),
  response: ackReplySchema,
});
