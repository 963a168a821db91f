import { getNotifications, getUnreadNotifications } from '@portal/contract/calls/notifications';
import { handle, memberOf } from '../core/types';
import * as notifications from './service';

export const notificationHandlers = [
  handle(getNotifications, async (input, ctx) => ({
    success: true,
    notifications: await notifications.getNotifications(ctx.db, memberOf(ctx), input.mark_read ?? [], ctx.now, ctx.client.manifest),
  })),
  // the shell polls it: no promise but the count's own
  handle(getUnreadNotifications, (_input, ctx) =>
    notifications.getUnreadCount(ctx.db, memberOf(ctx)).then((unread_count) => ({ success: true as const, unread_count })),
  ),
];
