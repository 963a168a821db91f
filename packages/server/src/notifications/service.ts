import type { Notification } from '@portal/contract/calls/notifications';
import { pathTo } from '@portal/manifest/routes';
import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import { translated } from '../core/translated';
import type { Db, Member } from '../core/types';
import { countUnread, listNotifications, markRead, type NotificationRow } from './repository';
import type { NotificationEvent } from './schema';

/** Notification types the panel knows (seed 000 sections 2 and 3). */
export const NOTIFICATION_TYPES = [
  'appointment_options',
  'salesforce_appointment_options',
  'salesforce_session_suggestions_rejected',
  'salesforce_clinician_message',
  'appointment_cancellation',
  'face_to_face',
  'general',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const LIST_LIMIT = 200;
const MARK_READ_LIMIT = 500;

/** Where a notification's action leads; the href needs the notification's own id, so it is built on read. */
export function actionHref(type: string, id: number, event: NotificationEvent): string {
  switch (type) {
    case 'appointment_options':
    case 'salesforce_appointment_options':
    case 'salesforce_clinician_message':
      return pathTo('messageAction', { id, action: 'reply' });
    case 'salesforce_session_suggestions_rejected':
      return pathTo('messageAction', { id, action: 'reject' });
    case 'appointment_cancellation':
      return pathTo('messageAction', { id, action: 'cancel' });
    case 'face_to_face': {
      const sessionId = event.additional_details?.['sessionId'];
      return sessionId ? pathTo('f2f', { sessionId, notificationId: id }) : pathTo('home');
    }
    default:
      return event.actionUrl?.href ?? pathTo('home');
  }
}

function formatInstant(date: Date): string {
  return `${date.toISOString().slice(0, -5)}Z`;
}

/** The notification as the panel shows it, in `language` when the row has it (else English). */
export function toNotification(row: NotificationRow, language = 'en'): Notification {
  const { actionUrl: _stored, ...refs } = row.event;
  const { subject, body } = translated({ subject: row.subject, body: row.body }, row.translations, language);
  return {
    id: row.id,
    type: row.type,
    subject,
    body,
    readAt: row.readAt ? formatInstant(row.readAt) : null,
    createdAt: formatInstant(row.createdAt),
    event: { ...refs, actionUrl: { href: actionHref(row.type, row.id, row.event) } },
  };
}

export async function getNotifications(
  db: Db,
  member: Member,
  markReadIds: readonly number[],
  now: Date,
  manifest: Pick<Manifest, 'languages' | 'defaultLanguage'>,
): Promise<Notification[]> {
  await markRead(db, member, [...new Set(markReadIds)].slice(0, MARK_READ_LIMIT), now);
  const language = await memberLanguage(db, member, manifest);
  const rows = await listNotifications(db, member, LIST_LIMIT);
  return rows.map((row) => toNotification(row, language.shown));
}

export function getUnreadCount(db: Db, member: Member): Promise<number> {
  return countUnread(db, member);
}
