import { describe, expect, it } from 'vitest';
import type { News, NewsBus } from './bus';
import { MemberReadBatcher } from '../batch';
import { FreshValues } from './fresh';

/** A bus whose invalidations, news and liveness the test sets. */
function testBus() {
  const invalidations: ((invalidation: News) => void)[] = [];
  const news = new Map<string, ((news: News) => void)[]>();
  const state = { live: true };
  const bus: NewsBus = {
    publish: async () => {},
    subscribe: (_self, listener) => {
      invalidations.push(listener);
      return () => {};
    },
    isLive: () => state.live,
    subscribeNews: (topic, listener) => {
      news.set(topic, [...(news.get(topic) ?? []), listener]);
      return () => {};
    },
    hearsNews: () => state.live,
    close: async () => {},
  };
  return {
    bus,
    state,
    invalidate: (invalidation: News) => invalidations.forEach((listener) => listener(invalidation)),
    tell: (topic: string, item: News) => news.get(topic)?.forEach((listener) => listener(item)),
  };
}

const member = { clientId: 'harbour', userId: 1 } as const;

describe('FreshValues', () => {
  it('serves what a read found until news of the member comes, from the database or from a write call', () => {
    const { bus, tell, invalidate } = testBus();
    const fresh = new FreshValues<string>(bus, 'bookings');
    expect(fresh.get('harbour', 1, 0)).toBeUndefined();
    const asked = fresh.asking('harbour', 1, 0);
    fresh.answered('harbour', 1, asked, 'v1');
    expect(fresh.get('harbour', 1, 10)).toBe('v1');
    // news of another topic, or of another member, leaves it
    tell('notifications', member);
    tell('bookings', { clientId: 'harbour', userId: 2 });
    tell('bookings', { clientId: 'meadow', userId: 1 });
    expect(fresh.get('harbour', 1, 10)).toBe('v1');
    tell('bookings', member);
    expect(fresh.get('harbour', 1, 10)).toBeUndefined();

    fresh.answered('harbour', 1, fresh.asking('harbour', 1, 20), 'v2');
    expect(fresh.get('harbour', 1, 30)).toBe('v2');
    invalidate(member);
    expect(fresh.get('harbour', 1, 30)).toBeUndefined();
  });

  it('keeps nothing from a read that news overtook, nor an older value over a newer one', () => {
    const { bus, tell } = testBus();
    const fresh = new FreshValues<string>(bus, 'bookings');
    const before = fresh.asking('harbour', 1, 0);
    tell('bookings', member);
    fresh.answered('harbour', 1, before, 'maybe older than the news');
    expect(fresh.get('harbour', 1, 1)).toBeUndefined();

    // reads on their way together: each is kept as it answers, unless a later one's value is kept already
    const first = fresh.asking('harbour', 1, 2);
    const second = fresh.asking('harbour', 1, 3);
    fresh.answered('harbour', 1, first, 'first');
    expect(fresh.get('harbour', 1, 4)).toBe('first');
    fresh.answered('harbour', 1, second, 'second');
    expect(fresh.get('harbour', 1, 4)).toBe('second');
    const older = fresh.asking('harbour', 1, 4);
    const newer = fresh.asking('harbour', 1, 5);
    fresh.answered('harbour', 1, newer, 'newer');
    fresh.answered('harbour', 1, older, 'older');
    expect(fresh.get('harbour', 1, 6)).toBe('newer');
    // news cancels every read on its way, not only the latest
    const one = fresh.asking('harbour', 1, 6);
    const two = fresh.asking('harbour', 1, 6);
    tell('bookings', member);
    fresh.answered('harbour', 1, one, 'one');
    fresh.answered('harbour', 1, two, 'two');
    expect(fresh.get('harbour', 1, 7)).toBeUndefined();
    fresh.answered('harbour', 1, fresh.asking('harbour', 1, 7), 'second');

    const failed = fresh.asking('harbour', 1, 8);
    fresh.failed('harbour', 1, failed);
    fresh.answered('harbour', 1, failed, 'too late');
    expect(fresh.get('harbour', 1, 9)).toBe('second');
  });

  it('keeps a value again under a steady poll, when a read is always on its way', () => {
    const { bus, tell } = testBus();
    const fresh = new FreshValues<string>(bus, 'bookings');
    let out = fresh.asking('harbour', 1, 0);
    tell('bookings', member);
    for (let t = 1; t < 5; t += 1) {
      // the next poll's read goes out before this one answers
      const next = fresh.asking('harbour', 1, t);
      fresh.answered('harbour', 1, out, `v${t}`);
      out = next;
    }
    expect(fresh.get('harbour', 1, 5)).toBe('v4');
  });

  it('forgets every member on news of all, and a value outlives its time to live never', () => {
    const { bus, tell } = testBus();
    const fresh = new FreshValues<string>(bus, 'bookings', { ttlMs: 1000 });
    fresh.answered('harbour', 1, fresh.asking('harbour', 1, 0), 'one');
    fresh.answered('harbour', 2, fresh.asking('harbour', 2, 0), 'two');
    const during = fresh.asking('harbour', 3, 0);
    tell('bookings', 'all');
    fresh.answered('harbour', 3, during, 'three');
    expect([1, 2, 3].map((userId) => fresh.get('harbour', userId, 1))).toEqual([undefined, undefined, undefined]);

    // the time to live counts from when the read went out
    fresh.answered('harbour', 1, fresh.asking('harbour', 1, 100), 'one');
    expect(fresh.get('harbour', 1, 1100)).toBe('one');
    expect(fresh.get('harbour', 1, 1101)).toBeUndefined();
    fresh.answered('harbour', 1, fresh.asking('harbour', 1, 2000), 'one');
    // a clock set back does not stretch it
    expect(fresh.get('harbour', 1, 1999)).toBeUndefined();
  });

  it('neither serves nor keeps while news may be missed', () => {
    const { bus, state } = testBus();
    const fresh = new FreshValues<string>(bus, 'bookings');
    fresh.answered('harbour', 1, fresh.asking('harbour', 1, 0), 'one');
    state.live = false;
    expect(fresh.get('harbour', 1, 1)).toBeUndefined();
    fresh.answered('harbour', 2, fresh.asking('harbour', 2, 0), 'two');
    state.live = true;
    expect(fresh.get('harbour', 2, 1)).toBeUndefined();
  });

  it('keeps at most `max` members, dropping the one kept longest', () => {
    const { bus } = testBus();
    const fresh = new FreshValues<number>(bus, 'bookings', { max: 2 });
    for (const userId of [1, 2, 3]) fresh.answered('harbour', userId, fresh.asking('harbour', userId, 0), userId);
    expect([1, 2, 3].map((userId) => fresh.get('harbour', userId, 1))).toEqual([undefined, 2, 3]);
  });

  it('keeps values of at most `maxWeight` together, dropping the ones kept longest, and none heavier alone', () => {
    const { bus, tell } = testBus();
    const fresh = new FreshValues<string>(bus, 'bookings', { weigh: (value) => value.length, maxWeight: 10 });
    const keep = (userId: number, value: string) => fresh.answered('harbour', userId, fresh.asking('harbour', userId, 0), value);
    const kept = () => [1, 2, 3, 4].map((userId) => fresh.get('harbour', userId, 1) ?? null);
    keep(1, 'aaaa');
    keep(2, 'bbbb');
    expect(kept()).toEqual(['aaaa', 'bbbb', null, null]);
    keep(3, 'cccc');
    expect(kept()).toEqual([null, 'bbbb', 'cccc', null]);
    // a member's new value replaces their old one's weight; news frees it
    keep(3, 'cc');
    keep(4, 'dd');
    expect(kept()).toEqual([null, 'bbbb', 'cc', 'dd']);
    tell('bookings', { clientId: 'harbour', userId: 2 });
    keep(1, 'aaaaaa');
    expect(kept()).toEqual(['aaaaaa', null, 'cc', 'dd']);
    keep(2, 'b'.repeat(11));
    expect(kept()).toEqual(['aaaaaa', null, 'cc', 'dd']);
  });
});

