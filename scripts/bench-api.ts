/**
 * `npm run bench:api`: throughput and p99 latency of hot signed-in calls, on PGlite and on a throwaway
 * PostgreSQL cluster, against a bare Hono hello-world measured the same way. Writes .bench/api.json.
 *
 * Every target runs on its own, with the same connection count: a warm-up first (JIT, pools, prepared
 * statements; not counted), then the measured seconds in rounds. Each round measures hello-world and then every
 * call for its share of the seconds, so a call is compared with hello-world measured moments before it: this
 * machine's speed drifts by a quarter over a minute (other guests on its host), and a hello-world measured once
 * at the start made the ratio of the last call a matter of luck. A call's ratio is the median of its rounds'
 * ratios; its requests/s are over all its rounds, its p99 the worst round's.
 *
 * The target of the server issue, checked on PostgreSQL for each call: at least half of hello-world's
 * requests/s and a p99 under 20 ms. A call that answers anything but 2xx fails too. The exit code is 1 when a
 * checked target fails.
 *
 *   BENCH_SECONDS     measured seconds per target, over all rounds (default 10)
 *   BENCH_ROUNDS      rounds the measured seconds are split into (default 5; 1 when profiling)
 *   BENCH_WARMUP      warm-up seconds per target (default 3)
 *   BENCH_CONNECTIONS connections for every target (default 50)
 *   BENCH_DATABASES   pglite,postgres (default both)
 *   BENCH_CALLS       comma-separated parts of call paths to run (default: every entry of BENCH_ENTRIES)
 *   BENCH_ACCEPT_ENCODING  the Accept-Encoding of every request (default Chromium's, which the portal's pages
 *                     send on every call: "gzip, deflate, br, zstd"); empty sends none
 *   BENCH_PROFILE     1: write a V8 CPU profile of the server process per call to .bench/<call>.cpuprofile
 *                     (open in Chrome DevTools or speedscope), in one round; its figures are not comparable
 *
 * A new area adds its hot calls to BENCH_ENTRIES: the contract's call definition, a valid body (or how to find
 * one in the seeded database), the demo identity that makes it (the first client's member unless it says) and
 * the reply the portal polls for. Each call must give that reply with 200 before it is measured, or the run stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { SignJWT, importJWK } from 'jose';
import { sql } from 'drizzle-orm';
import { getAppointments } from '@portal/contract/calls/bookings';
import { getCorporateEvent } from '@portal/contract/calls/events';
import { getAppointmentAccessToken } from '@portal/contract/calls/meeting-room';
import { getUnreadNotifications } from '@portal/contract/calls/notifications';
import { getNav } from '@portal/contract/calls/shell';
import { getSupportConversations } from '@portal/contract/calls/support-chat';
import { getClinicBookings, getCoachees } from '@portal/contract/calls/workspace';
import type { CallDefinition, CallRequestInput } from '@portal/contract/define-call';
import { REPO_ROOT, loadConfig } from '../packages/server/src/config';
import type { Db } from '../packages/server/src/core/types';
import { createDb } from '../packages/server/src/db/client';
import { startServer, type RunningServer } from '../packages/server/src/server';
import { freePort, pgClusterUnavailable, startPgCluster, type PgCluster } from '../packages/server/test/pg-cluster';

const SECONDS = positive('BENCH_SECONDS', 10);
const WARMUP = positive('BENCH_WARMUP', 3, true);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 50);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim()) as ('pglite' | 'postgres')[];
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
/** What a browser sends with every request besides the call's own headers; hello-world gets it too. */
const BROWSER_HEADERS: Record<string, string> = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;

/** The demo identities a hot call is made as (docs/demo-identities.md): `<who>@<client>.example`. */
type Who = 'member' | 'coach' | 'clinician' | 'support';

/** What a body may be looked up in: the seeded database, the caller and their client. */
interface Lookup {
  readonly db: Db;
  readonly clientId: string;
  readonly userId: number;
}

interface BenchEntry<C extends CallDefinition = CallDefinition> {
  readonly call: C;
  /** a valid body, or how to find one in the seeded database */
  readonly body: CallRequestInput<C> | ((lookup: Lookup) => Promise<CallRequestInput<C>>);
  /** who makes the call (default the member) */
  readonly as: Who;
  /** whose client (default the first one) */
  readonly client?: string;
  /** how the reply starts when it is the one the portal gets while polling (default a success) */
  readonly answer: string;
}
/** Keeps each body checked against its own call's request type. */
const entry = <C extends CallDefinition>(
  call: C,
  body: CallRequestInput<C> | ((lookup: Lookup) => Promise<CallRequestInput<C>>),
  options: { as?: Who; client?: string; answer?: string } = {},
): BenchEntry => ({ call, body, as: options.as ?? 'member', answer: options.answer ?? '{"success":true', ...(options.client ? { client: options.client } : {}) }) as BenchEntry;

