import { getCoachees, joinCoacheeChat, setCoacheeStatus } from '@portal/contract/calls/workspace';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

/** The inbox and upcoming sessions; refreshed every 15 s so unread counts move while the coach works elsewhere. */
export function useCoachees() {
  return useCall(getCoachees, {}, { refreshInterval: 15_000, shouldRetryOnError: false });
}

export function useCoacheeChat(conversationSid: string) {
  return useCall(joinCoacheeChat, { conversation_sid: conversationSid }, { revalidateOnMount: true, shouldRetryOnError: false });
}

export function setStatus(conversationSid: string, status: 'active' | 'discharged') {
  return callApi(setCoacheeStatus, { conversation_sid: conversationSid, status });
}
