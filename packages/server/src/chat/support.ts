import { and, eq, inArray } from 'drizzle-orm';
import { getSupportConversations, joinSupportChat, joinSupportConversation, NO_SUPPORT_CHAT_MESSAGE } from '@portal/contract/calls/support-chat';
import type { CallResponse } from '@portal/contract/define-call';
import type { Manifest } from '@portal/manifest/schema';
import { CallError, handle, memberOf, replyWeight, sharedReply, type Db, type JsonReply, type Member } from '../core/types';
import { keptView } from '../db/news/kept-view';
import { chatConversations, chatMessages, chatReadState, users } from '../db/schema';
import { supportConversationsOf } from './repository';
import * as chat from './service';
import type { ChatTransportConfig } from './transport';

/**
 * The support chat of the client's chat widget (decision 0340): the same conversations, messages, read marks,
 * socket route, bus topic and transports as the chat with the coach, with the client's support staff as the
 * other side.
 */

/** A widget whose manifest provider is 'local' always talks over our socket; 'twilio' follows the server's CHAT_TRANSPORT. */
export function supportTransport(manifest: Pick<Manifest, 'chatWidget'>, config: ChatTransportConfig = chat.transport()): ChatTransportConfig {
  return manifest.chatWidget?.provider === 'local' ? { ...config, kind: 'local', twilio: null } : config;
}

function assertWidget(manifest: Pick<Manifest, 'chatWidget'>): void {
  if (!manifest.chatWidget) throw new CallError(404, NO_SUPPORT_CHAT_MESSAGE);
}

async function firstNamesOf(db: Db, clientId: string, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.id, [...new Set(userIds)])));
  return new Map(rows.map((row) => [row.id, row.firstName]));
}

type InboxReply = JsonReply<CallResponse<typeof getSupportConversations>>;

/**
 * The client's support inbox, the same for all its support staff, answered from memory while the database sends
 * no news of the client's conversations, messages, read marks or names (db/news, decision 0450): the support
 * page polls it.
 */
const keptInboxes = keptView<InboxReply>({
  name: 'support inbox',
  reads: [chatConversations, chatMessages, chatReadState, users],
  scope: 'client',
  weigh: replyWeight,
  maxWeight: 8_000_000,
});

function inboxReply(db: Db, staff: Member, now: Date): Promise<InboxReply> {
  return keptInboxes.read(db, staff.clientId, 'support', now.getTime(), async () => ({
    value: sharedReply({ success: true, conversations: await supportInbox(db, staff) }),
  }));
}

/** The inbox of the client's support staff: every support conversation of their own client, with the support side's unread counts. */
export async function supportInbox(db: Db, staff: Member) {
  const conversations = await supportConversationsOf(db, staff.clientId);
  const [unread, names] = await Promise.all([chat.unreadFor(db, conversations, 'support'), firstNamesOf(db, staff.clientId, conversations.map((c) => c.userId))]);
  return conversations.map((c) => ({
    conversation_sid: c.sid,
    first_name: names.get(c.userId) ?? '',
    status: c.status,
    unread: unread.get(c.id) ?? 0,
    last_active_at: c.lastActiveAt.toISOString(),
  }));
}

/** On sign-out at a client whose widget shuts down on logout, the member's support conversation is closed. */
export async function closeSupportOnLogout(db: Db, manifest: Pick<Manifest, 'chatWidget'>, member: Pick<Member, 'clientId' | 'userId'> | null | undefined): Promise<void> {
  if (!member || manifest.chatWidget?.shutdownOnLogout !== true) return;
  await chat.closeSupportConversation(db, member);
}

export const supportChatHandlers = [
  handle(joinSupportChat, async (_input, ctx) => {
    const member = memberOf(ctx);
    assertWidget(ctx.client.manifest);
    const { row: conversation, created } = await chat.supportConversationOf(ctx.db, member, ctx.now);
    const participant = await chat.participantOf(ctx.db, conversation, member);
    if (!participant) throw new Error('the member is not a participant of their own support conversation');
    return {
      success: true,
      token: await chat.issueToken(ctx.db, conversation, participant, ctx.now, supportTransport(ctx.client.manifest)),
      user: participant.identity,
      status: conversation.status,
      conversation_sid: conversation.sid,
      init_conversation: created,
    };
  }),
  handle(getSupportConversations, (_input, ctx) => inboxReply(ctx.db, memberOf(ctx), ctx.now)),
  handle(joinSupportConversation, async (input, ctx) => {
    const staff = memberOf(ctx);
    const { conversation, participant } = await chat.conversationFor(ctx.db, staff, input.conversation_sid);
    // a member's own conversation is theirs to open from the widget, and a coach's is not support's
    if (participant.kind !== 'support') throw new chat.NotTheCoachError();
    const names = await firstNamesOf(ctx.db, conversation.clientId, [conversation.userId]);
    return {
      success: true,
      token: await chat.issueToken(ctx.db, conversation, participant, ctx.now, supportTransport(ctx.client.manifest)),
      user: participant.identity,
      first_name: names.get(conversation.userId) ?? '',
      status: conversation.status,
      conversation_sid: conversation.sid,
    };
  }),
];
