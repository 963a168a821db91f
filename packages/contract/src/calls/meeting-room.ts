import * as v from 'valibot';
import { defineCall } from '../define-call';
import {
  boolLike,
  dateTime,
  id,
  intLike,
  nonEmptyString,
  optionalText,
  requestBody,
  stringId,
} from '../fields';
import { ackReplySchema, dateTimeText } from '../replies';
import { SHELL, routesOf } from '../route-names';

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const meetingRoomCall = { seed: '000', area: 'meeting-room', auth: 'session', routes: routesOf('bookingVideoRoom') } as const;

/**
 * The video access token of a booking's room. Polled every 2 s: until the room opens the reply is
 * `success: false` with an `error` text the page shows in its status area.
 */
export const getAppointmentAccessToken = defineCall({
  path: '/application/api/u/dmh/get-appointment-access-token',
  ...meetingRoomCall,
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

export const FEEDBACK_RATING_MESSAGE = 'Please choose a rating from 1 to 10.';

/**
 * The session feedback modal's answers (seed 000 section 2, seed 003 section 3: a scale of one to ten, yes/no
 * and free text), kept per booking and member; answering again replaces them. The portal's own call
 * (decision 0210): the spec shows the modal but no call for it.
 */
export const saveSessionFeedback = defineCall({
  path: '/application/api/u/video/save-feedback',
  ...meetingRoomCall,
  request: requestBody({
    booking_id: id('Please choose a valid booking.'),
    rating: v.pipe(
      intLike(FEEDBACK_RATING_MESSAGE),
      v.minValue(1, FEEDBACK_RATING_MESSAGE),
      v.maxValue(10, FEEDBACK_RATING_MESSAGE),
    ),
    recommend: v.optional(v.nullable(boolLike())),
    comment: optionalText(2000),
  }),
  response: ackReplySchema,
});
