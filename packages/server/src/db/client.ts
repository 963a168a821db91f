import { mkdirSync } from 'node:fs';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import { auditWritten } from '../audit/service';
import type { Db } from '../core/types';
import { inProcessTopicBus, postgresTopicBus, registerTopicBus } from '../realtime/bus';
import { inProcessNewsBus, postgresNewsBus, registerNewsBus } from './news/bus';
import { checkKeptViewReads } from './news/kept-view';
import { QueryWatch, registerQueryWatch } from './news/writes';
import * as schema from './schema';

/** Under Vitest, a kept view that queries a table it did not declare fails (db/news/kept-view.ts). */
if (process.env.VITEST && process.env.PORTAL_KEPT_READS_CHECK !== 'off') {
  checkKeptViewReads(new Set(Object.values(schema).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))));
}

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** PGlite only: the whole database as a tarball, which `createDb`'s `pgliteLoad` opens again (test templates) */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Opens PostgreSQL when DATABASE_URL is set, else embedded PGlite (pgliteDir null: in memory). */
export async function createDb(config: Pick<Config, 'databaseUrl' | 'pgliteDir'> & Partial<Pick<Config, 'databasePoolMax'>> & { readonly pgliteLoad?: Blob }): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.databasePoolMax ?? 20 });
    pool.on('error', (error) => console.error('[db] idle client error', error.message));
    await pool.query('select 1');
    const watch = new QueryWatch();
    const db = drizzlePg(pool, { schema, logger: watch });
    registerQueryWatch(db, watch);
    // The session caches and kept values of every API process on this database hear each other's news (db/news/bus.ts).
    const bus = await postgresNewsBus(pool, config.databaseUrl).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    registerNewsBus(db, bus);
    // chat and video signals reach the sockets of every API process (realtime/bus.ts)
    const topics = await postgresTopicBus(pool, config.databaseUrl).catch(async (error: unknown) => {
      await bus.close();
      await pool.end();
      throw error;
    });
    registerTopicBus(db, topics);
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await auditWritten(db);
        await topics.close();
        await bus.close();
        await pool.end();
      },
    };
  }
  // loaded only here: a process on PostgreSQL never carries PGlite's code (decision 0720)
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  if (config.pgliteDir) mkdirSync(config.pgliteDir, { recursive: true });
  const client = config.pgliteLoad
    ? new PGlite({ ...(config.pgliteDir ? { dataDir: config.pgliteDir } : {}), loadDataDir: config.pgliteLoad })
    : config.pgliteDir
      ? new PGlite(config.pgliteDir)
      : new PGlite();
  await client.waitReady;
  let closed = false;
  const watch = new QueryWatch();
  const db = drizzlePglite(client, { schema, logger: watch });
  registerQueryWatch(db, watch);
  // one process holds the database: in-process fan-out reaches every app on it
  registerNewsBus(db, inProcessNewsBus());
  registerTopicBus(db, inProcessTopicBus());
  return {
    db,
    kind: 'pglite',
    dump: () => client.dumpDataDir('none'),
    // PGlite must be closed cleanly, or its sequences jump after a restart (STACK.md).
    close: async () => {
      if (closed) return;
      closed = true;
      await auditWritten(db);
      await client.close();
    },
  };
}
