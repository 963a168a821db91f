import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import type { Db } from '../core/types';
import * as schema from './schema';

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Opens PostgreSQL when DATABASE_URL is set, else embedded PGlite (pgliteDir null: in memory). */
export async function createDb(config: Pick<Config, 'databaseUrl' | 'pgliteDir'>): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 20 });
    pool.on('error', (error) => console.error('[db] idle client error', error.message));
    await pool.query('select 1');
    return { db: drizzlePg(pool, { schema }), kind: 'postgres', close: () => pool.end() };
  }
  if (config.pgliteDir) mkdirSync(config.pgliteDir, { recursive: true });
  const client = config.pgliteDir ? new PGlite(config.pgliteDir) : new PGlite();
  await client.waitReady;
  let closed = false;
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    // PGlite must be closed cleanly, or its sequences jump after a restart (STACK.md).
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
