/**
 * The production shape on one machine (issue 33, docs/deploy.md): HAProxy (deploy/haproxy/haproxy.cfg) in front of
 * several `npm run serve` processes (TRUST_PROXY=1, no sticky sessions) on one PostgreSQL. Used by
 * `npm run scale:up` and the benchmarks that need it (bench:scale, bench:faults). Every port is a free one.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../packages/server/src/config';
import { builtServerCommand, ensureServerBuild } from '../packages/server/test/built-server';
import { freePort, pgClusterUnavailable, startPgCluster, type PgCluster } from '../packages/server/test/pg-cluster';

export const HAPROXY = '/usr/sbin/haproxy';
const STARTUP_MS = 240_000;

export interface ApiProcess {
  readonly name: string;
  readonly port: number;
  /** the process group (the node process of `npm run serve`) */
  group: number;
  child: ChildProcess;
  readonly output: string[];
}

export interface Topology {
  /** the load balancer's port on 127.0.0.1: every call goes here */
  readonly port: number;
  /** HAProxy's statistics page: http://127.0.0.1:<statsPort>/stats, Prometheus at /metrics */
  readonly statsPort: number;
  readonly databaseUrl: string;
  readonly api: ApiProcess[];
  /** the PostgreSQL postmaster's pid (its children are the backends) */
  postmaster(): Promise<number>;
  /** SIGKILLs one API process (a crash, nothing closed cleanly) */
  kill(index: number): void;
  /** starts a killed API process again on its port and waits for its /healthz */
  restart(index: number): Promise<void>;
  /** `pg_ctl restart -m fast` (the throwaway cluster only); resolves once PostgreSQL accepts connections again */
  restartDatabase(): Promise<void>;
  /** which API processes HAProxy sends to now (its check state, from the stats CSV) */
  upServers(): Promise<string[]>;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  /** API processes (default 2) */
  readonly processes?: number;
  /** an existing PostgreSQL instead of a throwaway cluster */
  readonly databaseUrl?: string;
  /** more environment for the API processes (e.g. PORTAL_TEST_HOOKS=1) */
  readonly env?: Record<string, string>;
  readonly log?: (line: string) => void;
  /** a folder: each API process writes a V8 CPU profile there when it stops (node --cpu-prof) */
  readonly profileDir?: string;
  /** the checkout whose server the API processes run (default this one): to compare two versions side by side */
  readonly root?: string;
}

