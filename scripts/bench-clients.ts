/**
 * `npm run bench:clients`: a thousand clients (issue 33 item 6). Makes BENCH_CLIENTS clients (default 1000) with the
 * scaffold (`npm run client:new`'s scaffoldClient) in a temporary folder beside the repository's own, then:
 *
 * - builds the theme packs of all of them (@portal/theme's buildThemes): target under 10 s;
 * - starts the server (`npm run serve`'s entry, on a throwaway PostgreSQL) once with the repository's clients to
 *   migrate and seed the demo data, stops it, adds the generated clients, and times the next start to /healthz
 *   answering 200 (its access codes synced for every client), with the resident memory then: targets under 3 s and
 *   under 300 MB.
 *
 * Prints both and writes .bench/clients.json; exit code 1 when a target is missed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as v from 'valibot';
import { scaffoldClient } from '@portal/manifest/scaffold';
import { manifestSchema } from '@portal/manifest/schema';
import { buildThemes } from '@portal/theme/build';
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../packages/server/src/config';
import { freePort, pgClusterUnavailable, startPgCluster } from '../packages/server/test/pg-cluster';
import { residentKb } from './topology';

const COUNT = Number(process.env.BENCH_CLIENTS ?? 1000);
const TARGET = { startSeconds: 3, residentMb: 300, packsSeconds: 10 };
const cleanups: (() => Promise<void> | void)[] = [];

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; seconds: number; residentMb: number }> {
  const port = await freePort();
  const began = performance.now();
  const output: string[] = [];
  const child: ChildProcess = spawn(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', REMINDERS: 'off', NODE_ENV: 'production', DEV_IDP: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  cleanups.push(() => stop(child));
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output.join('').slice(-3000)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - began) / 1000;
  return { child, seconds, residentMb: Math.round(residentKb(child.pid!) / 1024) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  process.kill(-child.pid!, 'SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function main(): Promise<void> {
  console.log(`load average before: ${loadavg().map((value) => value.toFixed(2)).join(' ')} on ${cpus().length} cores`);
  const work = mkdtempSync(path.join(tmpdir(), 'portal-bench-clients-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  const clientsDir = path.join(work, 'clients');
  // the repository's clients (the seed's demo data is theirs) and the generated ones
  cpSync(path.join(REPO_ROOT, 'clients'), clientsDir, { recursive: true });
  const reason = pgClusterUnavailable();
  if (reason) throw new Error(`bench:clients needs PostgreSQL: ${reason}`);
  const cluster = await startPgCluster();
  cleanups.push(() => cluster.stop());
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir);
  const env = { CLIENTS_DIR: clientsDir, DATABASE_URL: cluster.url, DATA_DIR: dataDir };
  console.log('first start (migrates and seeds; not timed)...');
  const first = await startServer(env);
  console.log(`  ${first.seconds.toFixed(1)} s`);
  await stop(first.child);
  console.log(`making ${COUNT} clients with the scaffold...`);
  const made = performance.now();
  for (let index = 1; index <= COUNT; index += 1) {
    await scaffoldClient(clientsDir, { id: `gen-${String(index).padStart(4, '0')}`, skin: index % 33, name: `Generated Client ${index}` });
  }
  console.log(`  ${((performance.now() - made) / 1000).toFixed(1)} s`);

  const manifests = readdirSync(clientsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => v.parse(manifestSchema, JSON.parse(readFileSync(path.join(clientsDir, entry.name, 'manifest.json'), 'utf8'))));
  const packsBegan = performance.now();
  await buildThemes({ manifests, outDir: path.join(work, 'themes') });
  const packsSeconds = (performance.now() - packsBegan) / 1000;
  console.log(`theme packs of ${manifests.length} clients: ${packsSeconds.toFixed(2)} s`);

  const second = await startServer(env);
  await stop(second.child);
  console.log(`start with ${manifests.length} clients to /healthz: ${second.seconds.toFixed(2)} s, ${second.residentMb} MB resident`);

  const misses: string[] = [];
  if (second.seconds >= TARGET.startSeconds) misses.push(`start ${second.seconds.toFixed(2)} s ≥ ${TARGET.startSeconds} s`);
  if (second.residentMb >= TARGET.residentMb) misses.push(`${second.residentMb} MB ≥ ${TARGET.residentMb} MB`);
  if (packsSeconds >= TARGET.packsSeconds) misses.push(`packs ${packsSeconds.toFixed(2)} s ≥ ${TARGET.packsSeconds} s`);
  const verdict = misses.length === 0 ? 'PASS' : `FAIL (${misses.join(', ')})`;
  console.log(`targets: start < ${TARGET.startSeconds} s, < ${TARGET.residentMb} MB, packs < ${TARGET.packsSeconds} s: ${verdict}`);
  mkdirSync(path.join(REPO_ROOT, '.bench'), { recursive: true });
  writeFileSync(
    path.join(REPO_ROOT, '.bench/clients.json'),
    `${JSON.stringify({ date: new Date().toISOString(), clients: manifests.length, startSeconds: Math.round(second.seconds * 100) / 100, residentMb: second.residentMb, packsSeconds: Math.round(packsSeconds * 100) / 100, firstStartSeconds: Math.round(first.seconds * 10) / 10, loadAverage: loadavg(), target: TARGET, verdict }, null, 2)}\n`,
  );
  console.log('written to .bench/clients.json');
  if (misses.length > 0) process.exitCode = 1;
}

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await cleanUp();
}
