import * as v from 'valibot';
import type { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH, chatClientEventSchema, type ChatServerEvent } from '@portal/contract/chat-socket';
import { audit } from '../audit/public';
import { CallError } from '../core/types';
import { topicBusOf } from '../realtime/bus';
import type { SocketContext, SocketRoute } from '../realtime/sockets';
import { findConversationBySid, findConversationById, readIndexes, type ConversationRow } from './repository';
import * as chat from './service';
import type { BusEvent } from './service';

/** Typing signals are dropped when a socket sends them faster than this; the browser sends one per keystroke burst. */
const TYPING_INTERVAL_MS = 1000;

function send(socket: WebSocket, event: ChatServerEvent): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

async function conversationOf(context: SocketContext) {
  const sid = context.url.searchParams.get('conversation') ?? '';
  const conversation = sid && context.member ? await findConversationBySid(context.db, context.client.id, sid) : undefined;
  const participant = conversation && context.member ? await chat.participantOf(context.db, conversation, context.member) : null;
  return conversation && participant ? { conversation, participant } : null;
}

/**
 * The local chat transport (issue 12): one socket per open chat. What a participant sends is stored first and
 * then announced on the bus by id, so every process (decision 0200) reads the same row and pushes it to its
 * sockets; typing and read marks travel the same way.
 */
export const chatSocketRoute: SocketRoute = {
  path: CHAT_SOCKET_PATH,
  auth: 'session',
  async authorize(context) {
    return (await conversationOf(context)) ? null : chat.CONVERSATION_NOT_FOUND_MESSAGE;
  },
  open(socket, context) {
    const { db } = context;
    let closed = false;
    let lastTyping = 0;
    let unsubscribe = () => {};
    // the socket's messages wait until the history is sent, so the page sees them in order
    let ready: Promise<{ id: number; you: chat.Participant } | null> = Promise.resolve(null);
    // the conversation as opened; its status follows the bus's status events, and the send statement checks the
    // discharge and close rules against the database again, so no message needs a read of the conversation first
    let current: ConversationRow | null = null;

    const fail = (error: unknown) => {
      if (error instanceof CallError) send(socket, { type: 'error', message: error.message });
      else {
        console.error(`[chat] socket failed: ${error instanceof Error ? error.message : String(error)}`);
        send(socket, { type: 'error', message: 'Something went wrong' });
      }
    };

    const onBus = (data: string) => {
      void (async () => {
        const joined = await ready;
        if (!joined || closed) return;
        const event = JSON.parse(data) as BusEvent;
        // a text message carried by the event goes out as it is: no read of the conversation or the row
        if (event.t === 'm' && event.m) return send(socket, { type: 'message', message: event.m });
        if (event.t === 's' && current) current = { ...current, status: event.status };
        const conversation = await findConversationById(db, joined.id);
        if (!conversation) return socket.close(4404, 'conversation gone');
        if (event.t === 'm') {
          const message = await chat.messageById(db, conversation, event.id);
          if (message) send(socket, { type: 'message', message });
        } else if (event.t === 'r') send(socket, { type: 'read', read: await readIndexes(db, conversation.id) });
        else if (event.t === 'typing') {
          if (event.p !== joined.you.kind) send(socket, { type: 'typing', from: event.p });
        } else send(socket, { type: 'status', status: event.status });
      })().catch(fail);
    };

    ready = (async () => {
      const found = await conversationOf(context);
      if (!found || closed) {
        socket.close(4403, 'not a participant');
        return null;
      }
      const { conversation, participant } = found;
      current = conversation;
      unsubscribe = topicBusOf(db).subscribe(chat.conversationTopic(conversation.id), onBus);
      send(socket, {
        type: 'history',
        messages: await chat.history(db, conversation),
        read: await readIndexes(db, conversation.id),
        status: conversation.status,
        you: participant.kind,
      });
      return { id: conversation.id, you: participant };
    })();
    ready.catch(fail);

    socket.on('message', (data) => {
      void (async () => {
        const joined = await ready;
        if (!joined) return;
        let json: unknown;
        try {
          json = JSON.parse(data.toString());
        } catch {
          return send(socket, { type: 'error', message: 'The message is not JSON.' });
        }
        const parsed = v.safeParse(chatClientEventSchema, json);
        if (!parsed.success) return send(socket, { type: 'error', message: parsed.issues[0].message });
        const event = parsed.output;
        // a discharge since the socket opened applies at once (the send statement checks it); a restart too
        const conversation = current && current.status !== 'active' ? (current = (await findConversationById(db, joined.id)) ?? null) : current;
        if (!conversation) return;
        const now = context.now();
        if (event.type === 'send') {
          await chat.sendMessage(db, conversation, joined.you, { body: event.body }, now);
          // a message support staff write in a login-as names them beside the member (decision 0460)
          const member = context.member;
          if (member?.actingStaffId !== undefined) {
            await audit(db, { event: 'login-as.call', outcome: 'success', clientId: member.clientId, userId: member.userId, actingUserId: member.actingStaffId, path: CHAT_SOCKET_PATH, detail: { action: 'chat.send' } });
          }
        }
        else if (event.type === 'read') await chat.markRead(db, conversation, joined.you, event.index);
        else if (now.getTime() - lastTyping >= TYPING_INTERVAL_MS) {
          lastTyping = now.getTime();
          await chat.publish(db, conversation.id, { t: 'typing', p: joined.you.kind });
        }
      })().catch(fail);
    });
    socket.on('close', () => {
      closed = true;
      unsubscribe();
    });
  },
};
