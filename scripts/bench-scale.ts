/**
 * `npm run bench:scale`: the production shape under a realistic load (issue 33 item 2, docs/deploy.md). HAProxy in
 * front of one and then two API processes on one throwaway PostgreSQL (scripts/topology.ts); BENCH_SCALE_MEMBERS
 * distinct members (test hooks) make the calls the app makes: the shell's polled calls, the pages' reads, and about
 * 5 % writes (My list: an item removed and added back). Prints requests/s, p50/p99 per call kind, errors, the share
 * of kept-value reads answered from memory, and the CPU per request of the API processes and of PostgreSQL; writes
 * .bench/scale.json. Target (2-core machine, load generator on it): at least 3,000 requests/s of the mix with p99
 * under 50 ms and no errors, with two API processes. Exit code 1 when it is missed.
 *
 *   BENCH_SCALE_SECONDS      measured seconds per topology (default 20)
 *   BENCH_SCALE_WARMUP       warm-up seconds, not counted (default 5)
 *   BENCH_SCALE_MEMBERS      distinct members (default 2000)
 *   BENCH_SCALE_PROCESSES    API process counts to measure (default 1,2)
 *   BENCH_SCALE_CONNECTIONS  connections of the load generator (default 64)
 *   BENCH_SOAK_MINUTES       after the runs: this many minutes (at least 12) at half the last run's rate, sampling
 *                            each API process's resident memory every 5 s and PostgreSQL's connections once a minute
 *                            (issue 33 item 4); target: after a 2-minute warm-up, the lowest memory of the last 5
 *                            minutes is < 10 % above the lowest of the first 5 (soakGrowth: what a leak raises is the
 *                            floor collections come back to), connections flat (the second half's highest count at
 *                            most 2 above the first half's)
 *   DATABASE_URL             an existing PostgreSQL instead of a throwaway cluster
 *   BENCH_PROFILE            1: each API process writes a V8 CPU profile to .bench/scale-profile/<processes>/ when it
 *                            stops (open in Chrome DevTools or speedscope); the figures of a profiled run are not comparable
 *   BENCH_SCALE_ROOTS        checkouts to compare (comma-separated; default this one): each run starts the API
 *                            processes of each in turn on the same database and members, A, B, A, B, ... (a variant
 *                            needs the same schema, and node_modules reachable from its folder, e.g. a symlink)
 *   BENCH_SCALE_ROUNDS       how many times the variants are measured in turn (default 1)
 *   BENCH_SCALE_RATE         requests/s the measured seconds are held to (default: as fast as they are answered); on a
 *                            loaded machine a comparison at one rate keeps each variant's kept values equally warm
 *   BENCH_SCALE_STATEMENTS   1: the throwaway cluster loads pg_stat_statements, and each run prints the statements of
 *                            its measured seconds per request (calls, plannings, and the time spent in them)
 *
 * The load generator is autocannon in this process (one core at most, about 30k requests/s on this machine), so it is
 * not what limits the figures; its own CPU is printed too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { REPO_ROOT } from '../packages/server/src/config';
import { pgClusterUnavailable, startPgCluster } from '../packages/server/test/pg-cluster';
import { cpuSeconds, residentKb, startTopology, type Topology } from './topology';

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}
const SECONDS = positive('BENCH_SCALE_SECONDS', 20);
const WARMUP = positive('BENCH_SCALE_WARMUP', 5);
const MEMBERS = positive('BENCH_SCALE_MEMBERS', 2000);
const CONNECTIONS = positive('BENCH_SCALE_CONNECTIONS', 64);
const PROCESSES = (process.env.BENCH_SCALE_PROCESSES ?? '1,2').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 0);
const PROFILE = process.env.BENCH_PROFILE === '1';
const ROOTS = (process.env.BENCH_SCALE_ROOTS ?? '').split(',').filter(Boolean).map((root) => path.resolve(root));
const VARIANTS = ROOTS.length > 0 ? ROOTS : [REPO_ROOT];
const ROUNDS = positive('BENCH_SCALE_ROUNDS', 1);
const STATEMENTS = process.env.BENCH_SCALE_STATEMENTS === '1';
const RATE = process.env.BENCH_SCALE_RATE ? positive('BENCH_SCALE_RATE', 1) : undefined;
const TARGET = { requestsPerSecond: 3000, p99Ms: 50, processes: 2 };
const CLIENT = 'harbour';
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The calls of the mix and their weights (per 1,000 requests): what a signed-in member's app asks for. */
interface Kind {
  readonly name: string;
  readonly path: string;
  readonly weight: number;
  readonly write?: boolean;
  /** whether its reply may come from a kept value (FreshValues) */
  readonly kept?: boolean;
  body(member: Member): string;
}