/** The first value of a one-column query, or a readable stop. */
async function firstOf(db: Db, query: ReturnType<typeof sql>, what: string): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`bench:api found no ${what} in the seeded database`);
  return Number(id);
}

/**
 * The waiting room's body: a video session of the client's demo member an hour ahead, added for the bench, with
 * the caller when the caller is a clinician (their first staff reference), else with nobody.
 */
async function waitingRoom({ db, clientId, userId }: Lookup): Promise<{ appointment_id: string }> {
  const id = await firstOf(
    db,
    sql`insert into bookings (client_id, user_id, store, appointment_type, start_at, end_at, clinician_id, clinician_name)
        select ${clientId}, u.id, 'appointment', 'Video', now() + interval '1 hour', now() + interval '2 hours', s.staff_ref, s.name
        from users u left join (
          select staff_ref, 'Jonas Clinician' as name from video_staff
          where client_id = ${clientId} and user_id = ${userId} and staff_ref not like 'COA-%' order by staff_ref limit 1
        ) s on true
        where u.client_id = ${clientId} and u.email = ${`member@${clientId}.example`} returning id`,
    'demo member to book a video session for',
  );
  return { appointment_id: String(id) };
}

/**
 * The hot calls measured: the shell's polled calls, and the areas' calls the portal polls (docs: each one's
 * `refreshInterval` or poll in app/src/features). A new area adds its hot calls here.
 */
const BENCH_ENTRIES: readonly BenchEntry[] = [
  // the shell: navigation on every page, the bookings panel, the bell (every 30 s)
  entry(getNav, { platform: 'web' }),
  entry(getAppointments, {}),
  entry(getUnreadNotifications, {}),
  // events (at harbour, whose members have them): an event date's page, polled every 2 s while a payment is
  // being confirmed
  entry(
    getCorporateEvent,
    async ({ db, clientId }) => ({
      event_date_id: await firstOf(db, sql`select id from corporate_event_dates where client_id = ${clientId} and start_at > now() order by start_at, id limit 1`, 'event date to come'),
    }),
    { client: 'harbour' },
  ),
  // the meeting room's waiting room, polled every 2 s until the room opens, by the member and by the clinician
  entry(getAppointmentAccessToken, waitingRoom, { client: 'harbour', answer: '{"success":false,"error":' }),
  entry(getAppointmentAccessToken, waitingRoom, { as: 'clinician', client: 'harbour', answer: '{"success":false,"error":' }),
  // the staff's workspaces: the support inbox every 10 s, the coach's coachees every 15 s, a clinician's bookings every 60 s
  entry(getSupportConversations, {}, { as: 'support', client: 'larkspur' }),
  entry(getCoachees, {}, { as: 'coach', client: 'harbour' }),
  entry(getClinicBookings, {}, { as: 'clinician', client: 'harbour' }),
];
/** A target's name: its call's path, and who makes it when another side makes the same call (the staff's waiting room). */
function targetName(call: CallDefinition, who: Who): string {
  return who === 'member' || ENTRIES.filter((other) => other.call === call).length === 1 ? call.path : `${call.path} (${who})`;
}

/** hello-world reads no body; it gets the largest of the shell's, so it carries at least their bytes */
const BASELINE_BODY = '{"platform":"web"}';
const ONLY = (process.env.BENCH_CALLS ?? '').split(',').map((part) => part.trim()).filter(Boolean);
const ENTRIES = ONLY.length === 0 ? BENCH_ENTRIES : BENCH_ENTRIES.filter(({ call }) => ONLY.some((part) => call.path.includes(part)));
const PROFILE = process.env.BENCH_PROFILE === '1';
const ROUNDS = PROFILE ? 1 : Math.max(1, Math.round(positive('BENCH_ROUNDS', 5)));

