import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies the drizzle-kit migrations in packages/server/drizzle; the same files serve PGlite and PostgreSQL. */
export async function migrate(database: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') await migratePglite(database.db as PgliteDatabase, options);
  else await migratePg(database.db as NodePgDatabase, options);
}
