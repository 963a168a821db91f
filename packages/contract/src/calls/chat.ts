import * as v from 'valibot';
import { defineCall } from '../define-call';
import { nonEmptyString, requestBody, requestMessage, ignoredUserId, stringId } from '../fields';
import { ackReplySchema } from '../replies';
import { COACHING_ROUTES } from '../route-names';

export const CHAT_TYPES = ['mental_health', 'healthcoach', 'cancer'] as const;
export const CHAT_FILE_MAX_BYTES = 5242880;
export const CHAT_FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const MAX_FILE_SIZE_MESSAGE = 'Max file size exceeded';
export const VIDEO_FILE_MESSAGE = 'You cannot submit a video file.';
export const FILE_TYPE_MESSAGE = 'Please attach a png, jpg, jpeg or pdf file.';
/** status of a discharged coachee: sending is blocked */
export const DISCHARGED_STATUS = 'discharged';

const conversationSid = stringId('Please choose a valid conversation.');

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const chatCall = { seed: '002', area: 'chat', auth: 'session', routes: COACHING_ROUTES } as const;

/** Join a chat with the coach: the chat-service token and the conversation. */
export const joinChat = defineCall({
  path: '/application/api/u/chat/join',
  ...chatCall,
  request: requestBody({
    type: v.optional(v.picklist(CHAT_TYPES, 'Please choose a valid coaching service.'), 'mental_health'),
  }),
  response: v.object({
    success: v.boolean(),
    token: v.string(),
    user_coach_name: v.string(),
    participants_mapping: v.array(v.object({ identity: v.string(), email: v.optional(v.string()) })),
    friendly_name: v.string(),
    /** the member's chat identity */
    user: v.string(),
    /** e.g. 'active' or DISCHARGED_STATUS */
    status: v.string(),
    chat_user_title: v.string(),
    conversation_sid: v.string(),
    init_conversation: v.boolean(),
  }),
});

/** Leaves a conversation. */
export const leaveConversation = defineCall({
  path: '/application/api/u/chat/leave-conversation',
  ...chatCall,
  request: requestBody({ conversation_id: conversationSid }),
  response: ackReplySchema,
});

/** Marks the conversation active after each message sent. */
export const touchConversation = defineCall({
  path: '/application/api/u/chat/touch-conversation',
  ...chatCall,
  request: requestBody({ conversation_sid: conversationSid }),
  response: ackReplySchema,
});

const fileEntries = {
  file: v.pipe(
    v.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, 'Please attach a file.'),
    v.check((file) => !file.type.startsWith('video/'), VIDEO_FILE_MESSAGE),
    v.check((file) => (CHAT_FILE_TYPES as readonly string[]).includes(file.type), FILE_TYPE_MESSAGE),
    v.check((file) => file.size <= CHAT_FILE_MAX_BYTES, MAX_FILE_SIZE_MESSAGE),
  ),
  conversation_sid: conversationSid,
  /** the chat token of chat/join, which the uploader checks against the conversation */
  token: nonEmptyString('Please join the chat first.', 8192),
};

export const chatFileSchema = v.object({
  url: v.string(),
  name: v.string(),
  type: v.string(),
  size: v.number(),
});

/** Uploads a chat attachment (multipart form); at most 5 MB, png, jpg, jpeg or pdf. */
export const uploadChatFile = defineCall({
  path: '/application/uploader/file/upload',
  ...chatCall,
  request: v.object({ ...fileEntries, user_id: ignoredUserId }, requestMessage(fileEntries)),
  response: v.object({
    success: v.boolean(),
    message: v.object({ body: v.optional(v.string()), files: v.array(chatFileSchema) }),
    err: v.optional(v.string()),
  }),
});
