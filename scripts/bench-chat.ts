/**
 * `npm run bench:chat`: chat delivery through the real chat sockets (decision 0201) in the production shape
 * (scripts/topology.ts, docs/deploy.md, decision 0820): HAProxy with deploy/haproxy/haproxy.cfg in front of two
 * compiled API processes (`npm run serve`, decision 0720) on one throwaway PostgreSQL cluster, leastconn and no
 * stickiness, so a member and their coach meet on one process or on two as the balancer chose. For each size N
 * (10, 100, 500 connections), N/2 members and their N/2 coaches connect through the balancer, one conversation per
 * pair; every connection sends a message every BENCH_INTERVAL_MS, and the other side's receipt is timed from the
 * send. Prints messages per second, the delivery latency p50/p99, the sockets each process holds and the CPU per
 * message, and writes .bench/chat.json. Target: p99 under 100 ms at 500 connections, none lost; the exit code is 1
 * when it fails.
 *
 *   BENCH_SIZES        connection counts (default 10,100,500)
 *   BENCH_SECONDS      measured seconds per size (default 10)
 *   BENCH_WARMUP       warm-up seconds per size, not counted (default 2)
 *   BENCH_INTERVAL_MS  ms between two messages of one connection (default 1000)
 *   DATABASE_URL       an existing PostgreSQL instead of a throwaway cluster (it is seeded if empty)
 *   BENCH_PROFILE      1: the two API processes write V8 CPU profiles to .bench/chat-profile/ (open in Chrome
 *                      DevTools or speedscope); the figures of a profiled run are not comparable
 *   BENCH_CHAT_STATEMENTS 1: the throwaway cluster loads pg_stat_statements, and each size prints the statements
 *                      of its measured seconds per delivered message (calls and time), heaviest first
 *   BENCH_CHAT_DIRECT  1: no balancer: members connect to process A and their coaches to process B directly, so
 *                      every message crosses processes over LISTEN/NOTIFY (the worst case for the fan-out); same
 *                      target; writes .bench/chat-direct.json
 *
 * Members and coaches come from the servers' test hooks (PORTAL_TEST_HOOKS=1): members with a chat with the
 * client's first coach, and coach accounts answering for that coach.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, type ChatServerEvent } from '@portal/contract/chat-socket';
import { REPO_ROOT } from '../packages/server/src/config';
import { builtServerCommand, ensureServerBuild } from '../packages/server/test/built-server';
import { freePort, pgClusterUnavailable, startPgCluster, type PgCluster } from '../packages/server/test/pg-cluster';
import { startTopology } from './topology';

const SIZES = (process.env.BENCH_SIZES ?? '10,100,500').split(',').map((size) => Number(size.trim())).filter((size) => Number.isInteger(size) && size >= 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 1000);
const TARGET = { connections: 500, p99Ms: 100 };
const CLIENT = 'harbour';
const STARTUP_MS = 240_000;
const PROFILE_DIR = process.env.BENCH_PROFILE === '1' ? path.join(REPO_ROOT, '.bench/chat-profile') : null;
// the production shape unless asked otherwise (BENCH_CHAT_BALANCER=1, its switch before decision 0820, still means it)
const BALANCER = process.env.BENCH_CHAT_DIRECT !== '1';
const STATEMENTS = process.env.BENCH_CHAT_STATEMENTS === '1';

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

interface Server {
  readonly port: number;
  readonly host: string;
  /** the process group of the server (its node process) */
  readonly group: number;
}

/**
 * CPU seconds used so far by the API processes and by PostgreSQL (Linux /proc): the cost per message does not
 * depend on what else the machine runs, unlike the latencies.
 */
