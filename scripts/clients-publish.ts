/**
 * npm run clients:publish: checks every client folder (the whole `clients:check`) and publishes them as one release
 * into the database the servers use (DATABASE_URL; without it the PGlite folder under DATA_DIR, with the server
 * stopped). Every running API process hears of it through the database's news and serves it with no restart
 * (decision 0530): a new client answers at its subdomain, a changed one shows its new manifest, brand colours, logos
 * and legal texts, a client no longer in the folder is taken down (its members' data is kept).
 * CLIENTS_DIR overrides the folder.
 */
import { hostname, userInfo } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientsDirFromEnv, runClientsCheck, type Output } from './clients-check';

const console_: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** Checks, then publishes; returns the exit code. Nothing is published when the check finds a problem. */
export async function runClientsPublish(clientsDir: string, output: Output = console_, env: Record<string, string | undefined> = process.env): Promise<number> {
  const checked = await runClientsCheck(clientsDir, output);
  if (checked !== 0) {
    output.err('clients:publish: nothing was published; fix the problems above (npm run clients:check) and publish again');
    return 1;
  }
  const [{ loadConfig }, { createDb }, { migrate }, { publishClients }] = await Promise.all([
    import('@portal/server/config'),
    import('@portal/server/db/client'),
    import('@portal/server/db/migrate'),
    import('@portal/server/clients-live'),
  ]);
  const config = loadConfig(env);
  const database = await createDb(config);
  try {
    await migrate(database);
    const by = `${safeUser()}@${hostname()}`;
    const { id, clients } = await publishClients(database.db, clientsDir, by);
    output.out(`clients:publish: release ${id} with ${clients.length} clients (${clients.join(', ')}) published to ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`}; every running server serves it within seconds`);
    return 0;
  } finally {
    await database.close();
  }
}

function safeUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runClientsPublish(clientsDirFromEnv()).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`clients:publish: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