function positive(name: string, fallback: number, zeroAllowed = false): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  const unit = name === 'BENCH_CONNECTIONS' ? 'connections' : name === 'BENCH_ROUNDS' ? 'rounds' : 'seconds';
  if (!Number.isFinite(value) || value < 0 || (!zeroAllowed && value === 0)) throw new Error(`${name} must be a ${zeroAllowed ? 'non-negative' : 'positive'} number of ${unit}`);
  return value;
}

interface Figures {
  readonly requestsPerSecond: number;
  /** requests answered in the measured seconds */
  readonly requests: number;
  /** CPU time of this process (server or hello-world; not the database's) per request: steadier than req/s on a shared machine */
  readonly cpuUsPerRequest: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
}
type Row = Figures & {
  /** the median of the rounds' ratios to hello-world's requests/s */
  readonly ratio: number;
  /** each round's ratio */
  readonly rounds: readonly number[];
};

/** Every autocannon still running, so an interrupted run leaves none behind. */
const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

/** autocannon in its own process, so the load generator does not share the server's event loop. */
function autocannon(url: string, headers: Record<string, string>, body: string, seconds: number): Promise<Figures> {
  const args = ['-c', String(CONNECTIONS), '-d', String(seconds), '-j', '-m', 'POST', '-b', body];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const cpuBefore = process.cpuUsage();
    const child = spawn(path.join(REPO_ROOT, 'node_modules/.bin/autocannon'), args, { stdio: ['ignore', 'pipe', 'ignore'] });
    children.add(child);
    // autocannon stops itself after `seconds`; this only guards against a hung one
    const guard = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(guard);
      children.delete(child);
      try {
        const result = JSON.parse(out) as { requests: { average: number; total: number }; latency: { p99: number }; non2xx: number; errors: number; timeouts: number };
        const cpu = process.cpuUsage(cpuBefore);
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          requests: result.requests.total,
          cpuUsPerRequest: Math.round((cpu.user + cpu.system) / Math.max(1, result.requests.total)),
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      } catch (error) {
        reject(new Error(`autocannon output unreadable: ${String(error)} ${out.slice(0, 200)}`));
      }
    });
  });
}

/** A measured run, as a V8 CPU profile of this process when `profileAs` names one. */
async function measure(url: string, headers: Record<string, string>, body: string, seconds: number, profileAs?: string): Promise<Figures> {
  if (!profileAs) return autocannon(url, headers, body, seconds);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await autocannon(url, headers, body, seconds);
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const file = path.join(REPO_ROOT, '.bench', `${profileAs}.cpuprofile`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
    console.log(`  profile: ${path.relative(REPO_ROOT, file)}`);
  }
}

/** One thing measured: hello-world or a call. */
interface Target {
  readonly name: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly profileAs?: string;
}

/** The figures of a target's rounds as one: requests/s over all of them, the worst p99, the sums of failures. */
function combined(rounds: readonly Figures[]): Figures {
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  const weightedCpu = rounds.reduce((sum, round) => sum + round.cpuUsPerRequest * round.requests, 0);
  return {
    requestsPerSecond: Math.round(requests / SECONDS),
    requests,
    cpuUsPerRequest: Math.round(weightedCpu / Math.max(1, requests)),
    p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Warms every target up, then measures them in rounds: hello-world first in each, then each call, so every
 * call's ratio is to a hello-world of the same moment.
 */
async function measureInRounds(baseline: Target, calls: readonly Target[]): Promise<Record<string, Row>> {
  const targets = [baseline, ...calls];
  if (WARMUP > 0) for (const target of targets) await autocannon(target.url, target.headers, target.body, WARMUP);
  // each target's rounds, in the order of `targets`
  const figures = targets.map((): Figures[] => []);
  const seconds = SECONDS / ROUNDS;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, target] of targets.entries()) figures[index]!.push(await measure(target.url, target.headers, target.body, seconds, target.profileAs));
    const hello = figures[0]![round]!.requestsPerSecond;
    const ratios = figures.slice(1).map((rounds) => (rounds[round]!.requestsPerSecond / hello).toFixed(2));
    console.log(`  round ${round + 1}/${ROUNDS}: hello-world ${hello} req/s; ${ratios.join(' ')}`);
  }
  const rows: Record<string, Row> = {};
  for (const [index, target] of targets.entries()) {
    const rounds = figures[index]!.map((round, at) => Math.round((round.requestsPerSecond / figures[0]![at]!.requestsPerSecond) * 100) / 100);
    rows[target.name] = { ...combined(figures[index]!), ratio: median(rounds), rounds };
  }
  return rows;
}