function cpuSeconds(groups: readonly number[], postmaster: number): { api: number; postgres: number } {
  const ticks = 100; // USER_HZ on Linux
  let api = 0;
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const used = (Number(fields[11]) + Number(fields[12])) / ticks;
    if (groups.includes(Number(fields[2]))) api += used;
    // the postmaster's own time and its exited children's (a pool may close idle backends), and the live backends'
    else if (Number(entry) === postmaster) postgres += used + (Number(fields[13]) + Number(fields[14])) / ticks;
    else if (Number(fields[1]) === postmaster) postgres += used;
  }
  return { api, postgres };
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`a server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`a server did not answer /healthz within ${STARTUP_MS / 1000} s`);
}

/** One API process: `npm run serve`'s entry point, on PostgreSQL, with the test hooks and without the reminder worker. */
async function startServerProcess(databaseUrl: string, name: string): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-bench-chat-${name}-`));
  const output: string[] = [];
  // `npm run serve`'s command: node on the compiled server (decision 0720)
  const [command, args] = builtServerCommand(PROFILE_DIR ? { profileDir: PROFILE_DIR } : {});
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PUBLIC_ORIGIN: `http://localhost:${port}`, PORTAL_TEST_HOOKS: '1', REMINDERS: 'off', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  cleanups.push(async () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // gone
      }
      await new Promise((resolve) => {
        const guard = setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            // gone
          }
          resolve(null);
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(guard);
          resolve(null);
        });
      });
    }
    children.delete(child);
    rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    await waitForHealth(port, child);
  } catch (error) {
    console.error(output.join('').slice(-3000));
    throw error;
  }
  return { port, host: `${CLIENT}.localhost:${port}`, group: child.pid! };
}

function post(server: Server, urlPath: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path: urlPath, method: 'POST', headers: { host: server.host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } }, (res) => {
      let data = '';
      res.on('data', (chunk: Buffer) => (data += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(data || '{}') as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.end(text);
  });
}

interface Person {
  readonly userId: number;
  readonly cookie: string;
}

async function createPerson(server: Server, coach: boolean): Promise<Person> {
  const body = { bookings: false, notifications: false, profile: false, myList: false, reports: false, location: false, ...(coach ? { coach: true } : { chat: true }) };
  const reply = await post(server, '/__test/members', body);
  if (reply.status !== 200) throw new Error(`the test hook answered ${reply.status}: ${JSON.stringify(reply.json)}`);
  const session = reply.json.session as { cookieName: string; token: string };
  return { userId: reply.json.userId as number, cookie: `${session.cookieName}=${session.token}` };
}

async function inBatches<T>(count: number, parallel: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const index = next++;
        out[index] = await make(index);
      }
    }),
  );
  return out;
}

interface Pair {
  readonly member: Person;
  readonly coach: Person;
  readonly sid: string;
}

interface Connection {
  readonly socket: WebSocket;
  readonly side: 'member' | 'coach';
  readonly pair: number;
}

/** Messages in flight: body → send time; the other side's receipt takes it out. */
interface Tally {
  readonly sent: Map<string, number>;
  latencies: number[];
  delivered: number;
  counting: boolean;
  errors: string[];
}

function open(server: Server, pair: Pair, side: 'member' | 'coach', index: number, tally: Tally): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}${CHAT_SOCKET_PATH}?conversation=${encodeURIComponent(pair.sid)}`, {
      headers: { host: server.host, origin: `http://${server.host}`, cookie: side === 'member' ? pair.member.cookie : pair.coach.cookie },
    });
    const guard = setTimeout(() => reject(new Error(`${side} ${index}: no history within 60 s`)), 60_000);
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as ChatServerEvent;
      if (event.type === 'history') {
        clearTimeout(guard);
        resolve({ socket, side, pair: index });
      } else if (event.type === 'message') {
        // the other side's messages only: a sender hears its own too
        if (event.message.from === side) return;
        const sentAt = tally.sent.get(event.message.body);
        if (sentAt === undefined) return;
        tally.sent.delete(event.message.body);
        if (tally.counting) {
          tally.latencies.push(performance.now() - sentAt);
          tally.delivered += 1;
        }
      } else if (event.type === 'error') tally.errors.push(event.message);
    });
    socket.on('unexpected-response', (_req, res) => reject(new Error(`${side} ${index}: upgrade refused with ${res.statusCode}`)));
    socket.on('error', (error) => reject(error));
  });
}

