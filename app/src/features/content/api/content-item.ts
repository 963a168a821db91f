import {
  cancelReminder,
  getContentItem,
  registerReminder,
  toggleFavourite,
  type ContentItem,
} from '@portal/contract/calls/content';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const useContentItem = (id: number) => useCall(getContentItem, { item_id: id });

/** Favourites the item or removes the favourite; answers whether it is a favourite now. */
export async function toggleFavouriteOf(item: ContentItem): Promise<boolean> {
  const reply = await callApi(toggleFavourite, { event_id: Number(item.id) });
  return reply.is_favourite;
}

/** Sets or cancels the reminder of a class that has not started (ws studio, dg gym). */
export async function setReminderOf(item: ContentItem, on: boolean): Promise<void> {
  const body = {
    event_id: Number(item.id),
    ...(item.schedule_type
      ? { type: item.schedule_type === 'studio' ? ('ws' as const) : ('dg' as const) }
      : {}),
  };
  await callApi(on ? registerReminder : cancelReminder, body);
}
