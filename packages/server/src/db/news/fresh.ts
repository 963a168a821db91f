import type { News, NewsBus } from './bus';

/** A read on its way to the database for one member: the latest one is kept when it answers, unless news came. */
export interface Asked {
  /** when the read went out (ms): the value is as of then at the earliest */
  readonly at: number;
  /** the count of news of the member's whole client when it went out */
  readonly clientNews: number;
}

/**
 * How many reads of kept values this process answered from memory (`served`) and sent to the database (`asked`),
 * for bench:scale's share of reads answered from kept values (the test hooks' /__test/kept-reads).
 */
export const keptReads = { served: 0, asked: 0 };

/**
 * Values a process answers from memory for as long as the database's news says they still hold (decisions 0430
 * and 0450): a member's own (scope 'member'), or a view of a client's rows (scope 'client': the staff's inboxes,
 * an event's page). A value is kept only from a read that no news about its member, or its client, overtook:
 *
 * - every writer's change reaches this process as news from the database (a trigger's pg_notify of `topic`, sent
 *   when the writer commits), moments after the commit;
 * - a member's own write call also drops their values in every process before it answers (the router's
 *   invalidation, confirmed by each process: decision 0040), so a member always reads their own writes;
 * - a value is kept at most `ttlMs` (a minute), in case news was lost: a write with its triggers switched off;
 * - while news may be missed (the bus's listening connection is down, or PGlite, which has none), nothing is
 *   served or kept, and every read asks the database.
 */
export class FreshValues<V> {
  /** by `<client>\0<key>`, oldest first */
  private readonly values = new Map<string, Entry<V>>();
  /** the keys kept per client, for news of a whole client */
  private readonly byClient = new Map<string, Set<string>>();
  /**
   * The reads on their way per key; news about their member cancels them (news of a whole client, by its count).
   * A later read does not cancel an earlier one: under a steady poll a read is always on its way, and a value
   * would never be kept again once dropped.
   */
  private readonly asked = new Map<string, Set<Asked>>();
  /** news of a whole client so far, per client: a read overtaken by one is not kept */
  private readonly clientNews = new Map<string, number>();
  private weight = 0;
  private readonly scope: 'member' | 'client';
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly weigh: ((value: V) => number) | null;
  private readonly maxWeight: number;

  constructor(
    private readonly bus: NewsBus,
    topics: string | readonly string[],
    options: {
      /**
       * 'member' (the default): a value is a member's (key: their user id), dropped by news of that member.
       * 'client': a value is made of the rows of many of a client's members (a staff view, an event's page), and
       * news of any of them drops every value of the client. The key then names the value within its client.
       */
      readonly scope?: 'member' | 'client';
      /** how long a value is kept at most, from when its read went out, in case news was lost (default 60 s) */
      readonly ttlMs?: number;
      /** values kept at most (default 50 000) */
      readonly max?: number;
      /** the size of a value, when values are large: those kept weigh at most `maxWeight` together */
      readonly weigh?: (value: V) => number;
      readonly maxWeight?: number;
    } = {},
  ) {
    this.scope = options.scope ?? 'member';
    this.ttlMs = options.ttlMs ?? 60_000;
    this.max = options.max ?? 50_000;
    this.weigh = options.weigh ?? null;
    this.maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
    const hear = (news: News) => {
      if (news === 'all') this.forgetAll();
      // user id 0 is news of the client's rows, not of one member's (triggers.sql)
      else if (this.scope === 'client' || news.userId === 0) this.forgetClient(news.clientId);
      else this.forget(keyOf(news.clientId, news.userId));
    };
    bus.subscribe(this, hear);
    for (const topic of typeof topics === 'string' ? [topics] : topics) bus.subscribeNews(topic, hear);
  }

  /** The value if it still holds: kept from a read no news overtook, within its time to live and its `until`. */
  get(clientId: string, key: number | string, now = Date.now()): V | undefined {
    if (this.values.size === 0 || !this.bus.hearsNews()) return undefined;
    const full = keyOf(clientId, key);
    const entry = this.values.get(full);
    if (!entry) return undefined;
    if (now - entry.at > this.ttlMs || now < entry.at || now >= entry.until) {
      // only the value: a read already on its way still holds
      this.drop(full);
      return undefined;
    }
    keptReads.served += 1;
    return entry.value;
  }