/** The bare Hono baseline, served by this process like the server under test, for as long as `use` runs. */
async function withHelloWorld<T>(use: (target: Target) => Promise<T>): Promise<T> {
  const app = new Hono();
  app.post('/', (c) => c.json({ success: true }));
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  try {
    return await use({
      name: 'hello-world',
      url: `http://127.0.0.1:${port}/`,
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' },
      body: BASELINE_BODY,
      ...(PROFILE ? { profileAs: 'hello-world' } : {}),
    });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A POST through node:http, which keeps the Host header (fetch drops it): the status, headers and decoded text. */
async function post(url: string, headers: Record<string, string>, body: string): Promise<{ code: number; text: string; setCookie: string[]; headerBytes: number; bodyBytes: number }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const text = (encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire).toString('utf8');
        resolve({
          code: res.statusCode ?? 0,
          text,
          setCookie: res.headers['set-cookie'] ?? [],
          headerBytes: res.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0),
          bodyBytes: wire.length,
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Signs a demo identity in at its client, as the provider's return would: the session cookie. */
async function signIn(running: RunningServer, clientId: string, host: string, who: Who): Promise<string> {
  const keys = running.devKeys!;
  const email = `${who}@${clientId}.example`;
  const token = await new SignJWT({ email })
    .setProtectedHeader({ alg: 'RS256', kid: keys.privateJwk.kid })
    .setIssuer(running.config.oidc.issuer)
    .setAudience(clientId)
    .setSubject(`${clientId}-${who}`)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(await importJWK(keys.privateJwk, 'RS256'));
  const response = await post(`http://127.0.0.1:${running.port}/application/api/u/user/axa-sso-web-pre-check`, { host, 'content-type': 'application/json' }, JSON.stringify({ email, sso_id: `${clientId}-${who}`, token }));
  const cookie = response.setCookie.map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('portal_session='));
  if (response.code !== 200 || !cookie) throw new Error(`sign-in of ${email} for the benchmark failed: ${response.code} ${response.text.slice(0, 200)}`);
  return cookie;
}

/** Each call must answer 200 with the reply it is measured for before it is measured, or the figures would be of errors. */
async function checkReply(url: string, headers: Record<string, string>, body: string, answer: string): Promise<void> {
  const status = await post(url, headers, body);
  if (status.code !== 200 || !status.text.startsWith(answer)) throw new Error(`${url} answered ${status.code}: ${status.text.slice(0, 200)}`);
  if (process.env.BENCH_SHOW_REPLY === '1') console.log(`${url}: ${status.headerBytes} bytes of headers, ${status.bodyBytes} of body (${Buffer.byteLength(status.text)} as JSON)`);
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Record<string, Row> | { skipped: string }> {
  let cluster: PgCluster | null = null;
  if (kind === 'postgres') {
    const reason = process.env.DATABASE_URL ? null : pgClusterUnavailable();
    if (reason) return { skipped: reason };
    if (!process.env.DATABASE_URL) {
      cluster = await startPgCluster();
      cleanups.push(() => cluster?.stop());
    }
  }
  const port = await freePort();
  const config = loadConfig({ NODE_ENV: 'production', DEV_IDP: 'true', PORT: String(port), HOST: '127.0.0.1', ...(kind === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL ?? cluster!.url } : {}) });
  const database = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: null });
  let running: RunningServer | null = null;
  const stop = async () => {
    await running?.close();
    await database.close();
    cluster?.stop();
  };
  cleanups.push(stop);
  try {
    running = await startServer({ config, database, seed: 'always', persistKeys: false, log: () => {} });
    const calls: Target[] = [];
    // one session per identity, as each browser has its own
    const cookies = new Map<string, string>();
    for (const { call, body, as: who, client: clientId, answer } of ENTRIES) {
      const client = clientId ? running.clients.find((known) => known.id === clientId) : running.clients[0];
      if (!client) throw new Error(`bench:api: no client ${clientId}`);
      const host = `${client.manifest.subdomains[0]}.localhost:${running.port}`;
      const key = `${who}@${client.id}`;
      if (!cookies.has(key)) cookies.set(key, await signIn(running, client.id, host, who));
      const headers = { ...BROWSER_HEADERS, host, cookie: cookies.get(key)!, 'content-type': 'application/json' };
      const userId = await firstOf(database.db, sql`select id from users where client_id = ${client.id} and email = ${`${who}@${client.id}.example`}`, key);
      const text = JSON.stringify(typeof body === 'function' ? await body({ db: database.db, clientId: client.id, userId }) : body);
      const url = `http://127.0.0.1:${running.port}${call.path}`;
      await checkReply(url, headers, text, answer);
      const name = targetName(call, who);
      calls.push({ name, url, headers, body: text, ...(PROFILE ? { profileAs: `${kind}-${call.path.split('/').slice(-2).join('-')}${name === call.path ? '' : `-${who}`}` } : {}) });
    }
    const results = await withHelloWorld((baseline) => measureInRounds(baseline, calls));
    for (const [target, row] of Object.entries(results)) printRow(target, row);
    return results;
  } finally {
    await stop();
    cleanups.splice(cleanups.indexOf(stop), 1);
  }
}

