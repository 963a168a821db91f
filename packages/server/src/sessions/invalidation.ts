import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../core/types';

/** A member whose cached sessions every process must drop. */
export interface MemberRef {
  readonly clientId: string;
  readonly userId: number;
}

/** A member to forget, or everything (after notifications may have been missed). */
export type Invalidation = MemberRef | 'all';

/**
 * Tells every API process on one database that a member's cached sessions are stale (logout, a write of
 * theirs, deactivation). The product runs as several stateless processes behind a load balancer, so an
 * in-process cache is only safe while every process hears of every change.
 */
export interface InvalidationBus {
  /** Reaches every other subscriber of the database; resolves once the database has taken the message. */
  publish(member: MemberRef, from: object): Promise<void>;
  /** `listener` hears every publish but its own (`self` is the `from` of its own publishes). */
  subscribe(self: object, listener: (invalidation: Invalidation) => void): () => void;
  /** False while messages may be missed (the listening connection is down): caches must then neither serve nor keep. */
  isLive(): boolean;
  close(): Promise<void>;
}

/** PGlite is one process: a plain in-process fan-out is all it needs. */
export function inProcessInvalidationBus(): InvalidationBus {
  const listeners = new Map<object, (invalidation: Invalidation) => void>();
  return {
    async publish(member, from) {
      for (const [self, listener] of listeners) if (self !== from) listener(member);
    },
    subscribe(self, listener) {
      listeners.set(self, listener);
      return () => listeners.delete(self);
    },
    isLive: () => true,
    async close() {
      listeners.clear();
    },
  };
}

export const INVALIDATION_CHANNEL = 'portal_session_invalidation';

/** `<process> <user id> <client id>`: client ids are slugs, so the last field may hold anything but a newline. */
function encode(processId: string, member: MemberRef): string {
  return `${processId} ${member.userId} ${member.clientId}`;
}

function decode(payload: string): { processId: string; member: MemberRef } | null {
  const first = payload.indexOf(' ');
  const second = payload.indexOf(' ', first + 1);
  if (first < 0 || second < 0) return null;
  const userId = Number(payload.slice(first + 1, second));
  if (!Number.isSafeInteger(userId)) return null;
  return { processId: payload.slice(0, first), member: { userId, clientId: payload.slice(second + 1) } };
}

/**
 * PostgreSQL LISTEN/NOTIFY: publishes go through the pool (`pg_notify`, outside any transaction, so delivered at
 * once), and one dedicated connection listens. While that connection is down the bus is not live, and once it
 * is back every subscriber forgets everything, as messages sent meanwhile are lost.
 */
export async function postgresInvalidationBus(
  pool: pg.Pool,
  connectionString: string,
  options: { readonly log?: (line: string) => void; readonly retryMs?: number } = {},
): Promise<InvalidationBus> {
  const log = options.log ?? ((line: string) => console.error(line));
  const processId = randomUUID();
  let listener: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const down = (why: string) => {
    live = false;
    listener = null;
    log(`[sessions] invalidation listener down (${why}); session cache off until it is back`);
    forgetAll();
    if (!closed) retry = setTimeout(() => void connect().catch(() => {}), options.retryMs ?? 1000);
  };
  const subscribers = new Map<object, (invalidation: Invalidation) => void>();
  const forgetAll = () => {
    for (const notify of subscribers.values()) notify('all');
  };

  async function connect(): Promise<void> {
    retry = null;
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel !== INVALIDATION_CHANNEL || !message.payload) return;
      const decoded = decode(message.payload);
      if (!decoded || decoded.processId === processId) return;
      for (const notify of subscribers.values()) notify(decoded.member);
    });
    client.on('error', (error) => {
      if (listener !== client) return;
      down(error.message);
      client.end().catch(() => {});
    });
    client.on('end', () => {
      if (listener === client) down('connection ended');
    });
    try {
      await client.connect();
      await client.query(`listen ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      if (!closed) {
        log(`[sessions] invalidation listener could not connect (${error instanceof Error ? error.message : String(error)}); retrying`);
        retry = setTimeout(() => void connect().catch(() => {}), options.retryMs ?? 1000);
      }
      throw error;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    // whatever was cached before the gap may have missed a message
    forgetAll();
    live = true;
  }

  await connect();
  return {
    async publish(member, from) {
      // this process's other caches hear it directly; the others through PostgreSQL
      for (const [self, notify] of subscribers) if (self !== from) notify(member);
      try {
        await pool.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, encode(processId, member)]);
      } catch (error) {
        // The write it follows has happened: failing the call now would report a success as an error. Other
        // processes still drop the entry within the cache's time to live.
        log(`[sessions] could not publish an invalidation: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    subscribe(self, notify) {
      subscribers.set(self, notify);
      return () => subscribers.delete(self);
    },
    isLive: () => live,
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = null;
      subscribers.clear();
      await client?.end().catch(() => {});
    },
  };
}

const buses = new WeakMap<Db, InvalidationBus>();

/** Makes `bus` the one every session cache over `db` uses (db/client.ts does this when it opens a database). */
export function registerInvalidationBus(db: Db, bus: InvalidationBus): void {
  buses.set(db, bus);
}

/** The bus of a database handle; one opened some other way gets an in-process bus, correct within one process. */
export function invalidationBusOf(db: Db): InvalidationBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = inProcessInvalidationBus();
    buses.set(db, bus);
  }
  return bus;
}
