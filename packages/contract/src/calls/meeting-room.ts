import * as v from 'valibot';
import { defineCall } from '../define-call';
import { dateTime, nonEmptyString, requestBody, stringId } from '../fields';
import { ackReplySchema } from '../replies';
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
  }),
});

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
