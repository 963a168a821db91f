import * as v from 'valibot';
import { defineCall } from '../define-call';
import { id, listOf, requestBody } from '../fields';
import { count, dateTimeText } from '../replies';
import { SHELL } from '../route-names';

const sessionRef = v.object({ sessionId: v.string() });

export const notificationSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  type: v.string(),
  subject: v.string(),
  body: v.string(),
  /** null while unread */
  readAt: v.nullable(dateTimeText),
  createdAt: v.optional(dateTimeText),
  event: v.object({
    actionUrl: v.object({ href: v.string() }),
    salesforce_appointment_options: v.optional(sessionRef),
    salesforce_session_suggestions_rejected: v.optional(sessionRef),
    salesforce_clinician_message: v.optional(v.object({ sf_appointment_id: v.string() })),
    additional_details: v.optional(v.record(v.string(), v.unknown())),
  }),
});
export type Notification = v.InferOutput<typeof notificationSchema>;

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const notificationsCall = { seed: '000', area: 'notifications', auth: 'session', routes: SHELL } as const;

/**
 * The member's notifications, newest first. The spec shows neither the request nor the wrapper: we wrap the
 * list as `{ success, notifications }`, and since it names no call for marking read, this call takes an
 * optional `mark_read` list of ids that are marked read before the list is returned.
 */
export const getNotifications = defineCall({
  path: '/application/api/u/notifications',
  ...notificationsCall,
  request: requestBody({
    mark_read: v.optional(listOf(id('Please choose a valid notification.'))),
  }),
  response: v.object({ success: v.boolean(), notifications: v.array(notificationSchema) }),
});

/** How many notifications are unread; polled every 30 s. */
export const getUnreadNotifications = defineCall({
  path: '/application/api/u/notifications/unread',
  readOnly: true,
  ...notificationsCall,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), unread_count: count }),
});