async function waitForHealth(port: number, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`an API process exited with ${child.exitCode} before it was ready:\n${output.join('').slice(-3000)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`an API process did not answer /healthz within ${STARTUP_MS / 1000} s:\n${output.join('').slice(-3000)}`);
}

function killGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // gone
  }
}

async function stopChild(child: ChildProcess, group: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  killGroup(group, 'SIGTERM');
  await new Promise((resolve) => {
    const guard = setTimeout(() => {
      killGroup(group, 'SIGKILL');
      resolve(null);
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(guard);
      resolve(null);
    });
  });
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const log = options.log ?? ((line: string) => console.log(line));
  const count = options.processes ?? 2;
  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch {
        // already gone
      }
    }
  };
  try {
    let databaseUrl = options.databaseUrl ?? '';
    let cluster: PgCluster | null = null;
    if (!databaseUrl) {
      const reason = pgClusterUnavailable();
      if (reason) throw new Error(`the topology needs PostgreSQL: ${reason}`);
      const started = await startPgCluster();
      cluster = started;
      cleanups.push(() => started.stop());
      databaseUrl = started.url;
    }
    // the compiled server of that checkout, built again when its sources changed (decision 0720)
    ensureServerBuild(options.root ?? REPO_ROOT);
    const [port, statsPort] = [await freePort(), await freePort()];
    const api: ApiProcess[] = [];
    const launch = (process: ApiProcess, dataDir: string) => {
      // `npm run serve`'s command: node on the compiled server (decision 0720)
      const [command, args] = builtServerCommand(options.profileDir ? { profileDir: options.profileDir } : {});
      const child = spawn(command, args, {
        cwd: options.root ?? REPO_ROOT,
        env: {
          ...globalThis.process.env,
          PORT: String(process.port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          // members reach the portal on the balancer's port: tenants' hosts and the issuer name that one
          PUBLIC_ORIGIN: `http://localhost:${port}`,
          TRUST_PROXY: '1',
          // development, for the test hooks the benchmarks create members with; without the one check production
          // leaves out on the call path (a JSON text reply parsed against its schema, config.ts checkReplies)
          NODE_ENV: 'development',
          PORTAL_REPLY_CHECKS: 'off',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      process.child = child;
      process.group = child.pid!;
      process.output.length = 0;
      const keep = (chunk: Buffer) => {
        process.output.push(chunk.toString());
        if (process.output.length > 200) process.output.splice(0, 100);
      };
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
    };
    const dataDirs: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `portal-scale-api${index}-`));
      dataDirs.push(dataDir);
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const process: ApiProcess = { name: `api${index}`, port: await freePort(), group: 0, child: null as unknown as ChildProcess, output: [] };
      api.push(process);
      cleanups.push(() => stopChild(process.child, process.group));
      launch(process, dataDir);
      // the first migrates and seeds; the others start on a ready database
      if (index === 0) await waitForHealth(process.port, process.child, process.output);
    }
    await Promise.all(api.map((process) => waitForHealth(process.port, process.child, process.output)));
    log(`${count} API process${count === 1 ? '' : 'es'} on ${api.map((process) => process.port).join(', ')}`);

    // HAProxy with the template's values and one server line per process
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-haproxy-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const servers = api.map((process) => `    server ${process.name} 127.0.0.1:${process.port} check`).join('\n');
    // the sockets backend's servers track their twins in `api`: one health check per process
    const socketServers = api.map((process) => `    server ${process.name} 127.0.0.1:${process.port} track api/${process.name}`).join('\n');
    const config = readFileSync(path.join(REPO_ROOT, 'deploy/haproxy/haproxy.cfg'), 'utf8')
      .replace(/^#@servers$/m, servers)
      .replace(/^#@socket-servers$/m, socketServers)
      .replace('${HAPROXY_THREADS}', '1')
      .replace('${HAPROXY_BIND}', `127.0.0.1:${port}`)
      .replace('${HAPROXY_STATS_BIND}', `127.0.0.1:${statsPort}`);
    const file = path.join(dir, 'haproxy.cfg');
    writeFileSync(file, config);
    const check = spawnSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy -c refused the configuration: ${check.stderr || check.stdout}`);
    const haproxyOutput: string[] = [];
    const haproxy = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    haproxy.stdout!.on('data', (chunk: Buffer) => haproxyOutput.push(chunk.toString()));
    haproxy.stderr!.on('data', (chunk: Buffer) => haproxyOutput.push(chunk.toString()));
    cleanups.push(() => stopChild(haproxy, haproxy.pid!));

    const upServers = async (): Promise<string[]> => {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
      return csv
        .split('\n')
        .map((line) => line.split(','))
        .filter((fields) => fields[0] === 'api' && fields[1] !== 'BACKEND' && fields[1] !== 'FRONTEND' && fields[17]?.startsWith('UP'))
        .map((fields) => fields[1]!);
    };
    const deadline = Date.now() + 15_000;
    while ((await upServers().catch(() => [])).length < count) {
      if (haproxy.exitCode !== null) throw new Error(`haproxy exited: ${haproxyOutput.join('')}`);
      if (Date.now() > deadline) throw new Error(`haproxy did not see every API process up within 15 s: ${haproxyOutput.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    log(`HAProxy on 127.0.0.1:${port} (statistics: http://127.0.0.1:${statsPort}/stats)`);

    return {
      port,
      statsPort,
      databaseUrl,
      api,
      async postmaster() {
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        try {
          const backend = (await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
          return Number(readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
        } finally {
          await db.end();
        }
      },
      kill(index) {
        killGroup(api[index]!.group, 'SIGKILL');
      },
      async restart(index) {
        const process = api[index]!;
        launch(process, dataDirs[index]!);
        await waitForHealth(process.port, process.child, process.output);
      },
      async restartDatabase() {
        if (!cluster) throw new Error('restartDatabase: only the throwaway cluster can be restarted');
        await cluster.restart();
      },
      upServers,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** CPU seconds used so far by process groups and by PostgreSQL (the postmaster, its exited and live children). */
export function cpuSeconds(groups: readonly number[], postmaster: number): { api: number; postgres: number } {
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
    else if (Number(entry) === postmaster) postgres += used + (Number(fields[13]) + Number(fields[14])) / ticks;
    else if (Number(fields[1]) === postmaster) postgres += used;
  }
  return { api, postgres };
}

/** Resident memory (kB) of the node processes of a process group. */
export function residentKb(group: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      // the node server itself, not a launcher in its group (npm, or tsx's before decision 0720)
      const rss = /VmRSS:\s+(\d+)/.exec(status);
      if (rss) total = Math.max(total, Number(rss[1]));
    } catch {
      continue;
    }
  }
  return total;
}
