import { rmSync } from 'node:fs';
import pg from 'pg';
import { loadConfig } from '../config';
import { loadServerClients } from '../tenancy/clients';
import { createDb } from './client';
import { migrate } from './migrate';
import { seed } from './seed';

// `npm run db:reset`: drops everything, migrates and seeds again.
const config = loadConfig();
if (config.databaseUrl) {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
  await client.end();
} else if (config.pgliteDir) {
  rmSync(config.pgliteDir, { recursive: true, force: true });
}
const database = await createDb(config);
try {
  await migrate(database);
  await seed(database.db, loadServerClients(config.clientsDir));
  console.log(`[db:reset] ${database.kind} reset, migrated and seeded`);
} finally {
  await database.close();
}