  /** Call just before a read goes out; hand the result to answered() or failed(). */
  asking(clientId: string, key: number | string, now = Date.now()): Asked {
    keptReads.asked += 1;
    const asked: Asked = { at: now, clientNews: this.clientNews.get(clientId) ?? 0 };
    const full = keyOf(clientId, key);
    const reads = this.asked.get(full);
    if (reads) reads.add(asked);
    else this.asked.set(full, new Set([asked]));
    return asked;
  }

  /**
   * Keeps what the read found, unless news came since it went out, or a value from a later read is kept already.
   * `until` (ms) is when the value stops holding whatever the news, for a value that the clock changes (a start
   * passed).
   */
  answered(clientId: string, key: number | string, asked: Asked, value: V, until = Number.POSITIVE_INFINITY): void {
    const full = keyOf(clientId, key);
    if (!this.settle(full, asked)) return;
    if (!this.bus.hearsNews() || (this.clientNews.get(clientId) ?? 0) !== asked.clientNews) return;
    const kept = this.values.get(full);
    if (kept && kept.at > asked.at) return;
    this.drop(full);
    const weight = this.weigh ? this.weigh(value) : 0;
    if (weight > this.maxWeight) return;
    // the ones kept longest go first
    for (const oldest of this.values.keys()) {
      if (this.values.size < this.max && this.weight + weight <= this.maxWeight) break;
      this.drop(oldest);
    }
    this.values.set(full, { clientId, value, at: asked.at, until, weight });
    let keys = this.byClient.get(clientId);
    if (!keys) {
      keys = new Set();
      this.byClient.set(clientId, keys);
    }
    keys.add(full);
    this.weight += weight;
  }

  failed(clientId: string, key: number | string, asked: Asked): void {
    this.settle(keyOf(clientId, key), asked);
  }

  /** Whether the read was still on its way (no news cancelled it), and it no longer is. */
  private settle(full: string, asked: Asked): boolean {
    const reads = this.asked.get(full);
    if (!reads?.delete(asked)) return false;
    if (reads.size === 0) this.asked.delete(full);
    return true;
  }

  /**
   * The kept value, else `load`'s, kept until its `until` unless news overtook it: the whole round of get, asking,
   * answered and failed, for a value read by one query or several.
   */
  async read(clientId: string, key: number | string, now: number, load: () => Promise<{ readonly value: V; readonly until?: number }>): Promise<V> {
    const held = this.get(clientId, key, now);
    if (held !== undefined) return held;
    const asked = this.asking(clientId, key, now);
    try {
      const { value, until } = await load();
      this.answered(clientId, key, asked, value, until);
      return value;
    } catch (error) {
      this.failed(clientId, key, asked);
      throw error;
    }
  }

  private drop(full: string): void {
    const entry = this.values.get(full);
    if (!entry) return;
    this.values.delete(full);
    this.weight -= entry.weight;
    const keys = this.byClient.get(entry.clientId);
    keys?.delete(full);
    if (keys?.size === 0) this.byClient.delete(entry.clientId);
  }

  private forget(full: string): void {
    this.drop(full);
    this.asked.delete(full);
  }

  private forgetClient(clientId: string): void {
    for (const full of this.byClient.get(clientId) ?? []) this.drop(full);
    // the reads on their way find the count changed when they answer
    this.clientNews.set(clientId, (this.clientNews.get(clientId) ?? 0) + 1);
  }

  private forgetAll(): void {
    this.values.clear();
    this.byClient.clear();
    this.asked.clear();
    this.weight = 0;
  }
}

interface Entry<V> {
  readonly clientId: string;
  readonly value: V;
  /** when its read went out */
  readonly at: number;
  /** when it stops holding, whatever the news */
  readonly until: number;
  readonly weight: number;
}

function keyOf(clientId: string, key: number | string): string {
  return `${clientId}\u0000${key}`;
}
