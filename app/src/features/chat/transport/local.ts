import * as v from 'valibot';
import { CHAT_SOCKET_PATH, chatServerEventSchema, type ChatClientEvent } from '@portal/contract/chat-socket';
import type { ChatConnection, ConnectOptions } from './types';

const RETRY_MS = [1000, 2000, 5000, 10000];

/**
 * Our own transport: a WebSocket to /ws/chat (the session cookie authorises it). A dropped socket reconnects
 * and the server's history resynchronises the page (decision 0200).
 */
export function connectLocal(options: ConnectOptions): ChatConnection {
  let socket: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const queue: ChatClientEvent[] = [];

  const open = () => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${scheme}://${window.location.host}${CHAT_SOCKET_PATH}?conversation=${encodeURIComponent(options.conversationSid)}`);
    socket = ws;
    ws.addEventListener('open', () => {
      attempt = 0;
      for (const event of queue.splice(0)) ws.send(JSON.stringify(event));
    });
    ws.addEventListener('message', (message) => {
      let json: unknown;
      try {
        json = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const parsed = v.safeParse(chatServerEventSchema, json);
      if (parsed.success) options.onEvent(parsed.output);
    });
    ws.addEventListener('close', (event) => {
      if (closed) return;
      // 4403: not (or no longer) a participant; retrying would not change that
      if (event.code === 4403 || attempt >= RETRY_MS.length) return options.onDown(`closed ${event.code}`);
      retry = setTimeout(open, RETRY_MS[attempt++]);
    });
  };

  const sendEvent = (event: ChatClientEvent) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(event));
    else if (event.type === 'send') queue.push(event);
  };

  open();
  return {
    send: (body) => sendEvent({ type: 'send', body }),
    typing: () => sendEvent({ type: 'typing' }),
    markRead: (index) => sendEvent({ type: 'read', index }),
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      socket?.close();
    },
  };
}
