/**
 * The access codes of server.json at a start (issue 33 item 6, decision 0640): a start whose files' codes did not
 * change computes no scrypt hash at all (at a thousand clients checking each code took minutes), and a changed code
 * set is still synced: the new code is stored, the removed one deleted, and the next sync leaves it alone.
 */
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { expect, it, vi } from 'vitest';
import { withHarness } from '../../test/harness';
import { freePort } from '../../test/pg-cluster';
import { verifyAccessCode } from '../core/hashing';
import { startServer, type RunningServer } from '../server';
import type { Client } from '../tenancy/public';
import { listAccessCodes } from './repository';
import { syncAccessCodes } from './seed';

/** How many scrypt computations (every access-code hash and every check of one) `run` makes. */
async function scryptCalls(run: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(crypto, 'scrypt');
  // the named import of node:crypto in core/hashing.ts follows the module object once synced
  syncBuiltinESMExports();
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
    syncBuiltinESMExports();
  }
}

withHarness('access codes at a start (decision 0640)', (h) => {
  it('a later start computes no hash for clients whose server.json codes did not change', async () => {
    await syncAccessCodes(h().db, h().clients);
    // the counter counts: one code checked is one scrypt computation
    expect(await scryptCalls(() => verifyAccessCode('ANY', 'scrypt$AAAA$AAAA'))).toBe(1);

    // a second process on the same database, as after a restart: seeded already, so it keeps the clients in step
    const config = { ...h().config, port: await freePort(), oidc: { ...h().config.oidc, devProvider: false } };
    let server: RunningServer | undefined;
    let inStep: Awaited<RunningServer['inStep']> = null;
    const calls = await scryptCalls(async () => {
      server = await startServer({ config, database: h().server.database, seed: 'if-empty', persistKeys: false, log: () => {} });
      inStep = await server.inStep;
    });
    await server?.close();
    expect(calls).toBe(0);
    expect(inStep).toEqual({ unchanged: h().clients.map((client) => client.id), synced: [] });
  });

  it('syncs a changed code set: the new code stored, the removed one deleted, then left alone', async () => {
    const harbour = h().clients.find((client) => client.id === 'harbour')!;
    const before = harbour.server.accessCodes;
    const changed: Client = { ...harbour, server: { ...harbour.server, accessCodes: [before[0]!, 'HARBOUR-NEW-7'] } };
    const others = h().clients.filter((client) => client.id !== 'harbour');
    try {
      expect(await syncAccessCodes(h().db, [changed, ...others])).toMatchObject({ synced: ['harbour'] });
      const rows = await listAccessCodes(h().db, 'harbour');
      expect(rows).toHaveLength(2);
      const matches = async (code: string) => (await Promise.all(rows.map((row) => verifyAccessCode(code, row.codeHash)))).filter(Boolean).length;
      expect(await matches('harbour-new-7')).toBe(1);
      expect(await matches(before[0]!)).toBe(1);
      for (const removed of before.slice(1)) expect(await matches(removed)).toBe(0);
      // in step now: the next sync computes no hash
      expect(await scryptCalls(() => syncAccessCodes(h().db, [changed, ...others]))).toBe(0);
    } finally {
      expect(await syncAccessCodes(h().db, h().clients)).toMatchObject({ synced: ['harbour'] });
    }
  });

  it('syncs again when a stored code row changed behind its back', async () => {
    await syncAccessCodes(h().db, h().clients);
    const [row] = await listAccessCodes(h().db, 'lumen');
    const { deleteAccessCode } = await import('./repository');
    await deleteAccessCode(h().db, 'lumen', row!.id);
    expect(await syncAccessCodes(h().db, h().clients)).toMatchObject({ synced: ['lumen'] });
    expect(await listAccessCodes(h().db, 'lumen')).toHaveLength(h().clients.find((client) => client.id === 'lumen')!.server.accessCodes.length);
  });
});