interface Member {
  readonly userId: number;
  readonly cookie: string;
  /** the item of My list the writes take out and put back, and whether it is on the list now */
  listed: boolean;
}

let listItem = { product_id: 18, content_id: '0' };

const KINDS: readonly Kind[] = [
  // the shell: the session on every page and on return, the navigation, the bookings panel, the bell
  { name: 'session', path: '/application/api/u/user/session', weight: 180, body: () => '{}' },
  // the body the app's useNav sends (shell/api/nav.ts): with the member's language (the test hook's: the client's default)
  { name: 'get-nav', path: '/application/api/u/settings/get-nav', weight: 150, kept: false, body: () => '{"platform":"web","language":"en"}' },
  { name: 'appointments', path: '/application/api/u/sapphire/appointments', weight: 200, kept: true, body: () => '{}' },
  { name: 'unread', path: '/application/api/u/notifications/unread', weight: 220, kept: true, body: () => '{}' },
  // pages: My list and the library's home
  { name: 'my-list', path: '/application/api/u/my-list', weight: 100, body: () => '{}' },
  { name: 'home-content', path: '/application/api/u/sapphire/home/content', weight: 100, body: () => '{"page":1}' },
  // writes, about 5 %: an item of My list taken out and put back
  {
    name: 'my-list-write',
    path: '',
    weight: 50,
    write: true,
    body: (member) => {
      member.listed = !member.listed;
      return JSON.stringify(listItem);
    },
  },
];
const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + kind.weight, 0);

/** A deterministic spread of the kinds: the nth request of the run is of kind SCHEDULE[n % 1000]. */
const SCHEDULE: Kind[] = (() => {
  const out: Kind[] = [];
  const counters = KINDS.map(() => 0);
  for (let i = 0; i < TOTAL_WEIGHT; i += 1) {
    // the kind furthest behind its share
    let best = 0;
    for (let k = 1; k < KINDS.length; k += 1) if (counters[k]! / KINDS[k]!.weight < counters[best]! / KINDS[best]!.weight) best = k;
    counters[best]! += 1;
    out.push(KINDS[best]!);
  }
  return out;
})();

