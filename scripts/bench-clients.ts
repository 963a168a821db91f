/**
 * `npm run bench:clients`: a thousand clients (issue 33 item 6, decision 0640). Makes BENCH_CLIENTS clients (default
 * 1000) with the scaffold (`npm run client:new`'s scaffoldClient) in a temporary folder beside the repository's own,
 * then:
 *
 * - builds the theme packs of all of them (@portal/theme's buildThemes): target under 10 s;
 * - starts the server (`npm run serve`'s entry, NODE_ENV=production, on a throwaway PostgreSQL) once with the
 *   repository's clients to migrate and seed the demo data, stops it, adds the generated clients and publishes the
 *   folder as production does (`npm run clients:publish`: the check, the new clients' access codes hashed, the
 *   release written; timed, no target), and times production starts serving that release to /healthz answering 200,
 *   with the resident memory then and ten seconds later: the first start after the publish (it writes the release's
 *   folder under DATA_DIR), two restarts (targets: under 3 s to /healthz, and under 300 MB resident both then and
 *   ten seconds later, once the start's work after listening is done), and, interleaved, the same start with only the
 *   repository's clients, as the machine's load moves. The server is `npm run serve`'s: node on the compiled bundle
 *   (decision 0720), built first when its sources changed;
 * - starts a development server (CLIENTS_LIVE=watch, the development identity provider) on the same folder and
 *   database: its time to /healthz, and the CPU its folder watch takes over BENCH_CLIENTS_IDLE seconds (default 20)
 *   with nothing changing, then after one client's brand colour changed (printed, no target).
 *
 * BENCH_CLIENTS_FROM: a clients folder made by the scaffold before, copied instead of making the clients again.
 * BENCH_CLIENTS_BEFORE: another checkout (e.g. an export of main with its node_modules, app/dist and theme packs):
 * each production start is made with its `npm run serve` too, right before this one's (before and after a change,
 * interleaved as the load moves; printed, no target).
 *
 * Prints the figures with the load average and writes .bench/clients.json; exit code 1 when a target is missed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as v from 'valibot';
import { scaffoldClient } from '@portal/manifest/scaffold';
import { manifestSchema } from '@portal/manifest/schema';
import { buildThemes } from '@portal/theme/build';
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../packages/server/src/config';
import { builtServerCommand, ensureServerBuild } from '../packages/server/test/built-server';
import { freePort, pgClusterUnavailable, startPgCluster } from '../packages/server/test/pg-cluster';
import { cpuSeconds, residentKb } from './topology';
import { runClientsPublish } from './clients-publish';

const COUNT = Number(process.env.BENCH_CLIENTS ?? 1000);
const IDLE_SECONDS = Number(process.env.BENCH_CLIENTS_IDLE ?? 20);
const TARGET = { startSeconds: 3, residentMb: 300, packsSeconds: 10 };
const BEFORE = process.env.BENCH_CLIENTS_BEFORE ? path.resolve(process.env.BENCH_CLIENTS_BEFORE) : null;
const cleanups: (() => Promise<void> | void)[] = [];

/**
 * The command of `npm run serve` in a checkout, without npm's own start: this checkout's compiled server, or another
 * checkout's `serve` script as its package.json has it (run by the shell, which hands over to it).
 */
function serveCommand(root: string): [string, string[]] {
  if (root === REPO_ROOT) return builtServerCommand();
  const script = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.serve;
  if (!script) throw new Error(`${root}/package.json has no serve script`);
  return ['sh', ['-c', `exec ${script}`]];
}

