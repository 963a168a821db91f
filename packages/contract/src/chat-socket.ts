import * as v from 'valibot';
import { chatFileSchema } from './calls/chat';

/**
 * The local chat transport's WebSocket protocol (/ws/chat?conversation=<sid>), shared by the server and the
 * browser adapter. The server sends the history on open, so a reconnecting socket resynchronises (decision 0200).
 */
export const CHAT_SOCKET_PATH = '/ws/chat';
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const DISCHARGED_MESSAGE = 'You have been discharged from coaching, so you cannot send messages.';
export const EMPTY_MESSAGE = 'An empty message is not sent.';
/** a support conversation the member's sign-out shut down (decision 0340) */
export const CLOSED_MESSAGE = 'This conversation has been closed.';
/** the sides of a conversation: the member, and the coach (coaching) or the client's support staff (support chat) */
export const CHAT_SIDES = ['member', 'coach', 'support'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];
const side = v.picklist(CHAT_SIDES);

export const chatMessageSchema = v.object({
  index: v.number(),
  /** the author's chat identity (participants_mapping) */
  author: v.string(),
  from: side,
  type: v.picklist(['text', 'media']),
  body: v.string(),
  files: v.array(chatFileSchema),
  /** ISO date and time */
  timestamp: v.string(),
});
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;

/** What the browser sends. */
export const chatClientEventSchema = v.variant('type', [
  v.object({ type: v.literal('send'), body: v.pipe(v.string(), v.maxLength(CHAT_MESSAGE_MAX_LENGTH, `Please use at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`)) }),
  v.object({ type: v.literal('read'), index: v.pipe(v.number(), v.safeInteger(), v.minValue(-1)) }),
  v.object({ type: v.literal('typing') }),
]);
export type ChatClientEvent = v.InferOutput<typeof chatClientEventSchema>;

/** how far each side has read; support only in a support conversation */
const readMarks = v.object({ member: v.number(), coach: v.number(), support: v.optional(v.number()) });
export type ChatReadMarks = v.InferOutput<typeof readMarks>;

/** What the server sends. */
export const chatServerEventSchema = v.variant('type', [
  v.object({ type: v.literal('history'), messages: v.array(chatMessageSchema), read: readMarks, status: v.string(), you: side }),
  v.object({ type: v.literal('message'), message: chatMessageSchema }),
  v.object({ type: v.literal('read'), read: readMarks }),
  v.object({ type: v.literal('typing'), from: side }),
  v.object({ type: v.literal('status'), status: v.string() }),
  v.object({ type: v.literal('error'), message: v.string() }),
]);
export type ChatServerEvent = v.InferOutput<typeof chatServerEventSchema>;
