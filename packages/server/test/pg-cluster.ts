import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throwaway PostgreSQL cluster in a temporary folder on a free port, for tests and benchmarks. */
export interface PgCluster {
  /** connection URL of the `postgres` database */
  readonly url: string;
  /** the same database through the cluster's Unix socket (a process on the same host: no TCP on loopback) */
  readonly socketUrl: string;
  readonly port: number;
  /** `pg_ctl restart -m fast`: every connection is cut, the server is back when it resolves (benchmarks of faults) */
  restart(): Promise<void>;
  stop(): void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function hasBinary(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
}

const DEBIAN_POSTGRESQL = '/usr/lib/postgresql';

/**
 * Where initdb and pg_ctl are: on PATH, or in Debian's versioned folder (newest first), where
 * `apt-get install postgresql` puts them without linking them onto PATH.
 */
function serverBinary(name: 'initdb' | 'pg_ctl'): string | null {
  if (hasBinary(name)) return name;
  if (!existsSync(DEBIAN_POSTGRESQL)) return null;
  const versions = readdirSync(DEBIAN_POSTGRESQL).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const file = path.join(DEBIAN_POSTGRESQL, version, 'bin', name);
    if (existsSync(file)) return file;
  }
  return null;
}

/** Why a throwaway cluster cannot be started here, or null when it can. */
export function pgClusterUnavailable(): string | null {
  if (!serverBinary('initdb') || !serverBinary('pg_ctl')) return 'initdb/pg_ctl were not found (apt-get install -y postgresql)';
  return null;
}

/** PostgreSQL refuses to run as root, so under root the cluster runs as the `postgres` user. */
function runAs(): { prefix: string[]; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid, gid };
}

function run(prefix: string[], command: string, args: string[]): void {
  const [file, ...rest] = [...prefix, command, ...args];
  const result = spawnSync(file!, rest, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
}

export interface PgClusterOptions {
  /** more server settings (`-c name=value`), e.g. shared_preload_libraries for pg_stat_statements in a benchmark */
  readonly settings?: Readonly<Record<string, string>>;
}

export async function startPgCluster(options: PgClusterOptions = {}): Promise<PgCluster> {
  const reason = pgClusterUnavailable();
  if (reason) throw new Error(reason);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const user = runAs();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const extra = Object.entries(options.settings ?? {})
    .map(([name, value]) => ` -c ${name}=${value}`)
    .join('');
  try {
    run(user.prefix, serverBinary('initdb')!, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
    run(user.prefix, serverBinary('pg_ctl')!, [
      '-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '30',
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200${extra}`,
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    port,
    restart() {
      // not spawnSync: whoever restarts it (a benchmark's load) goes on meanwhile
      const [file, ...rest] = [...user.prefix, serverBinary('pg_ctl')!, '-D', data, '-l', path.join(dir, 'log'), '-m', 'fast', '-w', '-t', '30', 'restart'];
      return new Promise((resolve, reject) => {
        const child = spawn(file!, rest, { stdio: 'ignore' });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl restart failed (${code})`))));
      });
    },
    stop() {
      if (stopped) return;
      stopped = true;
      spawnSync(user.prefix[0] ?? serverBinary('pg_ctl')!, [...user.prefix.slice(1), ...(user.prefix.length ? [serverBinary('pg_ctl')!] : []), '-D', data, '-m', 'immediate', '-w', 'stop'], { encoding: 'utf8' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