async function startServer(env: Record<string, string>, root = REPO_ROOT): Promise<{ child: ChildProcess; seconds: number; residentMb: number; output: string[] }> {
  const port = await freePort();
  const began = performance.now();
  const output: string[] = [];
  const [command, args] = serveCommand(root);
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}`, NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1', REMINDERS: 'off' },
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
  return { child, seconds, residentMb: Math.round(residentKb(child.pid!) / 1024), output };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  process.kill(-child.pid!, 'SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function main(): Promise<void> {
  // the compiled server `npm run serve` runs, built again when its sources changed (decision 0720)
  ensureServerBuild(REPO_ROOT);
  // a checkout to compare with that is compiled too is built the same way; one on tsx compiles at its start
  if (BEFORE && existsSync(path.join(BEFORE, 'packages/server/build.mjs'))) ensureServerBuild(BEFORE);
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
  const made = performance.now();
  if (process.env.BENCH_CLIENTS_FROM) {
    // a folder of clients made by the scaffold before (a run's copy), to spare the minute of making them again
    console.log(`copying the clients of ${process.env.BENCH_CLIENTS_FROM}...`);
    rmSync(clientsDir, { recursive: true, force: true });
    cpSync(process.env.BENCH_CLIENTS_FROM, clientsDir, { recursive: true });
  } else {
    console.log(`making ${COUNT} clients with the scaffold...`);
    for (let index = 1; index <= COUNT; index += 1) {
      await scaffoldClient(clientsDir, { id: `gen-${String(index).padStart(4, '0')}`, skin: index % 33, name: `Generated Client ${index}` });
    }
  }
  console.log(`  ${((performance.now() - made) / 1000).toFixed(1)} s`);

  const manifests = readdirSync(clientsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => v.parse(manifestSchema, JSON.parse(readFileSync(path.join(clientsDir, entry.name, 'manifest.json'), 'utf8'))));
  const packsBegan = performance.now();
  await buildThemes({ manifests, outDir: path.join(work, 'themes') });
  const packsSeconds = (performance.now() - packsBegan) / 1000;
  console.log(`theme packs of ${manifests.length} clients: ${packsSeconds.toFixed(2)} s`);

  console.log(`publishing the ${manifests.length} clients (npm run clients:publish: check, access codes, release)...`);
  const publishBegan = performance.now();
  const published = await runClientsPublish(clientsDir, { out: () => {}, err: (line) => console.error(`  ${line}`) }, { ...process.env, DATABASE_URL: cluster.url, DATA_DIR: dataDir });
  if (published !== 0) throw new Error('clients:publish failed');
  const publishSeconds = (performance.now() - publishBegan) / 1000;
  console.log(`  ${publishSeconds.toFixed(1)} s`);

  // The production start, interleaved with the same start serving only the repository's clients (the load of the
  // machine moves by the minute): the first start after the publish writes the release's folder under DATA_DIR,
  // a restart serves it as it is (decision 0640). The targets are the restart's.
  const baselineDir = path.join(work, 'repository-clients');
  cpSync(path.join(REPO_ROOT, 'clients'), baselineDir, { recursive: true });
  const timed = async (label: string, extra: Record<string, string>) => {
    // the other checkout's start of the same kind first, so the two meet the same minute's load
    if (BEFORE) beforeStarts.push(await timedIn(BEFORE, `${label} [before]`, extra));
    return timedIn(REPO_ROOT, label, extra);
  };
  const beforeStarts: Awaited<ReturnType<typeof timedIn>>[] = [];
  // the other checkout's own data directory, so each checkout's first start after the publish writes its release folder
  const beforeDataDir = path.join(work, 'before-data');
  mkdirSync(beforeDataDir);
  const timedIn = async (root: string, label: string, extra: Record<string, string>) => {
    const run = await startServer({ ...env, ...(root === REPO_ROOT ? {} : { DATA_DIR: beforeDataDir }), ...extra }, root);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const settledMb = Math.round(residentKb(run.child.pid!) / 1024);
    const served = run.output.join('').match(/serving release (\d+)/)?.[1];
    await stop(run.child);
    console.log(`  ${label.padEnd(55)} ${run.seconds.toFixed(2).padStart(6)} s to /healthz, ${run.residentMb} MB resident (${settledMb} MB 10 s later)${served ? `, release ${served}` : ''}; load ${loadavg()[0]!.toFixed(1)}`);
    return { label, seconds: Math.round(run.seconds * 100) / 100, residentMb: run.residentMb, residentMbAfter10s: settledMb };
  };
  console.log('production starts (NODE_ENV=production):');
  const baseline = await timed(`the ${readdirSync(baselineDir).length} repository clients (no release)`, { CLIENTS_LIVE: 'off', CLIENTS_DIR: baselineDir });
  const firstAfterPublish = await timed(`${manifests.length} clients, first start after the publish`, {});
  const second = await timed(`${manifests.length} clients, a restart`, {});
  const baselineAgain = await timed(`the ${readdirSync(baselineDir).length} repository clients (no release)`, { CLIENTS_LIVE: 'off', CLIENTS_DIR: baselineDir });
  const restartAgain = await timed(`${manifests.length} clients, a restart`, {});
  const starts = [baseline, firstAfterPublish, second, baselineAgain, restartAgain];

  // development: the folder watch, the development identity provider, and the same database
  const dev = await startServer({ ...env, NODE_ENV: 'development', CLIENTS_LIVE: 'watch', CLIENTS_POLL_MS: '1000' });
  // its start's work after listening (codes and texts in step, warm-up, the demo credentials) done first
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  const idleFrom = cpuSeconds([dev.child.pid!], 0).api;
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const idleCpu = (cpuSeconds([dev.child.pid!], 0).api - idleFrom) / IDLE_SECONDS;
  const changedFile = path.join(clientsDir, 'gen-0001', 'manifest.json');
  const manifest = JSON.parse(readFileSync(changedFile, 'utf8')) as { brand?: Record<string, string> };
  const changeFrom = cpuSeconds([dev.child.pid!], 0).api;
  const outputBefore = dev.output.join('').length;
  writeFileSync(changedFile, `${JSON.stringify({ ...manifest, brand: { ...manifest.brand, action: '#1f4e79' } }, null, 2)}\n`);
  const changeBegan = performance.now();
  while (!dev.output.join('').slice(outputBefore).includes('gen-0001 loaded again') && performance.now() - changeBegan < 60_000) await new Promise((resolve) => setTimeout(resolve, 50));
  const changeSeconds = (performance.now() - changeBegan) / 1000;
  const changeCpu = cpuSeconds([dev.child.pid!], 0).api - changeFrom;
  const devMb = Math.round(residentKb(dev.child.pid!) / 1024);
  await stop(dev.child);
  console.log(`development start (folder watch, development identity provider) to /healthz: ${dev.seconds.toFixed(2)} s, ${dev.residentMb} MB resident (${devMb} MB at the end)`);
  console.log(`  its folder watch, nothing changing: ${(idleCpu * 100).toFixed(1)} % of a core; one client's brand colour changed: live after ${changeSeconds.toFixed(1)} s, ${(changeCpu * 1000).toFixed(0)} ms CPU`);

  const misses: string[] = [];
  if (second.seconds >= TARGET.startSeconds) misses.push(`start ${second.seconds.toFixed(2)} s ≥ ${TARGET.startSeconds} s`);
  if (second.residentMb >= TARGET.residentMb) misses.push(`${second.residentMb} MB at /healthz ≥ ${TARGET.residentMb} MB`);
  // the steady figure, after the start's work after listening (the sign-in pages' warm-up, the sanitiser, the SSR entry)
  if (second.residentMbAfter10s >= TARGET.residentMb) misses.push(`${second.residentMbAfter10s} MB 10 s later ≥ ${TARGET.residentMb} MB`);
  if (packsSeconds >= TARGET.packsSeconds) misses.push(`packs ${packsSeconds.toFixed(2)} s ≥ ${TARGET.packsSeconds} s`);
  const verdict = misses.length === 0 ? 'PASS' : `FAIL (${misses.join(', ')})`;
  console.log(`targets (the restart: ${second.seconds.toFixed(2)} s, ${second.residentMb} MB then, ${second.residentMbAfter10s} MB 10 s later; packs ${packsSeconds.toFixed(2)} s): start < ${TARGET.startSeconds} s, < ${TARGET.residentMb} MB at /healthz and 10 s later, packs < ${TARGET.packsSeconds} s: ${verdict}`);
  mkdirSync(path.join(REPO_ROOT, '.bench'), { recursive: true });
  writeFileSync(
    path.join(REPO_ROOT, '.bench/clients.json'),
    `${JSON.stringify({ date: new Date().toISOString(), clients: manifests.length, startSeconds: second.seconds, residentMb: second.residentMb, residentMbAfter10s: second.residentMbAfter10s, starts, ...(BEFORE ? { before: { root: BEFORE, starts: beforeStarts } } : {}), publishSeconds: Math.round(publishSeconds * 10) / 10, development: { startSeconds: Math.round(dev.seconds * 100) / 100, residentMb: dev.residentMb, residentMbAtEnd: devMb, watchIdleCoreShare: Math.round(idleCpu * 1000) / 1000, changeLiveSeconds: Math.round(changeSeconds * 10) / 10, changeCpuMs: Math.round(changeCpu * 1000) }, packsSeconds: Math.round(packsSeconds * 100) / 100, firstStartSeconds: Math.round(first.seconds * 10) / 10, loadAverage: loadavg(), target: TARGET, verdict }, null, 2)}\n`,
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