const quantile = (sorted: readonly number[], q: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

/** A POST with the client's Host (fetch would send 127.0.0.1's, which is another client). */
function post(port: number, urlPath: string, body: unknown, cookie?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const headers = { host: `${CLIENT}.localhost:${port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...(cookie ? { cookie } : {}) };
    const req = request({ host: '127.0.0.1', port, path: urlPath, method: 'POST', headers }, (res) => {
      let data = '';
      res.on('data', (chunk: Buffer) => (data += chunk.toString()));
      res.on('end', () => {
        let json: Record<string, unknown>;
        try {
          json = JSON.parse(data || '{}') as Record<string, unknown>;
        } catch {
          json = { text: data.slice(0, 300) };
        }
        resolve({ status: res.statusCode ?? 0, json });
      });
    });
    req.on('error', reject);
    req.end(text);
  });
}

async function createMembers(port: number, count: number): Promise<Member[]> {
  const out: Member[] = new Array(count);
  let next = 0;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const index = next++;
        let reply = await post(port, '/__test/members', { profile: false, reports: false, location: false });
        // a process just started may miss a health check or two on a loaded machine, and HAProxy answers 503 meanwhile:
        // members are set up, not measured, so ask again
        for (let retry = 0; reply.status === 503 && retry < 60; retry += 1) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          reply = await post(port, '/__test/members', { profile: false, reports: false, location: false });
        }
        if (reply.status !== 200) throw new Error(`the test hook answered ${reply.status}: ${JSON.stringify(reply.json)}`);
        const session = reply.json.session as { cookieName: string; token: string };
        out[index] = { userId: reply.json.userId as number, cookie: `${session.cookieName}=${session.token}`, listed: true };
        done += 1;
        if (done % 250 === 0) console.log(`  ${done} members (${Math.round(done / ((performance.now() - started) / 1000))}/s)`);
      }
    }),
  );
  return out;
}

interface KindFigures {
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
}

interface Run {
  /** the checkout measured (BENCH_SCALE_ROOTS), and the round of a comparison */
  variant: string;
  round: number;
  processes: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** non-2xx replies and failed connections by status (0: no reply) */
  errorsByStatus: Record<string, number>;
  byKind: Record<string, KindFigures>;
  /** of the reads that could come from a kept value, the share answered from memory */
  keptShare: number | null;
  apiCpuUsPerRequest: number;
  postgresCpuUsPerRequest: number;
  loadGeneratorCpuUsPerRequest: number;
  loadAverage: string;
  /** BENCH_SCALE_STATEMENTS: the statements PostgreSQL ran in the measured seconds, heaviest first */
  statements?: Statement[];
}

interface Statement {
  query: string;
  callsPerRequest: number;
  plansPerRequest: number;
  /** time PostgreSQL spent planning and running it, per request of the mix (wall time, not CPU) */
  msPerThousandRequests: number;
}

interface Load {
  readonly latencies: Map<string, number[]>;
  readonly errors: Map<string, number>;
  readonly byStatus: Map<string, number>;
  requests: number;
}

/** Runs the mix through the balancer for `seconds` (a rate cap in requests/s when given); `tally` false: a warm-up. */
function runMix(topology: Topology, members: readonly Member[], seconds: number, rate?: number): Promise<Load> {
  const tally: Load = { latencies: new Map(KINDS.map((kind) => [kind.name, []])), errors: new Map(), byStatus: new Map(), requests: 0 };
  let n = Math.floor(Math.random() * TOTAL_WEIGHT);
  let m = Math.floor(Math.random() * members.length);
  const host = `${CLIENT}.localhost:${topology.port}`;
  const listPath = { add: '/application/api/u/my-list/create', remove: '/application/api/u/my-list/delete' };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${topology.port}`,
        connections: CONNECTIONS,
        duration: seconds,
        ...(rate ? { overallRate: rate } : {}),
        timeout: 10,
        requests: [
          {
            method: 'POST',
            setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
              const kind = SCHEDULE[n++ % TOTAL_WEIGHT]!;
              // members in turn: one member has one request in flight at a time
              const member = members[m++ % members.length]!;
              context.kind = kind.name;
              const body = kind.body(member);
              const requestPath = kind.write ? (member.listed ? listPath.add : listPath.remove) : kind.path;
              return {
                ...request,
                method: 'POST',
                path: requestPath,
                body,
                headers: { host, cookie: member.cookie, 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING },
              };
            },
          },
        ],
      } as autocannon.Options,
      (error: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(tally)),
    );
    instance.on('response', (client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      const kind = String((client as { requestIterator: { context: Record<string, unknown> } }).requestIterator.context.kind);
      tally.requests += 1;
      tally.latencies.get(kind)?.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) {
        tally.errors.set(kind, (tally.errors.get(kind) ?? 0) + 1);
        tally.byStatus.set(String(statusCode), (tally.byStatus.get(String(statusCode)) ?? 0) + 1);
      }
    });
    instance.on('reqError', () => {
      tally.byStatus.set('0', (tally.byStatus.get('0') ?? 0) + 1);
      tally.errors.set('(no reply)', (tally.errors.get('(no reply)') ?? 0) + 1);
    });
  });
}

function get(port: number, urlPath: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, headers: { host: `${CLIENT}.localhost:${port}` } }, (res) => {
      let data = '';
      res.on('data', (chunk: Buffer) => (data += chunk.toString()));
      res.on('end', () => resolve(JSON.parse(data || '{}') as Record<string, unknown>));
    });
    req.on('error', reject);
    req.end();
  });
}

async function keptReads(topology: Topology): Promise<{ served: number; asked: number }> {
  let served = 0;
  let asked = 0;
  for (const api of topology.api) {
    const reply = (await get(api.port, '/__test/kept-reads')) as { served: number; asked: number };
    served += reply.served;
    asked += reply.asked;
  }
  return { served, asked };
}

function selfCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

async function resetStatements(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('select pg_stat_statements_reset()');
  } finally {
    await db.end();
  }
}

