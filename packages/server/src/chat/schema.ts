import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** 'closed': a support conversation the member's sign-out shut down (manifest chatWidget.shutdownOnLogout); nobody sends. */
export const CONVERSATION_STATUSES = ['active', 'discharged', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
/** coaching: the member and their coach of one service; support: the member and their client's support staff (decision 0340) */
export const CONVERSATION_KINDS = ['coaching', 'support'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];
/** the two sides of a conversation: the member, and the coach (coaching) or the client's support staff (support) */
export const PARTICIPANT_KINDS = ['member', 'coach', 'support'] as const;
export type ParticipantKind = (typeof PARTICIPANT_KINDS)[number];

/**
 * A chat between a member and their coach of one coaching service, or between a member and the support staff of
 * their client (kind support: no service, no coach). The coach is the coaching domain's coach (coaches.id); coach
 * accounts that answer for it are in workspace/schema.ts.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    /** the public id the page and the chat service use (conversation_sid) */
    sid: text('sid').notNull(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: CONVERSATION_KINDS }).notNull().default('coaching'),
    /** the coaching service; null for a support conversation */
    service: text('service', { enum: ['mental_health', 'healthcoach', 'cancer'] }),
    /** the coach; null for a support conversation */
    coachId: integer('coach_id'),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('active'),
    /** the last message or touch of either side */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('chat_conversations_sid').on(t.sid),
    uniqueIndex('chat_conversations_member_service').on(t.clientId, t.userId, t.service),
    index('chat_conversations_coach').on(t.clientId, t.coachId),
    // one open support conversation per member; closed ones stay for the staff's history
    uniqueIndex('chat_conversations_open_support')
      .on(t.clientId, t.userId)
      .where(sql`${t.kind} = 'support' and ${t.status} = 'active'`),
    index('chat_conversations_support_inbox').on(t.clientId, t.kind, t.lastActiveAt),
  ],
);

/** One message; `index` counts from 0 within its conversation, as the spec's read rule compares indexes. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    author: text('author', { enum: PARTICIPANT_KINDS }).notNull(),
    authorUserId: integer('author_user_id').notNull(),
    body: text('body').notNull(),
    /** the upload a media message carries (uploads/schema.ts) */
    uploadId: text('upload_id'),
    attributes: jsonb('attributes').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('chat_messages_conversation_index').on(t.conversationId, t.index)],
);

/** How far each side has read (-1: nothing yet), and the member side's chat token (stored hashed). */
export const chatReadState = pgTable(
  'chat_read_state',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    participant: text('participant', { enum: PARTICIPANT_KINDS }).notNull(),
    lastReadIndex: integer('last_read_index').notNull().default(-1),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.participant] })],
);

/** A chat token of chat/join, for the uploader: sha256 of the token, bound to one user and conversation. */
export const chatTokens = pgTable(
  'chat_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_tokens_expiry').on(t.expiresAt)],
);
