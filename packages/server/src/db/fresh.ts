import type { Invalidation, InvalidationBus } from '../sessions/invalidation';

/** A read on its way to the database for one member: the latest one is kept when it answers, unless news came. */
export interface Asked {
  /** when the read went out (ms): the value is as of then at the earliest */
  readonly at: number;
}

/**
 * Per-member values a process answers from memory for as long as the database's news says they still hold
 * (decision 0430). A value is kept only from a read that no news about its member overtook:
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
  private readonly values = new Map<string, { readonly value: V; readonly at: number; readonly weight: number }>();
  /** the latest read on its way per member; news about the member cancels it */
  private readonly asked = new Map<string, Asked>();
  private weight = 0;
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly weigh: ((value: V) => number) | null;
  private readonly maxWeight: number;

  constructor(
    private readonly bus: InvalidationBus,
    topic: string,
    options: {
      /** how long a value is kept at most, from when its read went out, in case news was lost (default 60 s) */
      readonly ttlMs?: number;
      /** members kept at most (default 50 000) */
      readonly max?: number;
      /** the size of a value, when values are large: those kept weigh at most `maxWeight` together */
      readonly weigh?: (value: V) => number;
      readonly maxWeight?: number;
    } = {},
  ) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.max = options.max ?? 50_000;
    this.weigh = options.weigh ?? null;
    this.maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
    const hear = (news: Invalidation) => (news === 'all' ? this.forgetAll() : this.forget(memberKey(news.clientId, news.userId)));
    bus.subscribe(this, hear);
    bus.subscribeNews(topic, hear);
  }

  /** The member's value if it still holds: kept from a read no news overtook, within its time to live. */
  get(clientId: string, userId: number, now = Date.now()): V | undefined {
    if (this.values.size === 0 || !this.bus.hearsNews()) return undefined;
    const key = memberKey(clientId, userId);
    const entry = this.values.get(key);
    if (!entry) return undefined;
    if (now - entry.at > this.ttlMs || now < entry.at) {
      // only the value: a read of the member already on its way still holds
      this.drop(key);
      return undefined;
    }
    return entry.value;
  }

  /** Call just before a read of the member goes out; hand the result to answered() or failed(). */
  asking(clientId: string, userId: number, now = Date.now()): Asked {
    const asked: Asked = { at: now };
    this.asked.set(memberKey(clientId, userId), asked);
    return asked;
  }

  /** Keeps what the read found, unless news about the member came since it went out, or a later read did. */
  answered(clientId: string, userId: number, asked: Asked, value: V): void {
    const key = memberKey(clientId, userId);
    if (this.asked.get(key) !== asked) return;
    this.asked.delete(key);
    if (!this.bus.hearsNews()) return;
    this.drop(key);
    const weight = this.weigh ? this.weigh(value) : 0;
    if (weight > this.maxWeight) return;
    // the ones kept longest go first
    for (const oldest of this.values.keys()) {
      if (this.values.size < this.max && this.weight + weight <= this.maxWeight) break;
      this.drop(oldest);
    }
    this.values.set(key, { value, at: asked.at, weight });
    this.weight += weight;
  }

  failed(clientId: string, userId: number, asked: Asked): void {
    const key = memberKey(clientId, userId);
    if (this.asked.get(key) === asked) this.asked.delete(key);
  }

  private drop(key: string): void {
    const entry = this.values.get(key);
    if (!entry) return;
    this.values.delete(key);
    this.weight -= entry.weight;
  }

  private forget(key: string): void {
    this.drop(key);
    this.asked.delete(key);
  }

  private forgetAll(): void {
    this.values.clear();
    this.asked.clear();
    this.weight = 0;
  }
}

function memberKey(clientId: string, userId: number): string {
  return `${clientId}\u0000${userId}`;
}