async function readStatements(databaseUrl: string, requests: number): Promise<Statement[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ query: string; calls: string; plans: string; ms: number }>(
      `select regexp_replace(query, '\\s+', ' ', 'g') as query, calls, plans, total_exec_time + total_plan_time as ms
         from pg_stat_statements where query not like '%pg_stat_statements%' order by ms desc limit 25`,
    );
    return rows.map((row) => ({
      query: row.query,
      callsPerRequest: round(Number(row.calls) / requests, 4),
      plansPerRequest: round(Number(row.plans) / requests, 4),
      msPerThousandRequests: round((row.ms * 1000) / requests, 1),
    }));
  } finally {
    await db.end();
  }
}

async function measure(topology: Topology, members: readonly Member[], processes: number, variant: string, roundNumber: number): Promise<Run> {
  console.log(`warm-up ${WARMUP} s...`);
  await runMix(topology, members, WARMUP, RATE);
  if (STATEMENTS) await resetStatements(topology.databaseUrl);
  const postmaster = await topology.postmaster();
  const groups = topology.api.map((api) => api.group);
  const keptBefore = await keptReads(topology);
  const cpuBefore = cpuSeconds(groups, postmaster);
  const selfBefore = selfCpuSeconds();
  const began = performance.now();
  const tally = await runMix(topology, members, SECONDS, RATE);
  const elapsed = (performance.now() - began) / 1000;
  const cpuAfter = cpuSeconds(groups, postmaster);
  const selfAfter = selfCpuSeconds();
  const keptAfter = await keptReads(topology);
  const all = [...tally.latencies.values()].flat().sort((a, b) => a - b);
  const byKind: Record<string, KindFigures> = {};
  for (const kind of KINDS) {
    const sorted = tally.latencies.get(kind.name)!.sort((a, b) => a - b);
    byKind[kind.name] = { requests: sorted.length, errors: tally.errors.get(kind.name) ?? 0, p50Ms: round(quantile(sorted, 0.5)), p99Ms: round(quantile(sorted, 0.99)) };
  }
  const errors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
  const served = keptAfter.served - keptBefore.served;
  const asked = keptAfter.asked - keptBefore.asked;
  const requests = Math.max(1, tally.requests);
  const statements = STATEMENTS ? await readStatements(topology.databaseUrl, requests) : undefined;
  return {
    variant,
    round: roundNumber,
    processes,
    seconds: round(elapsed),
    requests: tally.requests,
    requestsPerSecond: Math.round(tally.requests / elapsed),
    p50Ms: round(quantile(all, 0.5)),
    p99Ms: round(quantile(all, 0.99)),
    errors,
    errorsByStatus: Object.fromEntries(tally.byStatus),
    byKind,
    keptShare: served + asked > 0 ? round(served / (served + asked), 3) : null,
    apiCpuUsPerRequest: Math.round(((cpuAfter.api - cpuBefore.api) * 1e6) / requests),
    postgresCpuUsPerRequest: Math.round(((cpuAfter.postgres - cpuBefore.postgres) * 1e6) / requests),
    loadGeneratorCpuUsPerRequest: Math.round(((selfAfter - selfBefore) * 1e6) / requests),
    loadAverage: load(),
    ...(statements ? { statements } : {}),
  };
}

function print(run: Run): void {
  const label = VARIANTS.length > 1 || ROUNDS > 1 ? `[${run.variant}, round ${run.round}] ` : '';
  console.log(`\n${label}${run.processes} API process${run.processes === 1 ? '' : 'es'}: ${run.requestsPerSecond} requests/s over ${run.seconds} s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ${run.errors} errors${run.errors ? ` ${JSON.stringify(run.errorsByStatus)}` : ''}`);
  console.log(`  kept reads answered from memory: ${run.keptShare === null ? 'n/a' : `${Math.round(run.keptShare * 1000) / 10} %`}; CPU per request: API ${run.apiCpuUsPerRequest} µs, PostgreSQL ${run.postgresCpuUsPerRequest} µs, load generator ${run.loadGeneratorCpuUsPerRequest} µs; load average ${run.loadAverage}`);
  console.log('  call kind        requests  errors   p50 ms   p99 ms');
  for (const [name, figures] of Object.entries(run.byKind)) {
    console.log(`  ${name.padEnd(15)} ${String(figures.requests).padStart(9)} ${String(figures.errors).padStart(7)} ${figures.p50Ms.toFixed(1).padStart(8)} ${figures.p99Ms.toFixed(1).padStart(8)}`);
  }
  if (run.statements) {
    console.log('  statements per 1,000 requests: calls, plannings, ms in PostgreSQL (wall time), the statement');
    for (const statement of run.statements) {
      console.log(`  ${(statement.callsPerRequest * 1000).toFixed(1).padStart(8)} ${(statement.plansPerRequest * 1000).toFixed(1).padStart(8)} ${statement.msPerThousandRequests.toFixed(1).padStart(8)}  ${statement.query.slice(0, 150)}`);
    }
  }
}

