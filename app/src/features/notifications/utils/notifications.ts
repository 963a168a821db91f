import type { Notification } from '@portal/contract/calls/notifications';
import { pathTo } from '@portal/manifest/routes';

export type NotificationTarget =
  | { readonly kind: 'internal'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string };

export function isUnread(notification: Pick<Notification, 'readAt'>): boolean {
  return notification.readAt === null;
}

export function splitNotifications(list: readonly Notification[]): { unread: Notification[]; read: Notification[] } {
  return { unread: list.filter(isUnread), read: list.filter((n) => !isUnread(n)) };
}

function fromHref(href: string): NotificationTarget {
  if (/^https?:\/\//i.test(href)) return { kind: 'external', href };
  // a protocol-relative or scripted href is never followed
  if (!href.startsWith('/') || href.startsWith('//')) return { kind: 'internal', to: pathTo('home') };
  return { kind: 'internal', to: href };
}

/** Where a notification's action leads (seed 000 sections 2 and 3); anything else follows actionUrl.href. */
export function notificationTarget(notification: Pick<Notification, 'id' | 'type' | 'event'>): NotificationTarget {
  const { id, type, event } = notification;
  const message = (action: 'cancel' | 'reject' | 'reply'): NotificationTarget => ({
    kind: 'internal',
    to: pathTo('messageAction', { id, action }),
  });
  switch (type) {
    case 'appointment_cancellation':
      return message('cancel');
    case 'salesforce_session_suggestions_rejected':
      return message('reject');
    case 'appointment_options':
    case 'salesforce_appointment_options':
    case 'salesforce_clinician_message':
      return message('reply');
    case 'face_to_face': {
      const sessionId = event.additional_details?.['sessionId'];
      if (typeof sessionId === 'string' || typeof sessionId === 'number') {
        return { kind: 'internal', to: pathTo('f2f', { sessionId, notificationId: id }) };
      }
      return fromHref(event.actionUrl.href);
    }
    default:
      return fromHref(event.actionUrl.href);
  }
}
