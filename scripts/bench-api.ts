/**
 * `npm run bench:api`: throughput and p99 latency of hot signed-in calls, on PGlite and on a throwaway
 * PostgreSQL cluster, against a bare Hono hello-world measured the same way. Writes .bench/api.json.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) bound the run.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { SignJWT, importJWK } from 'jose';
import { REPO_ROOT, loadConfig } from '../packages/server/src/config';
import { createDb } from '../packages/server/src/db/client';
import { startServer, type RunningServer } from '../packages/server/src/server';
import { freePort, pgClusterUnavailable, startPgCluster, type PgCluster } from '../packages/server/test/pg-cluster';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PATHS = [
  '/application/api/u/settings/get-nav',
  '/application/api/u/sapphire/appointments',
  '/application/api/u/notifications/unread',
];

interface Figures {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
}

/** autocannon in its own process, so the load generator does not share the server's event loop. */
function autocannon(url: string, headers: Record<string, string>, body: string | null): Promise<Figures> {
  const args = ['-c', String(CONNECTIONS), '-d', String(SECONDS), '-j', '-m', body === null ? 'GET' : 'POST'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (body !== null) args.push('-b', body);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(REPO_ROOT, 'node_modules/.bin/autocannon'), args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        const result = JSON.parse(out) as { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
        resolve({ requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors });
      } catch (error) {
        reject(new Error(`autocannon output unreadable: ${String(error)} ${out.slice(0, 200)}`));
      }
    });
  });
}

async function helloWorld(): Promise<Figures> {
  const app = new Hono();
  app.post('/', (c) => c.json({ success: true }));
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  try {
    return await autocannon(`http://127.0.0.1:${port}/`, { 'content-type': 'application/json' }, '{}');
  } finally {
    server.close();
  }
}

async function signIn(running: RunningServer, clientId: string, host: string): Promise<string> {
  const keys = running.devKeys!;
  const token = await new SignJWT({ email: `member@${clientId}.example` })
    .setProtectedHeader({ alg: 'RS256', kid: keys.privateJwk.kid })
    .setIssuer(running.config.oidc.issuer)
    .setAudience(clientId)
    .setSubject(`${clientId}-member`)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(await importJWK(keys.privateJwk, 'RS256'));
  const response = await fetch(`http://127.0.0.1:${running.port}/application/api/u/user/axa-sso-web-pre-check`, {
    method: 'POST',
    // fetch drops a Host header, so the bare host's default client (the first one) is used here.
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `member@${clientId}.example`, sso_id: `${clientId}-member`, token }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`sign-in for the benchmark failed: ${response.status} ${await response.text()} (${host})`);
  return cookie;
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Record<string, Figures & { ratio: number }> | { skipped: string }> {
  let cluster: PgCluster | null = null;
  if (kind === 'postgres') {
    const reason = process.env.DATABASE_URL ? null : pgClusterUnavailable();
    if (reason) return { skipped: reason };
    if (!process.env.DATABASE_URL) cluster = await startPgCluster();
  }
  const port = await freePort();
  const config = loadConfig({ NODE_ENV: 'production', DEV_IDP: 'true', PORT: String(port), HOST: '127.0.0.1', ...(kind === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL ?? cluster!.url } : {}) });
  const database = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: null });
  let running: RunningServer | null = null;
  try {
    running = await startServer({ config, database, seed: 'always', persistKeys: false, log: () => {} });
    const client = running.clients[0]!;
    const host = `${client.manifest.subdomains[0]}.localhost:${running.port}`;
    const cookie = await signIn(running, client.id, host);
    const baseline = await helloWorld();
    const results: Record<string, Figures & { ratio: number }> = { 'hello-world': { ...baseline, ratio: 1 } };
    for (const callPath of PATHS) {
      const figures = await autocannon(`http://127.0.0.1:${running.port}${callPath}`, { host, cookie, 'content-type': 'application/json' }, '{"platform":"web"}');
      results[callPath] = { ...figures, ratio: Math.round((figures.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100 };
    }
    return results;
  } finally {
    await running?.close();
    await database.close();
    cluster?.stop();
  }
}

const report: Record<string, unknown> = { date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, node: process.version };
for (const kind of ['pglite', 'postgres'] as const) {
  console.log(`\n== ${kind}: ${SECONDS} s per target, ${CONNECTIONS} connections`);
  const results = await benchDatabase(kind);
  report[kind] = results;
  if ('skipped' in results) {
    console.log(`skipped: ${results.skipped}`);
    continue;
  }
  for (const [target, figures] of Object.entries(results)) {
    const flag = figures.non2xx > 0 ? `  (${figures.non2xx} non-2xx)` : '';
    console.log(`${target.padEnd(44)} ${String(figures.requestsPerSecond).padStart(7)} req/s  p99 ${String(figures.p99Ms).padStart(4)} ms  ${figures.ratio.toFixed(2)}x hello-world${flag}`);
  }
}
const outDir = path.join(REPO_ROOT, '.bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nwritten to .bench/api.json`);
