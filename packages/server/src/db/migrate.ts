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
  try {
    if (database.kind === 'pglite') await migratePglite(database.db as PgliteDatabase, options);
    else await migratePg(database.db as NodePgDatabase, options);
  } catch (error) {
    // Until the first release the schema is one init migration that is regenerated (decision 0005): a database
    // made by an older one already has the tables, and the new init cannot run over them.
    if (/already exists/.test(String((error as { cause?: unknown }).cause ?? error))) {
      throw new IncompatibleDatabaseError(
        'This database was created by an older version of the schema. Run `npm run db:reset` to recreate it with demo data.',
        { cause: error },
      );
    }
    throw error;
  }
}

/** The database holds tables of an older, incompatible schema. */
export class IncompatibleDatabaseError extends Error {
  override readonly name = 'IncompatibleDatabaseError';
}
