import pg from 'pg';
import type { Db } from '../core/types';

/**
 * Real-time fan-out between API processes: a chat message or a video signal published by the process that
 * took it reaches the sockets held by every process (decision 0200). Payloads are small (PostgreSQL's NOTIFY
 * carries under 8000 bytes): publish ids and read the rows, not whole messages with attachments.
 */
export interface TopicBus {
  /** Every subscriber of `topic` in every process hears `data`, this process's included. */
  publish(topic: string, data: string): Promise<void>;
  subscribe(topic: string, listener: (data: string) => void): () => void;
  close(): Promise<void>;
  /**
   * PostgreSQL only: the NOTIFY channel, for a statement that announces its own write (`pg_notify(channel,
   * topic || '\n' || data)`, see `payloadOf`); such a payload must respect MAX_PAYLOAD_BYTES too.
   */
  readonly channel?: string;
}

/** NOTIFY's payload limit is 8000 bytes; the topic and its separator share it. */
export const MAX_PAYLOAD_BYTES = 7900;
export const REALTIME_CHANNEL = 'portal_realtime';

/** The payload of one NOTIFY: the topic, a newline, the data. */
export const payloadOf = (topic: string, data: string) => `${topic}\n${data}`;

function checkPayload(topic: string, data: string): string {
  if (topic.includes('\n')) throw new Error('A topic cannot contain a newline');
  const payload = payloadOf(topic, data);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`A real-time payload is limited to ${MAX_PAYLOAD_BYTES} bytes: publish ids, not content`);
  return payload;
}

class Subscribers {
  private readonly byTopic = new Map<string, Set<(data: string) => void>>();
  add(topic: string, listener: (data: string) => void): () => void {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byTopic.delete(topic);
    };
  }
  deliver(topic: string, data: string): void {
    for (const listener of this.byTopic.get(topic) ?? []) {
      try {
        listener(data);
      } catch (error) {
        console.error(`[realtime] a listener of ${topic} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  clear(): void {
    this.byTopic.clear();
  }
}

/** PGlite is one process: in-process delivery reaches every socket. */
export function inProcessTopicBus(): TopicBus {
  const subscribers = new Subscribers();
  return {
    async publish(topic, data) {
      checkPayload(topic, data);
      // asynchronous like NOTIFY, so callers never depend on delivery inside publish
      queueMicrotask(() => subscribers.deliver(topic, data));
    },
    subscribe: (topic, listener) => subscribers.add(topic, listener),
    async close() {
      subscribers.clear();
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY on one channel: one listening connection per process, publishes through the pool.
 * Every process, the publisher included, hears each message from PostgreSQL, so delivery order is the
 * database's commit order in every process. A gap in the listening connection loses messages: sockets
 * resynchronise from the database on reconnect (chat reads its history, video renegotiates).
 */
export async function postgresTopicBus(pool: pg.Pool, connectionString: string, options: { readonly log?: (line: string) => void; readonly retryMs?: number } = {}): Promise<TopicBus> {
  const log = options.log ?? ((line: string) => console.error(line));
  const subscribers = new Subscribers();
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const scheduleRetry = () => {
    if (!closed && !retry) retry = setTimeout(() => void connect().catch(() => {}), options.retryMs ?? 1000);
  };

  async function connect(): Promise<void> {
    retry = null;
    const client = new pg.Client({ connectionString, application_name: 'portal-realtime-listener' });
    client.on('notification', (message) => {
      if (message.channel !== REALTIME_CHANNEL || !message.payload) return;
      const cut = message.payload.indexOf('\n');
      if (cut < 0) return;
      subscribers.deliver(message.payload.slice(0, cut), message.payload.slice(cut + 1));
    });
    const down = (why: string) => {
      if (listener !== client) return;
      listener = null;
      log(`[realtime] listener down (${why}); reconnecting`);
      client.end().catch(() => {});
      scheduleRetry();
    };
    client.on('error', (error) => down(error.message));
    client.on('end', () => down('connection ended'));
    try {
      await client.connect();
      await client.query(`listen ${REALTIME_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      log(`[realtime] listener could not connect (${error instanceof Error ? error.message : String(error)}); retrying`);
      scheduleRetry();
      throw error;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
  }

  await connect();
  return {
    async publish(topic, data) {
      await pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, checkPayload(topic, data)]);
    },
    subscribe: (topic, listen) => subscribers.add(topic, listen),
    channel: REALTIME_CHANNEL,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = null;
      subscribers.clear();
      await client?.end().catch(() => {});
    },
  };
}

const buses = new WeakMap<Db, TopicBus>();

/** Makes `bus` the one real-time features over `db` use (db/client.ts does this when it opens a database). */
export function registerTopicBus(db: Db, bus: TopicBus): void {
  buses.set(db, bus);
}

/** The bus of a database handle; one opened some other way gets an in-process bus, correct within one process. */
export function topicBusOf(db: Db): TopicBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = inProcessTopicBus();
    buses.set(db, bus);
  }
  return bus;
}
