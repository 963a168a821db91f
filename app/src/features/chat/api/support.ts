import { getSupportConversations, joinSupportChat, joinSupportConversation } from '@portal/contract/calls/support-chat';
import { useCall } from '../../../lib/swr';

/**
 * Joins (or starts) the member's support conversation of the chat widget (decision 0340); a new token each time
 * the widget opens, never one from the cache.
 */
export function useJoinSupportChat() {
  return useCall(joinSupportChat, {}, { revalidateOnMount: true, shouldRetryOnError: false, revalidateIfStale: true });
}

/** The support inbox; refreshed every 10 s so new conversations and unread counts appear while an agent works. */
export function useSupportConversations() {
  return useCall(getSupportConversations, {}, { refreshInterval: 10_000, shouldRetryOnError: false });
}

/** Opens one support conversation from the staff side. */
export function useSupportConversation(conversationSid: string) {
  return useCall(joinSupportConversation, { conversation_sid: conversationSid }, { revalidateOnMount: true, shouldRetryOnError: false });
}
