import { expect } from 'vitest';
import type { TestDb } from './harness';

/**
 * Expects what `read` gives once the database's news of a write made behind the calls' back (straight into a
 * table) has reached the server (decision 0430): at once on PGlite, whose processes hear no news and ask the
 * database every time; on PostgreSQL within moments, as PostgreSQL hands news over after the writer's commit.
 */
export async function expectSeen<T>(kind: TestDb, read: () => Promise<T>, expected: T): Promise<void> {
  const until = Date.now() + (kind === 'postgres' ? 2000 : 0);
  let value = await read();
  while (Date.now() < until && JSON.stringify(value) !== JSON.stringify(expected)) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  expect(value).toEqual(expected);
}
