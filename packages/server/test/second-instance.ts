import { afterAll, beforeAll } from 'vitest';
import { createDb, type Database } from '../src/db/client';
import type { Db } from '../src/core/types';
import { startServer, type RunningServer } from '../src/server';
import type { Harness } from './harness';
import { freePort } from './pg-cluster';
import { requestAt } from './request-at';

/** A second app instance ("B") beside the harness's ("A"), for tests of what several API processes share. */
export interface SecondInstance {
  /** B's database handle: its own pool and listening connection on PostgreSQL, A's handle on PGlite */
  db(): Db;
  /** a POST to B, as the load balancer would send it there, with the Host of `clientId` */
  post(clientId: string, path: string, body: unknown, cookie: string): Promise<{ status: number; text: string }>;
}

/**
 * Starts B for the tests of the enclosing withHarness: on PostgreSQL with its own pool and its own listening
 * connection, as another process would have; on PGlite, which one process holds, on the same database handle.
 */
export function secondInstance(h: () => Harness): SecondInstance {
  let second: RunningServer;
  let secondDb: Database | null = null;
  beforeAll(async () => {
    const config = { ...h().config, port: await freePort() };
    if (h().kind === 'postgres') secondDb = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: null });
    second = await startServer({ config, database: secondDb ?? h().server.database, seed: 'never', persistKeys: false, log: () => {} });
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
  });
  return {
    db: () => secondDb?.db ?? h().db,
    post: (clientId, path, body, cookie) => requestAt(second.port, h().host(clientId), 'POST', path, body, cookie),
  };
}
