import * as v from 'valibot';
import { defineCall } from '../define-call';
import { requestBody, stringId } from '../fields';
import { routesOf, SHELL } from '../route-names';

/**
 * The support chat of the client's chat widget (manifest chatWidget; issue 12, decision 0340), beyond the spec's 98
 * calls: a member has one open support conversation, answered by the support staff of their own client over the
 * same chat transports as the chat with the coach.
 */
export const NO_SUPPORT_CHAT_MESSAGE = 'This service has no support chat.';
export const SUPPORT_GREETING = 'Hello! How can we help you today?';

const conversationSid = stringId('Please choose a valid conversation.');
const SUPPORT_ROUTES = routesOf('supportInbox', 'supportConversation');

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const supportChatCall = { seed: '000', area: 'support-chat', auth: 'session', role: 'support', routes: SUPPORT_ROUTES } as const;

/** Joins (or starts) the member's open support conversation: the chat token and the member's chat identity. */
export const joinSupportChat = defineCall({
  path: '/application/api/u/support-chat/join',
  seed: '000',
  area: 'support-chat',
  auth: 'session',
  routes: SHELL,
  request: requestBody({}),
  response: v.object({
    success: v.boolean(),
    token: v.string(),
    /** the member's chat identity */
    user: v.string(),
    /** 'active', or 'closed' once the member's sign-out shut it down */
    status: v.string(),
    conversation_sid: v.string(),
    /** true when this join opened a new conversation */
    init_conversation: v.boolean(),
  }),
});

export const supportConversationSchema = v.object({
  conversation_sid: v.string(),
  /** the member's first name */
  first_name: v.string(),
  /** 'active' or 'closed' */
  status: v.string(),
  /** messages of the member the support staff have not read */
  unread: v.number(),
  /** the last message (or the start) of the conversation */
  last_active_at: v.string(),
});

/** The support inbox: the client's support conversations, most recently active first, with unread counts. */
export const getSupportConversations = defineCall({
  path: '/application/api/u/workspace/get-support-conversations',
  readOnly: true,
  ...supportChatCall,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), conversations: v.array(supportConversationSchema) }),
});

/** Opens one support conversation from the staff side: the support side's chat token and identity. */
export const joinSupportConversation = defineCall({
  path: '/application/api/u/workspace/join-support-chat',
  ...supportChatCall,
  request: requestBody({ conversation_sid: conversationSid }),
  response: v.object({
    success: v.boolean(),
    token: v.string(),
    /** the support side's chat identity */
    user: v.string(),
    first_name: v.string(),
    status: v.string(),
    conversation_sid: v.string(),
  }),
});

export const supportChatCalls = [joinSupportChat, getSupportConversations, joinSupportConversation] as const;