/** A comparison's runs side by side, and per variant the median of API + PostgreSQL CPU per request. */
function printComparison(runs: readonly Run[]): void {
  console.log('\ncomparison (CPU per request: API + PostgreSQL; compare these, not requests/s, on a loaded machine)');
  console.log('  round  processes  variant                      req/s     API µs   PG µs   sum µs   kept %   p99 ms   load average');
  for (const run of runs) {
    console.log(
      `  ${String(run.round).padStart(5)}  ${String(run.processes).padStart(9)}  ${run.variant.padEnd(26).slice(0, 26)} ${String(run.requestsPerSecond).padStart(7)} ${String(run.apiCpuUsPerRequest).padStart(10)} ${String(run.postgresCpuUsPerRequest).padStart(7)} ${String(run.apiCpuUsPerRequest + run.postgresCpuUsPerRequest).padStart(8)} ${(run.keptShare === null ? 'n/a' : (run.keptShare * 100).toFixed(1)).padStart(8)} ${run.p99Ms.toFixed(1).padStart(8)}   ${run.loadAverage}`,
    );
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  };
  for (const processes of PROCESSES) {
    const first = runs.filter((run) => run.processes === processes && run.variant === runs[0]!.variant);
    for (const variant of [...new Set(runs.map((run) => run.variant))]) {
      const mine = runs.filter((run) => run.processes === processes && run.variant === variant);
      // each round's ratio to the first variant's run of the same round: the variants ran minutes apart
      const ratios = mine.flatMap((run) => {
        const base = first.find((other) => other.round === run.round);
        return base ? [(run.apiCpuUsPerRequest + run.postgresCpuUsPerRequest) / (base.apiCpuUsPerRequest + base.postgresCpuUsPerRequest)] : [];
      });
      console.log(
        `  ${processes} process${processes === 1 ? '' : 'es'}, ${variant}: median API ${Math.round(median(mine.map((run) => run.apiCpuUsPerRequest)))} µs + PostgreSQL ${Math.round(median(mine.map((run) => run.postgresCpuUsPerRequest)))} µs; to the first variant, paired by round: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')} (median ${median(ratios).toFixed(2)})`,
      );
    }
  }
}

async function postgresConnections(databaseUrl: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where backend_type = 'client backend'")).rows[0]!.n - 1;
  } finally {
    await db.end();
  }
}

/** Soak minutes left out as warm-up: kept values fill and code is compiled while memory is first taken. */
export const SOAK_WARMUP_MINUTES = 2;
/** Minutes whose lowest resident memory is compared: the first ones after the warm-up, and the last ones. */
export const SOAK_WINDOW_MINUTES = 5;

/**
 * Whether a process's memory grew over a soak, from each minute's lowest resident memory (MB). A garbage-collected
 * heap rises and falls by a hundred MB or more between collections, so two single samples compare a peak with a
 * trough as often as not; what a leak raises is the floor the collections come back down to. The floor of the
 * first SOAK_WINDOW_MINUTES after the warm-up is compared with the floor of the last SOAK_WINDOW_MINUTES.
 */
export function soakGrowth(lowestPerMinute: readonly number[]): { readonly before: number; readonly after: number; readonly growth: number } | null {
  const counted = lowestPerMinute.slice(SOAK_WARMUP_MINUTES);
  if (counted.length < SOAK_WINDOW_MINUTES * 2) return null;
  const before = Math.min(...counted.slice(0, SOAK_WINDOW_MINUTES));
  const after = Math.min(...counted.slice(-SOAK_WINDOW_MINUTES));
  return { before, after, growth: (after - before) / before };
}

