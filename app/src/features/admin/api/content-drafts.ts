import {
  deleteDraft as deleteDraftCall,
  deleteEmployerEvent as deleteEventCall,
  getContentDrafts,
  republishDraft as republishCall,
  unpublishAnnouncement as unpublishAnnouncementCall,
  unpublishCustomArticle as unpublishArticleCall,
  unpublishEmployerEvent as unpublishEventCall,
} from '@portal/contract/calls/admin';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const useContentDrafts = () => useCall(getContentDrafts, {});

export const unpublishCustomArticle = (id: number) => callApi(unpublishArticleCall, { id });
export const unpublishAnnouncement = (id: number) => callApi(unpublishAnnouncementCall, { id });
export const unpublishEmployerEvent = (id: number) => callApi(unpublishEventCall, { id });
export const deleteEmployerEvent = (id: number) => callApi(deleteEventCall, { id });
export const republishDraft = (id: number) => callApi(republishCall, { id });
export const deleteDraft = (id: number) => callApi(deleteDraftCall, { id });

const ADMIN_CALLS = '/application/api/u/admin/';
/** the member-facing calls that may show an employer's article, announcement or event */
const MEMBER_CONTENT = /\/(announcements|events|content|articles|home|my-list|search)/;

/**
 * After a take-down or a republish: every member-facing reply this tab holds (home, content, articles, events,
 * announcements, bookings) is dropped and read again, so the admin, who is a member too, never sees the old item on them;
 * the drafts list is refreshed with them.
 */
export function useRefreshAfterTakeDown(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async () => {
      const path = (key: unknown) => (Array.isArray(key) && typeof key[0] === 'string' ? key[0] : '');
      // the members' replies are dropped, not shown stale while they are read again
      await mutate((key) => !path(key).startsWith(ADMIN_CALLS) && MEMBER_CONTENT.test(path(key)), undefined, { revalidate: true });
      await mutate((key) => path(key) === getContentDrafts.path);
    },
    [mutate],
  );
}
