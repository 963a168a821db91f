/**
 * `npm run scale:up`: the production shape on this machine (docs/deploy.md): a throwaway PostgreSQL (or
 * DATABASE_URL), SCALE_PROCESSES API processes (default 2, `npm run serve`'s entry with TRUST_PROXY=1) and HAProxy
 * in front of them (deploy/haproxy/haproxy.cfg), all on free ports. Prints the addresses and runs until Ctrl-C.
 * Run `npm run build` first so the processes serve the app.
 */
import { startTopology } from './topology';

const processes = Number(process.env.SCALE_PROCESSES ?? 2);
if (!Number.isInteger(processes) || processes < 1) throw new Error(`SCALE_PROCESSES must be a whole number from 1, got "${process.env.SCALE_PROCESSES}"`);

const topology = await startTopology({ processes, databaseUrl: process.env.DATABASE_URL || undefined });
console.log(`\nthe portal: http://harbour.localhost:${topology.port}/ (every client's host on port ${topology.port})`);
console.log(`PostgreSQL: ${topology.databaseUrl}`);
console.log('Ctrl-C stops everything.');
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    void topology.stop().finally(() => process.exit(0));
  });
}
// a process that dies is reported; HAProxy stops sending to it
setInterval(() => {
  for (const api of topology.api) {
    if (api.child.exitCode !== null || api.child.signalCode !== null) {
      console.error(`${api.name} (port ${api.port}) has exited:\n${api.output.join('').slice(-2000)}`);
      api.output.length = 0;
    }
  }
}, 5000).unref();
await new Promise(() => {});
