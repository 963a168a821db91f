/**
 * Decision 0720: production runs the server compiled ahead of time (packages/server/build.mjs, part of
 * `npm run build`), and `npm run serve` is `node --enable-source-maps packages/server/dist/main.js`. These tests build
 * it when its sources changed since the last build, then start it the way production does: they fail when the
 * compiled server cannot start (a path computed from the bundle's place instead of the source's, a dependency the
 * bundle cannot find, a lazy chunk that does not load) or its stack traces do not name the TypeScript lines.
 * Needs the app built once (`npm run build`, for app/dist and the theme packs). `npm run test:build`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild } from '../../packages/server/test/built-server';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = join(REPO, 'packages/server/dist');
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** `npm run serve` in its own process group with these settings; its output collected. */
function serve(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-server-start-'));
  dataDirs.push(dataDir);
  const child = spawn('npm', ['run', 'serve'], {
    cwd: REPO,
    env: { ...process.env, NO_COLOR: '1', HOST: '127.0.0.1', DATA_DIR: dataDir, REMINDERS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => log, exited };
}

/** A GET with this Host header (fetch sends its own). */
function get(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    })
      .on('error', fail)
      .end();
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  await exited;
}

beforeAll(() => {
  if (!existsSync(join(REPO, 'app/dist/index.html')) || !existsSync(join(REPO, 'packages/theme/generated/skins/0.css')))
    throw new Error('app/dist or the theme packs are missing: run npm run build first');
  ensureServerBuild(REPO);
}, 300_000);

afterAll(async () => {
  await Promise.all(children.map(stop));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the compiled production server', () => {
  it('is what `npm run serve` runs, and every chunk of it loads in plain node', () => {
    const chunks = readdirSync(DIST).filter((file) => file.endsWith('.js') && file !== 'main.js');
    expect(chunks.length).toBeGreaterThan(0);
    // the lazy chunks (loaded by a dynamic import long after a start) resolve their imports from dist/ too
    const script = `for (const file of ${JSON.stringify(chunks.map((file) => pathToFileURL(join(DIST, file)).href))}) await import(file);`;
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO, stdio: 'pipe', timeout: 120_000 });
  }, 120_000);

  it('loads at a start only the packages a production process on PostgreSQL runs; the others when first used', () => {
    // what `node dist/main.js` imports before its first line runs: main.js and the chunks it imports, statically
    const atStart = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(join(DIST, file), 'utf8');
      for (const [, specifier] of code.matchAll(/^import\s(?:[^;]*?\sfrom\s)?"([^"]+)";$/gms)) {
        if (specifier!.startsWith('./')) visit(specifier!.slice(2));
        else atStart.add(specifier!);
      }
    };
    visit('main.js');
    // the calls' own: the web framework and PostgreSQL's driver
    for (const needed of ['hono', 'pg', 'drizzle-orm/node-postgres']) expect([...atStart]).toContain(needed);
    // not at a start: the development identity provider, PGlite, Stripe, the offline geocoder's towns, the theme
    // build's style-dictionary, jsdom
    // (decision 0720: 40–60 MB and a second of a loaded machine's start between them)
    const lazy = ['oidc-provider', '@electric-sql/pglite', 'drizzle-orm/pglite', 'drizzle-orm/pglite/migrator', 'stripe', 'city-timezones', 'style-dictionary', 'jsdom', 'dompurify'];
    expect([...atStart].filter((specifier) => lazy.includes(specifier))).toEqual([]);
    // and still there, behind a dynamic import of the bundle or of a chunk of it
    const all = readdirSync(DIST)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(DIST, file), 'utf8'))
      .join('\n');
    for (const specifier of lazy) expect(all).toMatch(new RegExp(`(import\\("${specifier}"\\)|from "${specifier}")`));
  });

  it('starts with `npm run serve` to /healthz and serves a client its themed sign-in page', async () => {
    const port = await freePort();
    const server = serve({ NODE_ENV: 'production', PORT: String(port), PUBLIC_ORIGIN: `http://localhost:${port}` });
    const deadline = Date.now() + 180_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline && server.child.exitCode === null) {
      healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false);
      if (!healthy) await new Promise((done) => setTimeout(done, 250));
    }
    expect(healthy, server.output()).toBe(true);
    // node itself on the bundle, not a TypeScript loader: the process npm started runs dist/main.js
    const pids = execFileSync('pgrep', ['-g', String(server.child.pid)], { encoding: 'utf8' }).trim().split('\n');
    const commands = pids.map((pid) => {
      try {
        return execFileSync('cat', [`/proc/${pid}/cmdline`], { encoding: 'utf8' }).split('\0').join(' ');
      } catch {
        return '';
      }
    });
    expect(commands.some((command) => command.includes('--enable-source-maps packages/server/dist/main.js')), commands.join('\n')).toBe(true);
    expect(commands.some((command) => command.includes('tsx')), commands.join('\n')).toBe(false);

    const page = await get(port, '/login', `lumen.localhost:${port}`);
    const html = page.body;
    expect(page.status, html.slice(0, 500)).toBe(200);
    // the client's manifest and theme inlined (clients/ and packages/theme/generated found from the bundle)
    expect(html).toContain('Lumen Home Stores');
    expect(html).toMatch(/--color-action-primary-bg:/);
    // a script of app/dist served with its hashed name
    const script = /"(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(script, html.slice(-2000)).toBeTruthy();
    expect((await get(port, script!, `lumen.localhost:${port}`)).status).toBe(200);
    // nothing the server reads at run time (migrations, theme packs, the SSR entry, the clients) was missed
    expect(server.output()).not.toMatch(/is missing|ENOENT|Cannot find/);
    await stop(server.child);
  }, 240_000);

  it('names the TypeScript file and line in the stack of an error', async () => {
    // nothing listens on a port just freed: the start fails in createDb, and the stack says where
    const port = await freePort();
    const server = serve({ NODE_ENV: 'production', PORT: '0', DATABASE_URL: `postgres://portal@127.0.0.1:${port}/portal` });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('[server] could not start');
    expect(server.output()).toMatch(/at async createDb \(\S*packages\/server\/src\/db\/client\.ts:\d+:\d+\)/);
    expect(server.output()).not.toMatch(/dist\/main\.js:\d+/);
  }, 120_000);
});
