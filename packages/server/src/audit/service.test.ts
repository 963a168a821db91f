import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../core/types';

const inserted: unknown[][] = [];
vi.mock('./repository', () => ({
  insertAudit: vi.fn(async (_db: Db, rows: unknown[]) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    inserted.push(rows);
  }),
}));

const { AuditWriter } = await import('./service');

const row = (event: string) => ({ event, outcome: 'ok', clientId: 'harbour', userId: null, emailHash: null, ip: null, path: null, detail: null, at: new Date() }) as never;

/** Resolves within `ms` or fails: a writer that spins would never let the timer fire. */
function within<T>(promise: Promise<T>, ms = 1000): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`not settled within ${ms} ms`)), ms))]);
}

describe('AuditWriter', () => {
  it('writes the rows of one tick in one insert, after the caller goes on', async () => {
    inserted.length = 0;
    const writer = new AuditWriter({} as Db);
    await writer.add(row('a'));
    await writer.add(row('b'));
    expect(inserted).toHaveLength(0);
    await within(writer.written());
    expect(inserted).toEqual([[expect.objectContaining({ event: 'a' }), expect.objectContaining({ event: 'b' })]]);
  });

  it('settles written() again and again once the queue is empty (a drain with nothing to do leaves no stale run)', async () => {
    inserted.length = 0;
    const writer = new AuditWriter({} as Db);
    await within(writer.written());
    await writer.add(row('a'));
    await within(writer.written());
    // the scheduled start finds the queue already drained by written()
    await new Promise((resolve) => setImmediate(resolve));
    await within(writer.written());
    await writer.add(row('b'));
    await new Promise((resolve) => setImmediate(resolve));
    await within(writer.written());
    await within(writer.written());
    expect(inserted.flat()).toHaveLength(2);
  });
});