describe('FreshValues by client', () => {
  it("drops every value of a client on news of any of its members, or of its rows, from any of its topics", () => {
    const { bus, tell, invalidate } = testBus();
    const fresh = new FreshValues<string>(bus, ['chat', 'users'], { scope: 'client' });
    const keep = (clientId: string, key: string, value: string) => fresh.answered(clientId, key, fresh.asking(clientId, key, 0), value);
    const kept = () => [fresh.get('harbour', 'inbox', 1), fresh.get('harbour', 'coach 7', 1), fresh.get('lumen', 'inbox', 1)];
    const keepAll = () => {
      keep('harbour', 'inbox', 'h1');
      keep('harbour', 'coach 7', 'h2');
      keep('lumen', 'inbox', 'l1');
    };
    keepAll();
    expect(kept()).toEqual(['h1', 'h2', 'l1']);
    // news of a topic it is not made of leaves it
    tell('bookings', { clientId: 'harbour', userId: 3 });
    expect(kept()).toEqual(['h1', 'h2', 'l1']);
    tell('chat', { clientId: 'harbour', userId: 0 });
    expect(kept()).toEqual([undefined, undefined, 'l1']);
    keepAll();
    tell('users', { clientId: 'harbour', userId: 3 });
    expect(kept()).toEqual([undefined, undefined, 'l1']);
    // a member's own write call (the router's invalidation) too
    keepAll();
    invalidate({ clientId: 'lumen', userId: 9 });
    expect(kept()).toEqual(['h1', 'h2', undefined]);
  });

  it("keeps no read that news of its client overtook, whichever member the news was of", () => {
    const { bus, tell } = testBus();
    const fresh = new FreshValues<string>(bus, 'chat', { scope: 'client' });
    const during = fresh.asking('harbour', 'inbox', 0);
    const elsewhere = fresh.asking('lumen', 'inbox', 0);
    tell('chat', { clientId: 'harbour', userId: 5 });
    fresh.answered('harbour', 'inbox', during, 'maybe older than the news');
    fresh.answered('lumen', 'inbox', elsewhere, 'lumen');
    expect(fresh.get('harbour', 'inbox', 1)).toBeUndefined();
    expect(fresh.get('lumen', 'inbox', 1)).toBe('lumen');
    const after = fresh.asking('harbour', 'inbox', 2);
    fresh.answered('harbour', 'inbox', after, 'after');
    expect(fresh.get('harbour', 'inbox', 3)).toBe('after');
  });

  it("drops a member's values on news of their client's rows (user id 0) in the member scope", () => {
    const { bus, tell } = testBus();
    const fresh = new FreshValues<string>(bus, 'events');
    fresh.answered('harbour', 1, fresh.asking('harbour', 1, 0), 'one');
    fresh.answered('harbour', 2, fresh.asking('harbour', 2, 0), 'two');
    fresh.answered('lumen', 1, fresh.asking('lumen', 1, 0), 'lumen');
    const during = fresh.asking('harbour', 3, 0);
    tell('events', { clientId: 'harbour', userId: 0 });
    fresh.answered('harbour', 3, during, 'three');
    expect([fresh.get('harbour', 1, 1), fresh.get('harbour', 2, 1), fresh.get('harbour', 3, 1), fresh.get('lumen', 1, 1)]).toEqual([undefined, undefined, undefined, 'lumen']);
  });

  it('serves a value until its `until`, the time the clock changes it', () => {
    const { bus } = testBus();
    const fresh = new FreshValues<string>(bus, 'events', { scope: 'client' });
    fresh.answered('harbour', 'page', fresh.asking('harbour', 'page', 0), 'before the start', 500);
    expect(fresh.get('harbour', 'page', 499)).toBe('before the start');
    expect(fresh.get('harbour', 'page', 500)).toBeUndefined();
    // a time already passed keeps nothing
    fresh.answered('harbour', 'page', fresh.asking('harbour', 'page', 600), 'lapsed', 600);
    expect(fresh.get('harbour', 'page', 600)).toBeUndefined();
  });

  it('reads through: the kept value, else the loader’s, kept unless news overtook it; a failure keeps nothing', async () => {
    const { bus, tell } = testBus();
    const fresh = new FreshValues<string>(bus, 'chat', { scope: 'client' });
    let loads = 0;
    const load = async () => ({ value: `v${++loads}` });
    expect(await fresh.read('harbour', 'inbox', 0, load)).toBe('v1');
    expect(await fresh.read('harbour', 'inbox', 1, load)).toBe('v1');
    tell('chat', { clientId: 'harbour', userId: 0 });
    expect(await fresh.read('harbour', 'inbox', 2, load)).toBe('v2');
    tell('chat', { clientId: 'harbour', userId: 0 });
    expect(
      await fresh.read('harbour', 'inbox', 3, async () => {
        tell('chat', { clientId: 'harbour', userId: 4 });
        return { value: 'overtaken' };
      }),
    ).toBe('overtaken');
    await expect(fresh.read('harbour', 'inbox', 4, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await fresh.read('harbour', 'inbox', 5, load)).toBe('v3');
    expect(await fresh.read('harbour', 'inbox', 6, load)).toBe('v3');
    expect(loads).toBe(3);
  });
});

describe('MemberReadBatcher with FreshValues', () => {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('answers from the kept value without a query, and queries again once news came', async () => {
    const { bus, tell } = testBus();
    const queries: { userIds: number[]; answer: (value: string) => void }[] = [];
    const batcher = new MemberReadBatcher(
      (_clientId, userIds) =>
        new Promise<ReadonlyMap<number, string>>((resolve) =>
          queries.push({ userIds: [...userIds], answer: (value) => resolve(new Map(userIds.map((userId) => [userId, value]))) }),
        ),
      () => 'none',
      { fresh: new FreshValues(bus, 'bookings') },
    );
    /** a read that queries: answered with `value` once its query is out */
    const queried = async (value: string) => {
      const read = batcher.load('harbour', 1);
      await turn();
      queries.at(-1)!.answer(value);
      return read;
    };
    expect(await queried('v1')).toBe('v1');
    expect(await batcher.load('harbour', 1)).toBe('v1');
    expect(await batcher.load('harbour', 1)).toBe('v1');
    expect(queries).toHaveLength(1);

    tell('bookings', member);
    expect(await queried('v2')).toBe('v2');
    expect(queries).toHaveLength(2);

    // news while a query is out: its answer goes to its reads, but is not kept
    expect(await batcher.load('harbour', 1)).toBe('v2');
    tell('bookings', member);
    const during = batcher.load('harbour', 1);
    await turn();
    tell('bookings', member);
    queries[2]!.answer('v3');
    expect(await during).toBe('v3');
    expect(await queried('v4')).toBe('v4');
    expect(queries).toHaveLength(4);
    expect(await batcher.load('harbour', 1)).toBe('v4');
    expect(queries).toHaveLength(4);
  });
});
