import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../core/types';

/** A member whose cached sessions every process must drop. */
export interface MemberRef {
  readonly clientId: string;
  readonly userId: number;
}

/** A member to forget, or everything (after notifications may have been missed). */
export type News = MemberRef | 'all';

/**
 * Tells every API process on one database that a member's cached sessions are stale (logout, a write of
 * theirs, deactivation). The product runs as several stateless processes behind a load balancer, so an
 * in-process cache is only safe while every process hears of every change.
 */
export interface NewsBus {
  /** Reaches every other subscriber of the database; resolves once the database has taken the message. */
  publish(member: MemberRef, from: object): Promise<void>;
  /** `listener` hears every publish but its own (`self` is the `from` of its own publishes). */
  subscribe(self: object, listener: (invalidation: News) => void): () => void;
  /** False while messages may be missed (the listening connection is down): caches must then neither serve nor keep. */
  isLive(): boolean;
  /**
   * `listener` hears the database's news that a member's rows of `topic` changed: a trigger's pg_notify on
   * MEMBER_NEWS_CHANNEL, sent when the writer commits, whoever the writer is (a call, a job, a script). It hears
   * 'all' whenever news may have been missed. Unlike publish(), nobody waits for it to arrive.
   */
  subscribeNews(topic: string, listener: (news: News) => void): () => void;
  /** Whether the database's news reaches this process now: only PostgreSQL's bus, and only while it is live. */
  hearsNews(): boolean;
  close(): Promise<void>;
}

/** PGlite is one process: a plain in-process fan-out is all it needs. */
export function inProcessNewsBus(): NewsBus {
  const listeners = new Map<object, (invalidation: News) => void>();
  return {
    async publish(member, from) {
      for (const [self, listener] of listeners) if (self !== from) listener(member);
    },
    subscribe(self, listener) {
      listeners.set(self, listener);
      return () => listeners.delete(self);
    },
    isLive: () => true,
    // PGlite's writers are all in this process, but its triggers' news is not listened to: no topic is heard
    subscribeNews: () => () => {},
    hearsNews: () => false,
    async close() {
      listeners.clear();
    },
  };
}

export const INVALIDATION_CHANNEL = 'portal_session_invalidation';
/** each listener confirms every invalidation it has applied on this channel */
export const ACK_CHANNEL = 'portal_session_invalidation_ack';
/** the application_name of listening connections, by which a publisher counts the processes to hear from */
export const LISTENER_NAME = 'portal-session-listener';
/**
 * The database's news of a member's changed rows (decision 0430): triggers send `<topic> <user id> <client id>`,
 * with user id 0 for rows of the client rather than of one member (decision 0450), or `<topic> *` when every
 * member's rows of the topic may have changed (a truncate).
 */
export const MEMBER_NEWS_CHANNEL = 'portal_member_news';
/** How long a publish waits for every process to confirm; a process that is that slow is hardly serving. */
const ACK_TIMEOUT_MS = 1000;

/** `<process> <seq> <user id> <client id>`: client ids are slugs, so the last field may hold anything but a newline. */
function encode(processId: string, seq: number, member: MemberRef): string {
  return `${processId} ${seq} ${member.userId} ${member.clientId}`;
}

