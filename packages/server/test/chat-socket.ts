import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, type ChatServerEvent } from '@portal/contract/chat-socket';
import type { Harness, Session } from './harness';

/** An open chat socket and every event it has received so far. */
export interface ChatSocket {
  socket: WebSocket;
  events: ChatServerEvent[];
}

/**
 * Opens the chat socket of a conversation as the session's member, at the harness's server or another instance's
 * `port`: the socket once its first event arrived, or the status of the refused upgrade.
 */
export function openChatSocket(h: Harness, session: Session, sid: string, port = h.port): Promise<ChatSocket | { status: number }> {
  return new Promise((resolve) => {
    const host = h.host(session.client);
    const socket = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}?conversation=${encodeURIComponent(sid)}`, {
      headers: { host, origin: `http://${host}`, cookie: session.cookie },
    });
    const events: ChatServerEvent[] = [];
    socket.on('message', (data) => {
      events.push(JSON.parse(data.toString()) as ChatServerEvent);
      if (events.length === 1) resolve({ socket, events });
    });
    socket.on('unexpected-response', (_request, response) => resolve({ status: response.statusCode ?? 0 }));
    socket.on('error', () => {});
  });
}

/** Like openChatSocket, for a socket that must open. */
export async function connectedChatSocket(h: Harness, session: Session, sid: string, port = h.port): Promise<ChatSocket> {
  const opened = await openChatSocket(h, session, sid, port);
  if (!('socket' in opened)) throw new Error(`socket refused with ${opened.status}`);
  return opened;
}