function printRow(target: string, row: Row): void {
  const flag = row.non2xx + row.errors > 0 ? `  (${row.non2xx} non-2xx, ${row.errors} errors)` : '';
  const rounds = target === 'hello-world' ? '' : `  rounds ${row.rounds.map((ratio) => ratio.toFixed(2)).join(' ')}`;
  console.log(
    `${target.padEnd(44)} ${String(row.requestsPerSecond).padStart(7)} req/s  p99 ${String(row.p99Ms).padStart(4)} ms  ${row.ratio.toFixed(2).padStart(5)}x hello-world  ${String(row.cpuUsPerRequest).padStart(4)} µs CPU/req${rounds}${flag}`,
  );
}

function verdict(row: Row): { pass: boolean; why: string } {
  const problems: string[] = [];
  if (row.ratio < TARGET_RATIO) problems.push(`${row.ratio.toFixed(2)}x < ${TARGET_RATIO}x`);
  if (row.p99Ms >= TARGET_P99_MS) problems.push(`p99 ${row.p99Ms} ms >= ${TARGET_P99_MS} ms`);
  if (row.non2xx + row.errors > 0) problems.push(`${row.non2xx + row.errors} failed requests`);
  return { pass: problems.length === 0, why: problems.join(', ') };
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

async function main(): Promise<void> {
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    seconds: SECONDS,
    rounds: ROUNDS,
    warmupSeconds: WARMUP,
    connections: CONNECTIONS,
    acceptEncoding: ACCEPT_ENCODING || null,
    node: process.version,
    loadAverageBefore: load(),
    target: { ratio: TARGET_RATIO, p99Ms: TARGET_P99_MS, database: 'postgres' },
  };
  console.log(`load average before: ${report.loadAverageBefore}`);
  for (const kind of DATABASES) {
    console.log(`\n== ${kind}: ${WARMUP} s warm-up + ${SECONDS} s per target in ${ROUNDS} round${ROUNDS === 1 ? '' : 's'}, ${CONNECTIONS} connections, one target at a time, Accept-Encoding ${ACCEPT_ENCODING ? `"${ACCEPT_ENCODING}"` : 'none'}`);
    const results = await benchDatabase(kind);
    report[kind] = results;
    if ('skipped' in results) console.log(`skipped: ${results.skipped}`);
  }
  report.loadAverageAfter = load();

  console.log(`\nload average after: ${report.loadAverageAfter}`);
  const pg = report.postgres as Record<string, Row> | { skipped: string } | undefined;
  let failed = false;
  if (!pg || 'skipped' in pg) {
    console.log(`target (PostgreSQL): not checked, ${pg ? pg.skipped : 'not run'}`);
  } else {
    console.log(`target on PostgreSQL: >= ${TARGET_RATIO}x hello-world (the median round) and p99 < ${TARGET_P99_MS} ms at ${CONNECTIONS} connections`);
    const verdicts: Record<string, string> = {};
    for (const { call, as: who } of ENTRIES) {
      const callPath = targetName(call, who);
      const { pass, why } = verdict(pg[callPath]!);
      failed ||= !pass;
      verdicts[callPath] = pass ? 'PASS' : `FAIL (${why})`;
      console.log(`${pass ? 'PASS' : 'FAIL'}  ${callPath}${pass ? '' : `  ${why}`}`);
    }
    report.verdicts = verdicts;
  }
  const outDir = path.join(REPO_ROOT, '.bench');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten to .bench/api.json`);
  if (failed) process.exitCode = 1;
}

/** Stops what is still running: load generators, servers, databases, the cluster. */
async function cleanUp(): Promise<void> {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch {
      // already stopped
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await cleanUp();
}
