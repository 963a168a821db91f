import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Applies the drizzle-kit migrations in packages/server/drizzle that the database has not applied yet; the same
 * files serve PGlite and PostgreSQL. `migrationsFolder` is for the upgrade test, which stops at the baseline.
 */
export async function migrate(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const options = { migrationsFolder };
  try {
    // each database's migrator loaded when it is the one: PGlite's code stays out of a PostgreSQL process
    if (database.kind === 'pglite') await (await import('drizzle-orm/pglite/migrator')).migrate(database.db as PgliteDatabase, options);
    else await (await import('drizzle-orm/node-postgres/migrator')).migrate(database.db as NodePgDatabase, options);
  } catch (error) {
    // The baseline (0000_init, 0001_functions) is the first released schema, and later changes are migrations added
    // after it (decision 0470). A database made before the baseline by one of the regenerated pre-release inits
    // (decision 0005) already has tables, so running the baseline over it fails: it cannot be upgraded, only reset.
    if (/already exists/.test(String((error as { cause?: unknown }).cause ?? error))) {
      throw new IncompatibleDatabaseError(
        'This database was created by a pre-release schema, older than the released baseline (packages/server/drizzle/0000_init), and cannot be upgraded. Run `npm run db:reset` to recreate it with demo data.',
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
