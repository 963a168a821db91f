import { getNotifications, getUnreadNotifications } from '@portal/contract/calls/notifications';
import { handle, memberOf } from '../core/types';
import * as notifications from './service';

export const notificationHandlers = [
  handle(getNotifications, async (input, ctx) => ({
    success: true,
    notifications: await notifications.getNotifications(ctx.db, memberOf(ctx), input.mark_read ?? [], ctx.now, ctx.client.manifest),
  })),
  handle(getUnreadNotifications, async (_input, ctx) => ({
    success: true,
    unread_count: await notifications.getUnreadCount(ctx.db, memberOf(ctx)),
  })),
];
