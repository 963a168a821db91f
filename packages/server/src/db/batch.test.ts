import { describe, expect, it } from 'vitest';
import { MemberReadBatcher } from './batch';

/** A fetch that answers when told to, recording the members of each query. */
function controlledFetch() {
  const queries: { clientId: string; userIds: readonly number[]; answer: (values: ReadonlyMap<number, string>) => void }[] = [];
  const fetch = (clientId: string, userIds: readonly number[]) =>
    new Promise<ReadonlyMap<number, string>>((resolve) => queries.push({ clientId, userIds: [...userIds], answer: resolve }));
  return { queries, fetch };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('MemberReadBatcher', () => {
  it('sends the reads of one turn in one query, even when each came after its own awaits', async () => {
    const { queries, fetch } = controlledFetch();
    const batcher = new MemberReadBatcher(fetch, () => 'none');
    const first = batcher.load('a', 1);
    // a request's read comes after its own awaits (body, session): a microtask later than the one before it
    await Promise.resolve();
    await Promise.resolve();
    const second = batcher.load('a', 2);
    const again = batcher.load('a', 1);
    await turn();
    expect(queries.map((query) => query.userIds)).toEqual([[1, 2]]);
    queries[0]!.answer(new Map([[1, 'one']]));
    expect(await Promise.all([first, second, again])).toEqual(['one', 'none', 'one']);
  });

  it('never answers a read with a query sent before it arrived', async () => {
    const { queries, fetch } = controlledFetch();
    const batcher = new MemberReadBatcher(fetch, () => 'none', { maxInFlight: 1 });
    const early = batcher.load('a', 1);
    await turn();
    expect(queries).toHaveLength(1);
    // arrives while the first query runs: it waits for a query of its own
    const late = batcher.load('a', 1);
    await turn();
    expect(queries).toHaveLength(1);
    queries[0]!.answer(new Map([[1, 'before']]));
    expect(await early).toBe('before');
    await turn();
    expect(queries).toHaveLength(2);
    queries[1]!.answer(new Map([[1, 'after']]));
    expect(await late).toBe('after');
  });

  it('queries each client apart and gives each member only their own value', async () => {
    const { queries, fetch } = controlledFetch();
    const batcher = new MemberReadBatcher(fetch, () => 'none');
    const a = batcher.load('a', 1);
    const b = batcher.load('b', 1);
    await turn();
    expect(queries.map(({ clientId, userIds }) => [clientId, userIds])).toEqual([
      ['a', [1]],
      ['b', [1]],
    ]);
    queries[0]!.answer(new Map([[1, 'a1']]));
    queries[1]!.answer(new Map([[1, 'b1']]));
    expect(await Promise.all([a, b])).toEqual(['a1', 'b1']);
  });

  it('rejects every read of a failed query, and the next read queries again', async () => {
    let calls = 0;
    const batcher = new MemberReadBatcher(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return new Map([[1, 'up']]);
    }, () => 'none');
    await expect(Promise.all([batcher.load('a', 1), batcher.load('a', 2)])).rejects.toThrow('down');
    expect(await batcher.load('a', 1)).toBe('up');
    expect(calls).toBe(2);
  });
});
