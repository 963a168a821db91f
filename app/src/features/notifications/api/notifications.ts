import { getNotifications as getNotificationsCall, getUnreadNotifications } from '@portal/contract/calls/notifications';
import { callApi } from '../../../lib/api';
import { useCall, useRevalidateCall } from '../../../lib/swr';

/** The unread count is polled every 30 s (seed 000 section 9). */
export const UNREAD_POLL_MS = 30_000;

export function getNotifications(markRead: readonly number[] = []) {
  return callApi(getNotificationsCall, markRead.length > 0 ? { mark_read: [...markRead] } : {});
}

export function useNotifications(enabled = true) {
  return useCall(getNotificationsCall, enabled ? {} : null);
}

export function useUnreadCount() {
  return useCall(getUnreadNotifications, {}, { refreshInterval: UNREAD_POLL_MS });
}

/** Marks notifications read through the list call's mark_read, then refreshes the list and the count. */
export function useMarkNotificationsRead(): (ids: readonly number[]) => Promise<void> {
  const revalidate = useRevalidateCall();
  return async (ids) => {
    if (ids.length === 0) return;
    const reply = await getNotifications(ids);
    await revalidate(getNotificationsCall, {}, reply);
    await revalidate(getUnreadNotifications, {});
  };
}