const quantile = (sorted: readonly number[], q: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
const round = (value: number) => Math.round(value * 10) / 10;

interface Row {
  connections: number;
  conversations: number;
  seconds: number;
  sent: number;
  delivered: number;
  lost: number;
  messagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  /** the distinct error texts the sockets sent, if any */
  errorTexts: string[];
  /** CPU milliseconds per delivered message: both API processes, and PostgreSQL */
  apiCpuMsPerMessage: number;
  postgresCpuMsPerMessage: number;
  /** with the balancer: the connections HAProxy holds open to each API process once every socket is open */
  socketsPerProcess?: string;
  /** BENCH_CHAT_STATEMENTS: PostgreSQL's statements of the measured seconds */
  statements?: { query: string; callsPerMessage: number; msPerThousandMessages: number }[];
}

interface Statements {
  reset(): Promise<void>;
  read(): Promise<{ query: string; calls: number; ms: number }[]>;
}

/** BENCH_CHAT_STATEMENTS: what PostgreSQL ran between reset() and read() (pg_stat_statements), heaviest first. */
function statementsOf(databaseUrl: string): Statements {
  const run = async <T>(work: (db: pg.Client) => Promise<T>): Promise<T> => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      return await work(db);
    } finally {
      await db.end();
    }
  };
  return {
    reset: () => run(async (db) => void (await db.query('select pg_stat_statements_reset()'))),
    read: () =>
      run(async (db) => {
        const { rows } = await db.query<{ query: string; calls: string; ms: number }>(
          `select regexp_replace(query, '\\s+', ' ', 'g') as query, calls, total_exec_time + total_plan_time as ms
             from pg_stat_statements where query not like '%pg_stat_statements%' order by ms desc limit 12`,
        );
        return rows.map((row) => ({ query: row.query, calls: Number(row.calls), ms: row.ms }));
      }),
  };
}

