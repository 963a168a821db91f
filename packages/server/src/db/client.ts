import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import { auditWritten } from '../audit/service';
import type { Db } from '../core/types';
import { inProcessTopicBus, postgresTopicBus, registerTopicBus } from '../realtime/bus';
import { inProcessInvalidationBus, postgresInvalidationBus, registerInvalidationBus } from '../sessions/invalidation';
import * as schema from './schema';

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** PGlite only: the whole database as a tarball, which `createDb`'s `pgliteLoad` opens again (test templates) */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Opens PostgreSQL when DATABASE_URL is set, else embedded PGlite (pgliteDir null: in memory). */
export async function createDb(config: Pick<Config, 'databaseUrl' | 'pgliteDir'> & { readonly pgliteLoad?: Blob }): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 20 });
    pool.on('error', (error) => console.error('[db] idle client error', error.message));
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema });
    // Session caches of every API process on this database hear each other's invalidations (sessions/invalidation.ts).
    const bus = await postgresInvalidationBus(pool, config.databaseUrl).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    registerInvalidationBus(db, bus);
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
  if (config.pgliteDir) mkdirSync(config.pgliteDir, { recursive: true });
  const client = config.pgliteLoad
    ? new PGlite({ ...(config.pgliteDir ? { dataDir: config.pgliteDir } : {}), loadDataDir: config.pgliteLoad })
    : config.pgliteDir
      ? new PGlite(config.pgliteDir)
      : new PGlite();
  await client.waitReady;
  let closed = false;
  const db = drizzlePglite(client, { schema });
  // one process holds the database: in-process fan-out reaches every app on it
  registerInvalidationBus(db, inProcessInvalidationBus());
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