/** The socket under a pg client (pg keeps it on its connection), to drop one that stopped answering. */
function streamOf(client: pg.Client): { destroy(): void } | undefined {
  return (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;
}

/** `<user id> <client id>`, as triggers write a member in their news. */
function decodeMember(text: string): MemberRef | null {
  const space = text.indexOf(' ');
  const userId = Number(text.slice(0, space));
  const clientId = text.slice(space + 1);
  return space > 0 && clientId && Number.isSafeInteger(userId) ? { userId, clientId } : null;
}

function decode(payload: string): { processId: string; seq: string; member: MemberRef } | null {
  const [processId, seq, user, ...rest] = payload.split(' ');
  const userId = Number(user);
  if (!processId || !seq || rest.length === 0 || !Number.isSafeInteger(userId)) return null;
  return { processId, seq, member: { userId, clientId: rest.join(' ') } };
}

/**
 * PostgreSQL LISTEN/NOTIFY. One dedicated connection per process listens; a publish goes through the pool
 * (`pg_notify` outside any transaction) and then waits until every listening process has confirmed that it
 * applied it (PostgreSQL hands a notification to each listener asynchronously, so without the confirmation
 * a member's next call could reach another process before the news does). While this process's listening
 * connection is down the bus is not live, and once it is back every subscriber forgets everything, as
 * messages sent meanwhile are lost.
 */
export async function postgresNewsBus(
  pool: pg.Pool,
  connectionString: string,
  options: {
    readonly log?: (line: string) => void;
    readonly retryMs?: number;
    /** how often the listening connection must answer, and how long it has to (default 5 s) */
    readonly heartbeatMs?: number;
  } = {},
): Promise<NewsBus> {
  const log = options.log ?? ((line: string) => console.error(line));
  const processId = randomUUID();
  let listener: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let seq = 0;
  /** publishes of this process waiting for confirmations, by seq */
  const waiting = new Map<string, { readonly from: Set<string>; need: number; readonly done: () => void }>();

  const down = (why: string) => {
    live = false;
    listener = null;
    log(`[sessions] invalidation listener down (${why}); session cache off until it is back`);
    forgetAll();
    if (!closed) retry = setTimeout(() => void connect().catch(() => {}), options.retryMs ?? 1000);
  };
  const subscribers = new Map<object, (invalidation: News) => void>();
  /** news listeners by topic */
  const newsSubscribers = new Map<string, Set<(news: News) => void>>();
  const forgetAll = () => {
    for (const notify of subscribers.values()) notify('all');
    for (const listeners of newsSubscribers.values()) for (const notify of listeners) notify('all');
  };
  const hearNews = (payload: string) => {
    const space = payload.indexOf(' ');
    const listeners = space > 0 ? newsSubscribers.get(payload.slice(0, space)) : undefined;
    if (!listeners) return;
    const rest = payload.slice(space + 1);
    const news = rest === '*' ? 'all' : decodeMember(rest);
    if (news) for (const notify of listeners) notify(news);
  };

  async function connect(): Promise<void> {
    retry = null;
    const client = new pg.Client({ connectionString, application_name: LISTENER_NAME });
    client.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === ACK_CHANNEL) {
        const [origin, ackSeq, acker] = message.payload.split(' ');
        const wait = origin === processId && ackSeq ? waiting.get(ackSeq) : undefined;
        if (wait && acker) {
          wait.from.add(acker);
          if (wait.from.size >= wait.need) wait.done();
        }
        return;
      }
      if (message.channel === MEMBER_NEWS_CHANNEL) {
        hearNews(message.payload);
        return;
      }
      if (message.channel !== INVALIDATION_CHANNEL) return;
      const decoded = decode(message.payload);
      if (!decoded) return;
      // This process's own subscribers heard it when it was published. That its own listener has it now means
      // the listener has also handed on all news committed before it (PostgreSQL delivers in commit order).
      if (decoded.processId === processId) {
        const wait = waiting.get(decoded.seq);
        if (wait) {
          wait.from.add(processId);
          if (wait.from.size >= wait.need) wait.done();
        }
        return;
      }
      for (const notify of subscribers.values()) notify(decoded.member);
      client.query('select pg_notify($1, $2)', [ACK_CHANNEL, `${decoded.processId} ${decoded.seq} ${processId}`]).catch(() => {});
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
      await client.query(`listen ${INVALIDATION_CHANNEL}; listen ${ACK_CHANNEL}; listen ${MEMBER_NEWS_CHANNEL}`);
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

  // A network cut can leave the listening connection open with no error (a half-open TCP connection): news and
  // invalidations would stop while the bus still counted as live, and caches would serve what they keep. So the
  // connection must answer a query every heartbeatMs, or it counts as down and is replaced.
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const heartbeat = setInterval(() => {
    const client = listener;
    if (!client || !live) return;
    const timer = setTimeout(() => {
      if (listener !== client) return;
      down(`no answer within ${heartbeatMs} ms`);
      client.end().catch(() => {});
      // end() waits for the server, which may never answer: the socket goes now
      streamOf(client)?.destroy();
    }, heartbeatMs);
    timer.unref();
    client.query('select 1').then(
      () => clearTimeout(timer),
      () => clearTimeout(timer),
    );
  }, heartbeatMs);
  heartbeat.unref();

  return {
    async publish(member, from) {
      // this process's other caches hear it directly; the others through PostgreSQL
      for (const [self, notify] of subscribers) if (self !== from) notify(member);
      seq += 1;
      const key = String(seq);
      let timer: NodeJS.Timeout | undefined;
      const confirmed = new Promise<boolean>((resolve) => {
        // This process's own caches heard it above. Its own listener is awaited too (while it listens): once it
        // has the message, every process has heard the database's news of the write before it (decision 0430).
        waiting.set(key, { from: new Set(live ? [] : [processId]), need: Number.POSITIVE_INFINITY, done: () => resolve(true) });
        timer = setTimeout(() => resolve(false), ACK_TIMEOUT_MS);
      });
      try {
        const { rows } = await pool.query<{ listeners: number }>(
          `select pg_notify($1, $2), (select count(*)::int from pg_stat_activity where application_name = $3 and datname = current_database()) as listeners`,
          [INVALIDATION_CHANNEL, encode(processId, seq, member), LISTENER_NAME],
        );
        const wait = waiting.get(key)!;
        wait.need = rows[0]?.listeners ?? 0;
        if (wait.from.size >= wait.need) wait.done();
        // without its own listener this process cannot hear confirmations; its own cache is off meanwhile
        if (live && !(await confirmed)) log(`[sessions] not every process confirmed an invalidation within ${ACK_TIMEOUT_MS} ms`);
      } catch (error) {
        // The write it follows has happened: failing the call now would report a success as an error. Other
        // processes still drop the entry within the cache's time to live.
        log(`[sessions] could not publish an invalidation: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        clearTimeout(timer);
        waiting.delete(key);
      }
    },
    subscribe(self, notify) {
      subscribers.set(self, notify);
      return () => subscribers.delete(self);
    },
    isLive: () => live,
    subscribeNews(topic, notify) {
      let listeners = newsSubscribers.get(topic);
      if (!listeners) {
        listeners = new Set();
        newsSubscribers.set(topic, listeners);
      }
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    hearsNews: () => live,
    async close() {
      closed = true;
      live = false;
      clearInterval(heartbeat);
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = null;
      subscribers.clear();
      newsSubscribers.clear();
      for (const wait of waiting.values()) wait.done();
      if (client) {
        // a connection that stopped answering would keep end() waiting
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([client.end().catch(() => {}), new Promise<void>((resolve) => (timer = setTimeout(resolve, 1000)))]);
        clearTimeout(timer);
        streamOf(client)?.destroy();
      }
    },
  };
}

const buses = new WeakMap<Db, NewsBus>();

/** Makes `bus` the one every session cache over `db` uses (db/client.ts does this when it opens a database). */
export function registerNewsBus(db: Db, bus: NewsBus): void {
  buses.set(db, bus);
}

/** The bus of a database handle; one opened some other way gets an in-process bus, correct within one process. */
export function newsBusOf(db: Db): NewsBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = inProcessNewsBus();
    buses.set(db, bus);
  }
  return bus;
}