/** Half the rate for SOAK_MINUTES; each process's memory sampled every 5 s, PostgreSQL's connections each minute (issue 33 item 4). */
async function soak(topology: Topology, members: readonly Member[], rate: number): Promise<Record<string, unknown>> {
  console.log(`\nsoak: ${SOAK_MINUTES} min at ${rate} requests/s (half the last run's), memory sampled every 5 s`);
  const samples: { minute: number; rssMb: number[]; rssLowMb: number[]; rssHighMb: number[]; postgresConnections: number; requests: number; errors: number; p99Ms: number }[] = [];
  const rssNow = () => topology.api.map((api) => Math.round(residentKb(api.group) / 1024));
  for (let minute = 1; minute <= SOAK_MINUTES; minute += 1) {
    const seen: number[][] = [];
    const sampler = setInterval(() => seen.push(rssNow()), 5000);
    const tally = await runMix(topology, members, 60, rate).finally(() => clearInterval(sampler));
    seen.push(rssNow());
    const all = [...tally.latencies.values()].flat().sort((a, b) => a - b);
    const sample = {
      minute,
      rssMb: seen[seen.length - 1]!,
      rssLowMb: topology.api.map((_, i) => Math.min(...seen.map((rss) => rss[i]!))),
      rssHighMb: topology.api.map((_, i) => Math.max(...seen.map((rss) => rss[i]!))),
      postgresConnections: await postgresConnections(topology.databaseUrl),
      requests: tally.requests,
      errors: [...tally.errors.values()].reduce((sum, count) => sum + count, 0),
      p99Ms: round(quantile(all, 0.99)),
    };
    samples.push(sample);
    const range = sample.rssLowMb.map((low, i) => `${low}–${sample.rssHighMb[i]}`).join(', ');
    console.log(`  minute ${minute}: RSS ${range} MB, PostgreSQL connections ${sample.postgresConnections}, ${sample.requests} requests, ${sample.errors} errors, p99 ${sample.p99Ms} ms`);
  }
  const growths = topology.api.map((_, i) => soakGrowth(samples.map((sample) => sample.rssLowMb[i]!)));
  const connections = samples.map((sample) => sample.postgresConnections);
  // Flat means no growth: the pools close idle connections and open them again, so the count moves below the
  // pools' ceiling minute by minute; a leak shows as a second half that reaches higher than the first.
  const half = Math.ceil(connections.length / 2);
  const firstHalfMax = Math.max(...connections.slice(0, half));
  const secondHalfMax = Math.max(...connections.slice(half));
  const connectionsFlat = secondHalfMax <= firstHalfMax + 2;
  const memoryFlat = growths.every((growth) => growth !== null && growth.growth < 0.1);
  const pass = memoryFlat && connectionsFlat && samples.every((sample) => sample.errors === 0);
  const memoryText = growths
    .map((growth, i) => (growth ? `api${i} ${growth.before} → ${growth.after} MB (${round(growth.growth * 100)} %)` : `api${i} not judged (needs ${SOAK_WARMUP_MINUTES + 2 * SOAK_WINDOW_MINUTES} minutes)`))
    .join(', ');
  console.log(
    `soak: lowest memory of minutes ${SOAK_WARMUP_MINUTES + 1}–${SOAK_WARMUP_MINUTES + SOAK_WINDOW_MINUTES} → of the last ${SOAK_WINDOW_MINUTES}: ${memoryText}; ` +
      `PostgreSQL connections ${Math.min(...connections)}–${Math.max(...connections)}, highest ${firstHalfMax} in the first half and ${secondHalfMax} in the second (${connectionsFlat ? 'flat' : 'growing'}): ${pass ? 'PASS' : 'FAIL'}`,
  );
  return {
    minutes: SOAK_MINUTES,
    rate,
    warmupMinutes: SOAK_WARMUP_MINUTES,
    windowMinutes: SOAK_WINDOW_MINUTES,
    samples,
    rssGrowth: growths.map((growth) => (growth ? round(growth.growth, 3) : null)),
    rssFloorMb: growths,
    verdict: pass ? 'PASS' : 'FAIL',
  };
}

const cleanups: (() => Promise<void> | void)[] = [];

