import { mkdirSync } from 'node:fs';
import { loadConfig } from './config';
import { IncompatibleDatabaseError } from './db/migrate';
import { startReminders } from './reminders/start';
import { releaseHeldPlace } from './events/public';
import { challengeNoticeJobs, fitnessSyncJobs } from './fitness/public';
import { startServer } from './server';
import { clientOrigins } from './tenancy/clients';
import { preloadSanitiser } from './admin/sanitise';
import { removeRunningRecord, writeRunningRecord } from './running-record';
import { warmUp } from './web/warm-up';

// `npm run serve` / `npm start`: one process serving the app, the API and the development identity provider.
const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });

const running = await startServer({ config }).catch((error: unknown) => {
  if (error instanceof IncompatibleDatabaseError) console.error(`[server] could not start: ${error.message}`);
  else console.error('[server] could not start:', error);
  process.exit(1);
});

const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`;
console.log(`[server] listening on port ${running.port}, ${config.env}, ${database}`);
// for npm run client:new in another shell: the URL a new client will have (running-record.ts)
writeRunningRecord(config.dataDir, { pid: process.pid, port: running.port, publicOrigin: config.publicOrigin.replace(/:\d+$/, `:${running.port}`) });
process.on('exit', () => removeRunningRecord(config.dataDir));
// at a thousand clients neither a thousand lines nor a thousand warm-up pages (decision 0640): the first ones
const SHOWN_CLIENTS = 20;
const firstHosts: string[] = [];
for (const client of running.clients.slice(0, SHOWN_CLIENTS)) {
  const origins = clientOrigins(client, config.publicOrigin.replace(/:\d+$/, `:${running.port}`));
  console.log(`[server]   ${client.manifest.name.padEnd(28)} ${origins.map((origin) => `${origin}/`).join('  ')}`);
  if (origins[0]) firstHosts.push(new URL(origins[0]).host);
}
if (running.clients.length > SHOWN_CLIENTS) console.log(`[server]   ... and ${running.clients.length - SHOWN_CLIENTS} more clients`);
// the first clients' sign-in pages once, so the first member after a start does not wait for them (web/warm-up.ts)
// then the employer's HTML sanitiser (jsdom), which an admin's first publish would otherwise wait seconds for
void warmUp({ port: running.port, address: config.host }, firstHosts).then(() => preloadSanitiser());
// reminder mails (decision 0300); REMINDERS=off leaves them to another process
const reminders = await startReminders({ db: running.database.db, clients: running.clientSet, config, releaseHeldPlace, jobKinds: [fitnessSyncJobs(), challengeNoticeJobs()] }).catch((error: unknown) => {
  console.error('[server] could not start the reminders:', error);
  process.exit(1);
});
if (running.devProvider) console.log(`[server] development identity provider: ${running.devProvider.issuer} (see docs/demo-identities.md)`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  (reminders?.stop() ?? Promise.resolve()).then(() => running.close()).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('[server] close failed:', error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
