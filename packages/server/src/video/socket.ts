import type { WebSocket } from 'ws';
import { topicBusOf } from '../realtime/bus';
import type { SocketContext, SocketRoute } from '../realtime/sockets';
import { findSignal, insertSignal, type RoomToken } from './repository';
import { checkRoomToken } from './service';

export const VIDEO_SOCKET_PATH = '/ws/video';
/**
 * What a browser may send: WebRTC negotiation, 'here' in answer to the other side's arrival, and 'media', whether
 * its microphone and camera are on (`{"audio":true,"video":false}`), which the other side shows.
 */
export const CLIENT_SIGNALS = ['offer', 'answer', 'ice', 'here', 'media'] as const;
/** What the server adds: the other side arrived or left. */
export const SERVER_SIGNALS = ['join', 'leave'] as const;
export const ROOM_TOKEN_REFUSED_MESSAGE = 'This room token is not valid here.';
const MAX_SIGNAL_CHARS = 32_000;

type Kind = (typeof CLIENT_SIGNALS)[number] | (typeof SERVER_SIGNALS)[number];

const admitted = new WeakMap<SocketContext, RoomToken>();

function topicOf(room: Pick<RoomToken, 'clientId' | 'bookingId'>): string {
  return `video:${room.clientId}:${room.bookingId}`;
}

/** A browser's message, or null when it is not one the room relays. */
export function parseClientSignal(text: string): { kind: Kind; payload: string } | null {
  if (text.length > MAX_SIGNAL_CHARS) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { type, data } = parsed as { type?: unknown; data?: unknown };
  if (typeof type !== 'string' || !(CLIENT_SIGNALS as readonly string[]).includes(type)) return null;
  if (type === 'media') {
    // exactly two flags, written afresh: nothing else a browser puts in one reaches the other side
    const flags = data as { audio?: unknown; video?: unknown } | null;
    if (!flags || typeof flags !== 'object' || typeof flags.audio !== 'boolean' || typeof flags.video !== 'boolean') return null;
    return { kind: 'media', payload: JSON.stringify({ audio: flags.audio, video: flags.video }) };
  }
  return { kind: type as Kind, payload: JSON.stringify(data ?? null) };
}

/**
 * Signalling of the local video adapter (decision 0210): the room token of dmh/get-appointment-access-token
 * or coaching/get-booking admits a socket to its booking's room; each message is stored and its id fanned
 * out through the topic bus, and only the other side of that room receives it.
 */
export const videoSocketRoute: SocketRoute = {
  path: VIDEO_SOCKET_PATH,
  auth: 'public',
  async authorize(context) {
    const token = context.url.searchParams.get('token') ?? '';
    const room = await checkRoomToken(context.db, context.client.id, token, context.now());
    if (!room) return ROOM_TOKEN_REFUSED_MESSAGE;
    admitted.set(context, room);
    return null;
  },
  open(socket: WebSocket, context) {
    const room = admitted.get(context);
    if (!room) {
      socket.close(1008, ROOM_TOKEN_REFUSED_MESSAGE);
      return;
    }
    const { db } = context;
    const bus = topicBusOf(db);
    const topic = topicOf(room);
    // one at a time, so a candidate never overtakes the offer it belongs to
    let queue = Promise.resolve();
    const inOrder = (work: () => Promise<void>) => {
      queue = queue.then(work).catch((error: unknown) => {
        console.error(`[video] signal failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    };
    const send = (kind: Kind, payload: string) =>
      inOrder(async () => {
        const id = await insertSignal(db, {
          clientId: room.clientId,
          bookingId: room.bookingId,
          fromSide: room.side,
          kind,
          payload,
          createdAt: context.now(),
        });
        await bus.publish(topic, String(id));
      });
    const unsubscribe = bus.subscribe(topic, (data) => {
      const id = Number(data);
      if (!Number.isSafeInteger(id)) return;
      inOrder(async () => {
        const signal = await findSignal(db, room.clientId, room.bookingId, id);
        if (!signal || signal.fromSide === room.side || socket.readyState !== socket.OPEN) return;
        socket.send(`{"type":${JSON.stringify(signal.kind)},"data":${signal.payload}}`);
      });
    });
    socket.on('message', (raw) => {
      const signal = parseClientSignal(raw.toString());
      if (signal) send(signal.kind, signal.payload);
    });
    socket.on('close', () => {
      send('leave', 'null');
      // the leave must go out before this socket stops listening, or the queue would hold it forever
      inOrder(async () => unsubscribe());
    });
    socket.send(JSON.stringify({ type: 'ready', data: { side: room.side } }));
    send('join', 'null');
  },
};