async function runSize(size: number, pairs: readonly Pair[], a: Server, b: Server, groups: readonly number[], postmaster: number, spread: (() => Promise<string>) | null, statements: Statements | null): Promise<Row> {
  const count = Math.floor(size / 2);
  const tally: Tally = { sent: new Map(), latencies: [], delivered: 0, counting: false, errors: [] };
  const members = await inBatches(count, 25, (i) => open(a, pairs[i]!, 'member', i, tally));
  const coaches = await inBatches(count, 25, (i) => open(b, pairs[i]!, 'coach', i, tally));
  const connections = [...members, ...coaches];
  const sockets = spread ? await spread() : undefined;
  let seq = 0;
  let sentCounted = 0;
  const timers: NodeJS.Timeout[] = [];
  const start = () => {
    for (const connection of connections) {
      const send = () => {
        if (connection.socket.readyState !== WebSocket.OPEN) return;
        const body = `bench ${size} ${connection.side} ${connection.pair} ${seq++}`;
        tally.sent.set(body, performance.now());
        if (tally.counting) sentCounted += 1;
        connection.socket.send(JSON.stringify({ type: 'send', body }));
      };
      // spread over the interval, so the load is steady rather than in bursts
      timers.push(setTimeout(() => timers.push(setInterval(send, INTERVAL_MS)), Math.random() * INTERVAL_MS));
    }
  };
  start();
  await new Promise((resolve) => setTimeout(resolve, WARMUP * 1000));
  tally.sent.clear();
  tally.counting = true;
  const began = performance.now();
  const cpuBefore = cpuSeconds(groups, postmaster);
  if (statements) await statements.reset();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const ran = statements ? await statements.read() : undefined;
  for (const timer of timers) clearInterval(timer);
  const elapsed = (performance.now() - began) / 1000;
  const cpuAfter = cpuSeconds(groups, postmaster);
  // what is still in flight gets up to 5 s
  const drain = performance.now() + 5000;
  while (tally.sent.size > 0 && performance.now() < drain) await new Promise((resolve) => setTimeout(resolve, 50));
  tally.counting = false;
  for (const connection of connections) connection.socket.close();
  const sorted = tally.latencies.sort((x, y) => x - y);
  return {
    connections: count * 2,
    conversations: count,
    seconds: round(elapsed),
    sent: sentCounted,
    delivered: tally.delivered,
    lost: sentCounted - tally.delivered,
    messagesPerSecond: Math.round(tally.delivered / elapsed),
    p50Ms: round(quantile(sorted, 0.5)),
    p99Ms: round(quantile(sorted, 0.99)),
    maxMs: round(sorted[sorted.length - 1] ?? NaN),
    errors: tally.errors.length,
    errorTexts: [...new Set(tally.errors)].slice(0, 5),
    apiCpuMsPerMessage: round(((cpuAfter.api - cpuBefore.api) * 1000) / Math.max(1, tally.delivered)),
    postgresCpuMsPerMessage: round(((cpuAfter.postgres - cpuBefore.postgres) * 1000) / Math.max(1, tally.delivered)),
    ...(sockets ? { socketsPerProcess: sockets } : {}),
    ...(ran
      ? {
          statements: ran.map((row) => ({
            query: row.query.slice(0, 400),
            callsPerMessage: round((row.calls * 10) / Math.max(1, tally.delivered)) / 10,
            msPerThousandMessages: round((row.ms * 1000) / Math.max(1, tally.delivered)),
          })),
        }
      : {}),
  };
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

async function main(): Promise<void> {
  // the compiled server `npm run serve` runs, built again when its sources changed (decision 0720)
  ensureServerBuild(REPO_ROOT);
  let databaseUrl = process.env.DATABASE_URL ?? '';
  if (!databaseUrl) {
    const reason = pgClusterUnavailable();
    if (reason) throw new Error(`bench:chat needs PostgreSQL: ${reason}`);
    const cluster: PgCluster = await startPgCluster(
      STATEMENTS ? { settings: { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all', 'pg_stat_statements.track_planning': 'on' } } : {},
    );
    cleanups.push(() => cluster.stop());
    databaseUrl = cluster.url;
  }
  let statements: Statements | null = null;
  if (STATEMENTS) {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query('create extension if not exists pg_stat_statements').finally(() => db.end());
    statements = statementsOf(databaseUrl);
  }
  console.log(`load average before: ${load()} on ${cpus().length} cores`);
  let a: Server;
  let b: Server;
  let groups: number[];
  /** which API process holds how many sockets now (HAProxy's statistics), with the balancer */
  let spread: (() => Promise<string>) | null = null;
  if (BALANCER) {
    console.log('starting HAProxy and two API processes on PostgreSQL (the first migrates and seeds)...');
    if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
    const topology = await startTopology({ processes: 2, databaseUrl, env: { PORTAL_TEST_HOOKS: '1', REMINDERS: 'off' }, ...(PROFILE_DIR ? { profileDir: PROFILE_DIR } : {}) });
    cleanups.push(() => topology.stop());
    // members and coaches alike reach the portal through the balancer, which picks the process of each socket
    a = b = { port: topology.port, host: `${CLIENT}.localhost:${topology.port}`, group: 0 };
    groups = topology.api.map((api) => api.group);
    spread = async () => {
      const csv = await (await fetch(`http://127.0.0.1:${topology.statsPort}/stats;csv`)).text();
      const rows = csv.split('\n').map((line) => line.split(',')).filter((fields) => fields[0] === 'sockets' && /^api\d+$/.test(fields[1] ?? ''));
      // scur: the chat sockets open to each process now (the sockets backend, deploy/haproxy/haproxy.cfg)
      return rows.map((fields) => `${fields[1]} ${fields[4]}`).join(', ');
    };
  } else {
    console.log('starting two API processes on PostgreSQL (the first migrates and seeds)...');
    a = await startServerProcess(databaseUrl, 'a');
    b = await startServerProcess(databaseUrl, 'b');
    groups = [a.group, b.group];
  }
  const largest = Math.floor(Math.max(...SIZES) / 2);
  console.log(`creating ${largest} members with a chat and ${largest} coach accounts...`);
  const members = await inBatches(largest, 8, () => createPerson(a, false));
  const coaches = await inBatches(largest, 8, () => createPerson(b, true));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const sids = await db.query<{ user_id: number; sid: string }>('select user_id, sid from chat_conversations where client_id = $1 and user_id = any($2)', [CLIENT, members.map((m) => m.userId)]);
  // PostgreSQL's processes are the postmaster and its children: the parent of this connection's backend
  const backend = (await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  const postmaster = Number(readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  await db.end();
  const sidOf = new Map(sids.rows.map((row) => [row.user_id, row.sid]));
  const pairs: Pair[] = members.map((member, i) => {
    const sid = sidOf.get(member.userId);
    if (!sid) throw new Error(`member ${member.userId} has no conversation`);
    return { member, coach: coaches[i]!, sid };
  });

  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    node: process.version,
    cores: cpus().length,
    loadAverageBefore: load(),
    setup: BALANCER
      ? 'HAProxy (deploy/haproxy/haproxy.cfg, leastconn, no stickiness) in front of two API processes on one PostgreSQL; fan-out by LISTEN/NOTIFY'
      : 'two API processes (members on A, coaches on B) on one PostgreSQL; fan-out by LISTEN/NOTIFY',
    seconds: SECONDS,
    warmupSeconds: WARMUP,
    intervalMs: INTERVAL_MS,
    target: TARGET,
  };
  const rows: Row[] = [];
  console.log(`\n${SECONDS} s per size after ${WARMUP} s warm-up; each connection sends every ${INTERVAL_MS} ms\n`);
  console.log('connections  messages/s     sent  delivered  lost    p50 ms    p99 ms    max ms  CPU ms/message (API, PostgreSQL)');
  for (const size of SIZES) {
    const row = await runSize(size, pairs, a, b, groups, postmaster, spread, statements);
    rows.push(row);
    console.log(
      `${String(row.connections).padStart(11)}  ${String(row.messagesPerSecond).padStart(10)}  ${String(row.sent).padStart(7)}  ${String(row.delivered).padStart(9)}  ${String(row.lost).padStart(4)}  ${row.p50Ms.toFixed(1).padStart(8)}  ${row.p99Ms.toFixed(1).padStart(8)}  ${row.maxMs.toFixed(1).padStart(8)}  ${row.apiCpuMsPerMessage.toFixed(2)}, ${row.postgresCpuMsPerMessage.toFixed(2)}${row.errors ? `  (${row.errors} errors: ${row.errorTexts.join(' | ')})` : ''}${row.socketsPerProcess ? `  [sockets: ${row.socketsPerProcess}]` : ''}`,
    );
    for (const statement of row.statements ?? []) {
      console.log(`             ${statement.callsPerMessage.toFixed(2).padStart(6)} calls, ${statement.msPerThousandMessages.toFixed(1).padStart(7)} ms per 1,000 messages: ${statement.query.slice(0, 150)}`);
    }
  }
  report.results = rows;
  report.loadAverageAfter = load();
  const atTarget = rows.find((row) => row.connections === TARGET.connections);
  const pass = atTarget ? atTarget.p99Ms < TARGET.p99Ms && atTarget.lost === 0 : null;
  report.verdict = pass === null ? `not checked (no run at ${TARGET.connections} connections)` : pass ? 'PASS' : 'FAIL';
  console.log(`\nload average after: ${report.loadAverageAfter}`);
  console.log(`target: p99 < ${TARGET.p99Ms} ms at ${TARGET.connections} connections, none lost: ${report.verdict}`);
  const outDir = path.join(REPO_ROOT, '.bench');
  mkdirSync(outDir, { recursive: true });
  const file = BALANCER ? 'chat.json' : 'chat-direct.json';
  writeFileSync(path.join(outDir, file), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to .bench/${file}`);
  if (pass === false) process.exitCode = 1;
}

async function cleanUp(): Promise<void> {
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
