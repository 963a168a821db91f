import * as v from 'valibot';
import { joinChat, leaveConversation, touchConversation, uploadChatFile, type CHAT_TYPES } from '@portal/contract/calls/chat';
import type { CallResponse } from '@portal/contract/define-call';
import { ApiError, callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export type ChatType = (typeof CHAT_TYPES)[number];
export type JoinReply = CallResponse<typeof joinChat>;

/** Joins the member's chat; a new token each time the page opens, never one from the cache. */
export function useJoinChat(type: ChatType = 'mental_health') {
  return useCall(joinChat, { type }, { revalidateOnMount: true, shouldRetryOnError: false, revalidateIfStale: true });
}

export function touch(conversationSid: string) {
  return callApi(touchConversation, { conversation_sid: conversationSid });
}

export function leave(conversationSid: string) {
  return callApi(leaveConversation, { conversation_id: conversationSid });
}

/** Sends a file (multipart: file, conversation_sid, token); the reply is the message with the file. */
export async function uploadFile(file: File, conversationSid: string, token: string): Promise<CallResponse<typeof uploadChatFile>> {
  const form = new FormData();
  form.append('file', file);
  form.append('conversation_sid', conversationSid);
  form.append('token', token);
  let response: Response;
  try {
    response = await fetch(uploadChatFile.path, { method: 'POST', credentials: 'same-origin', body: form, headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError(uploadChatFile.path, 0, 'The server could not be reached. Please try again.', null);
  }
  const reply: unknown = await response.json().catch(() => null);
  const err = typeof reply === 'object' && reply !== null && typeof (reply as { err?: unknown }).err === 'string' ? (reply as { err: string }).err : '';
  if (!response.ok) throw new ApiError(uploadChatFile.path, response.status, err || `Request failed (${response.status}).`, reply);
  const parsed = v.safeParse(uploadChatFile.response, reply);
  if (!parsed.success || !parsed.output.success) throw new ApiError(uploadChatFile.path, response.status, err || 'The server sent an unexpected reply.', reply);
  return parsed.output;
}
