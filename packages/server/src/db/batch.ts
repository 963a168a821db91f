import type { Db } from '../core/types';
import type { Asked, FreshValues } from './news/fresh';

interface Waiter<V> {
  readonly resolve: (value: V) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Coalesces concurrent per-member reads into few round trips (the DataLoader pattern, without its cache).
 *
 * The reads of one turn of the event loop go out together: a busy server takes several requests off its
 * sockets per turn, and each read waits only until the turn's I/O callbacks have run (setImmediate), not for
 * a timer. Beyond that a read waits only while `maxInFlight` queries of this kind are already running; whatever
 * arrives meanwhile is sent together as soon as one of them returns, one query per client. A read is never
 * answered by a query sent before it arrived, so it sees every write that had finished by then, the member's
 * own included; and each member gets only the rows of their own client and id.
 *
 * With `fresh`, a member's value that the database's news says still holds is answered from memory, without
 * a read (db/news/fresh.ts, decision 0430); every read's value is offered to it. Values must not be undefined.
 */
export class MemberReadBatcher<V> {
  private readonly pending = new Map<string, Map<number, Waiter<V>[]>>();
  private inFlight = 0;
  private scheduled = false;
  private readonly maxInFlight: number;
  private readonly maxBatch: number;
  private readonly fresh: FreshValues<V> | null;

  constructor(
    /** the values of these members of one client; members without a value get `missing` */
    private readonly fetch: (clientId: string, userIds: readonly number[]) => Promise<ReadonlyMap<number, V>>,
    private readonly missing: () => V,
    options: {
      /** queries of this batcher at once (default 4) */
      readonly maxInFlight?: number;
      /** members per query (default 64) */
      readonly maxBatch?: number;
      /** values the database's news keeps, answered without a read */
      readonly fresh?: FreshValues<V>;
    } = {},
  ) {
    this.maxInFlight = options.maxInFlight ?? 4;
    this.maxBatch = options.maxBatch ?? 64;
    this.fresh = options.fresh ?? null;
  }

  load(clientId: string, userId: number): Promise<V> {
    const held = this.fresh?.get(clientId, userId);
    if (held !== undefined) return Promise.resolve(held);
    return new Promise<V>((resolve, reject) => {
      let members = this.pending.get(clientId);
      if (!members) {
        members = new Map();
        this.pending.set(clientId, members);
      }
      const waiters = members.get(userId);
      if (waiters) waiters.push({ resolve, reject });
      else members.set(userId, [{ resolve, reject }]);
      if (!this.scheduled && this.inFlight < this.maxInFlight) {
        // Reads of the same turn go out together. A microtask would run after each request's own callback, so
        // every request of a turn would send its own query.
        this.scheduled = true;
        setImmediate(this.flushScheduled);
      }
    });
  }

  private readonly flushScheduled = (): void => {
    this.scheduled = false;
    this.flush();
  };

  private flush(): void {
    while (this.inFlight < this.maxInFlight && this.pending.size > 0) {
      const [clientId, members] = this.pending.entries().next().value as [string, Map<number, Waiter<V>[]>];
      const batch = new Map<number, Waiter<V>[]>();
      for (const [userId, waiters] of members) {
        if (batch.size >= this.maxBatch) break;
        batch.set(userId, waiters);
      }
      for (const userId of batch.keys()) members.delete(userId);
      if (members.size === 0) this.pending.delete(clientId);
      this.inFlight += 1;
      void this.run(clientId, batch);
    }
  }

  private async run(clientId: string, batch: Map<number, Waiter<V>[]>): Promise<void> {
    const { fresh } = this;
    const userIds = [...batch.keys()];
    const asked: Asked[] | null = fresh ? userIds.map((userId) => fresh.asking(clientId, userId)) : null;
    try {
      const values = await this.fetch(clientId, userIds);
      let at = 0;
      for (const [userId, waiters] of batch) {
        const value = values.has(userId) ? values.get(userId)! : this.missing();
        if (asked) fresh!.answered(clientId, userId, asked[at]!, value);
        at += 1;
        for (const waiter of waiters) waiter.resolve(value);
      }
    } catch (error) {
      if (asked) for (const [at, userId] of userIds.entries()) fresh!.failed(clientId, userId, asked[at]!);
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    } finally {
      this.inFlight -= 1;
      this.flush();
    }
  }
}

/** One batcher per database handle. */
export function batcherPerDb<V>(build: (db: Db) => MemberReadBatcher<V>): (db: Db) => MemberReadBatcher<V> {
  const built = new WeakMap<Db, MemberReadBatcher<V>>();
  return (db) => {
    let batcher = built.get(db);
    if (!batcher) {
      batcher = build(db);
      built.set(db, batcher);
    }
    return batcher;
  };
}