async function main(): Promise<void> {
  console.log(`load average before: ${load()} on ${cpus().length} cores`);
  let databaseUrl = process.env.DATABASE_URL ?? '';
  if (!databaseUrl) {
    const reason = pgClusterUnavailable();
    if (reason) throw new Error(`bench:scale needs PostgreSQL: ${reason}`);
    const cluster = await startPgCluster(
      STATEMENTS ? { settings: { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all', 'pg_stat_statements.track_planning': 'on' } } : {},
    );
    cleanups.push(() => cluster.stop());
    databaseUrl = cluster.url;
  }
  if (STATEMENTS) {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query('create extension if not exists pg_stat_statements').finally(() => db.end());
  }
  const env = { PORTAL_TEST_HOOKS: '1', REMINDERS: 'off' };
  let members: Member[] = [];
  const runs: Run[] = [];
  let soakReport: Record<string, unknown> | null = null;
  const label = (root: string) => (root === REPO_ROOT ? path.basename(root) : path.basename(root) || root);
  const turns = Array.from({ length: ROUNDS }, (_, r) => PROCESSES.flatMap((processes) => VARIANTS.map((root) => ({ round: r + 1, processes, root })))).flat();
  for (const [index, { round: roundNumber, processes, root }] of turns.entries()) {
    console.log(`\nstarting HAProxy and ${processes} API process${processes === 1 ? '' : 'es'}${VARIANTS.length > 1 ? ` of ${root}` : ''}${ROUNDS > 1 ? ` (round ${roundNumber})` : ''}...`);
    const profileDir = PROFILE ? path.join(REPO_ROOT, '.bench/scale-profile', VARIANTS.length > 1 || ROUNDS > 1 ? `${label(root)}-${roundNumber}-${processes}` : String(processes)) : undefined;
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    const topology = await startTopology({ processes, databaseUrl, env, root, ...(profileDir ? { profileDir } : {}) });
    cleanups.push(() => topology.stop());
    try {
      if (members.length === 0) {
        console.log(`creating ${MEMBERS} members through the balancer...`);
        members = await createMembers(topology.port, MEMBERS);
        // the item the writes take out and put back: the first of the first member's list (all have the same two)
        const list = await post(topology.port, '/application/api/u/my-list', {}, members[0]!.cookie);
        const item = (list.json.data as { product_id: number; content_id: number | string }[] | undefined)?.[0];
        if (list.status !== 200 || !item) throw new Error(`my-list answered ${list.status}: ${JSON.stringify(list.json).slice(0, 300)}`);
        listItem = { product_id: item.product_id, content_id: String(item.content_id) };
        for (const member of members) member.listed = true;
      }
      const run = await measure(topology, members, processes, label(root), roundNumber);
      runs.push(run);
      print(run);
      if (SOAK_MINUTES > 0 && index === turns.length - 1) soakReport = await soak(topology, members, Math.max(1, Math.round(run.requestsPerSecond / 2)));
    } finally {
      await topology.stop();
    }
  }
  const comparing = VARIANTS.length > 1 || ROUNDS > 1;
  if (comparing) printComparison(runs);
  // a comparison is not judged: its runs share the machine with each other's set-up
  const atTarget = comparing ? undefined : (runs.find((run) => run.processes === TARGET.processes) ?? runs[runs.length - 1]);
  const misses: string[] = [];
  if (atTarget) {
    if (atTarget.requestsPerSecond < TARGET.requestsPerSecond) misses.push(`${atTarget.requestsPerSecond} requests/s < ${TARGET.requestsPerSecond}`);
    if (!(atTarget.p99Ms < TARGET.p99Ms)) misses.push(`p99 ${atTarget.p99Ms} ms ≥ ${TARGET.p99Ms} ms`);
    if (atTarget.errors > 0) misses.push(`${atTarget.errors} errors`);
  }
  if (soakReport && soakReport.verdict !== 'PASS') misses.push('soak');
  const verdict = comparing && !soakReport ? 'comparison (target not judged)' : misses.length === 0 ? 'PASS' : `FAIL (${misses.join(', ')})`;
  console.log(`\ntarget with ${atTarget?.processes ?? '?'} API processes: ≥ ${TARGET.requestsPerSecond} requests/s, p99 < ${TARGET.p99Ms} ms, no errors: ${verdict}`);
  const outDir = path.join(REPO_ROOT, '.bench');
  mkdirSync(outDir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cores: cpus().length,
    setup: 'HAProxy (deploy/haproxy/haproxy.cfg) → N API processes (TRUST_PROXY=1) → one PostgreSQL; autocannon in the bench process',
    members: MEMBERS,
    connections: CONNECTIONS,
    seconds: SECONDS,
    mix: KINDS.map((kind) => ({ name: kind.name, share: kind.weight / TOTAL_WEIGHT, write: kind.write ?? false })),
    target: TARGET,
    runs,
    ...(soakReport ? { soak: soakReport } : {}),
    verdict,
  };
  writeFileSync(path.join(outDir, 'scale.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('written to .bench/scale.json');
  if (misses.length > 0) process.exitCode = 1;
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
