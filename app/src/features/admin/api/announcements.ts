import {
  deleteAnnouncement as deleteCall,
  getAdminAnnouncements,
  getAnnouncements,
  publishAnnouncement as publishCall,
} from '@portal/contract/calls/admin';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

/** What the member's employer announces now (every member may read their own employer's). */
export const useAnnouncements = () => useCall(getAnnouncements, {});

export const useAdminAnnouncements = () => useCall(getAdminAnnouncements, {});

export const publishAnnouncement = (body: { title: string; body: string; expires_on?: string | null }) => callApi(publishCall, body);

export const deleteAnnouncement = (id: number) => callApi(deleteCall, { id });
