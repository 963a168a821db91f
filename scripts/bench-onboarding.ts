/**
 * npm run bench:onboarding: how long a new client takes to go live in a running development server, with no restart
 * (issue 29, decision 0530). Starts `npm run serve` on a free port with a temporary clients folder (one demo client)
 * and data folder, then makes a client with `client:new` and measures the seconds until
 *   1. its sign-in page is served (the subdomain answers with the client's manifest inlined),
 *   2. its demo member is signed in at home (Chromium through the development identity provider),
 *   3. a brand colour saved in its manifest is served in the page's theme CSS.
 * Prints a PASS/FAIL line per target, writes .bench/onboarding.json, exits 1 on a missed target.
 * BENCH_CLIENT picks the demo client that is there from the start (default harbour).
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { pathTo } from '@portal/manifest/routes';
import { ensureServerBuild } from '../packages/server/test/built-server';
import { runClientNew } from './client-new';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { signInPageSeconds: 60, memberAtHomeSeconds: 60, brandColourSeconds: 5 } as const;
const CLIENT = 'blue-river';
const BRAND = '#0b5394';
const DEMO_PASSWORD = 'Wellbeing-Demo-2024';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

function get(port: number, host: string, path: string): Promise<{ status: number; text: string }> {
  return new Promise((done) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false, headers: { host } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', () => done({ status: 0, text: '' }));
    req.end();
  });
}

async function until(limitMs: number, ok: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await ok()) return true;
    await new Promise((done) => setTimeout(done, 100));
  }
  return false;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

async function main(): Promise<number> {
  if (!existsSync(join(root, 'app/dist/index.html')) || !existsSync(join(root, 'packages/theme/generated/skins/0.css'))) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  // `npm run serve` runs the compiled server (decision 0720): built again when a source changed since the last build
  ensureServerBuild(root);
  const clientsDir = mkdtempSync(join(tmpdir(), 'portal-bench-clients-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-data-'));
  const first = process.env.BENCH_CLIENT ?? 'harbour';
  cpSync(join(root, 'clients', first), join(clientsDir, first), { recursive: true });
  const port = await freePort();
  const output: string[] = [];
  const server = spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir, CLIENTS_DIR: clientsDir, PUBLIC_ORIGIN: `http://localhost:${port}`, CLIENTS_LIVE: 'watch' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const host = `${CLIENT}.localhost:${port}`;
  try {
    if (!(await until(240_000, async () => (await get(port, `${first}.localhost:${port}`, '/healthz')).status === 200))) {
      throw new Error(`the server did not start:\n${output.join('').slice(-3000)}`);
    }
    console.log(`bench:onboarding: server on port ${port} with ${first}; making ${CLIENT} with client:new`);

    const start = Date.now();
    const quiet = { out: () => {}, err: (line: string) => console.error(line) };
    if ((await runClientNew([CLIENT, '--skin', '9'], clientsDir, quiet)) !== 0) throw new Error('client:new failed');
    let last = { status: 0, text: '' };
    const signInServed = await until(TARGETS.signInPageSeconds * 2000, async () => {
      last = await get(port, host, '/login');
      return last.status === 200 && last.text.includes(`"id":"${CLIENT}"`);
    });
    if (!signInServed) console.error(`bench:onboarding: the sign-in page: ${last.status} ${last.text.slice(0, 300)}`);
    const signInPageMs = Date.now() - start;

    const page = await browser.newPage();
    let memberAtHomeMs = Number.NaN;
    try {
      await page.goto(`http://${host}/login`);
      await page.getByRole('button', { name: /^(Login|Anmelden)$/ }).click();
      await page.waitForURL(/\/oidc\/interaction\//);
      await page.getByLabel(/^(Email|E-Mail)$/).fill(`member@${CLIENT}.example`);
      await page.getByLabel(/^(Password|Passwort)$/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: /^(Sign in|Anmelden)$/ }).click();
      await page.waitForURL((url) => url.hostname === `${CLIENT}.localhost` && url.pathname === pathTo('home'), { timeout: 60_000 });
      // home is drawn: its main heading is there
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      memberAtHomeMs = Date.now() - start;
    } catch (error) {
      console.error(`bench:onboarding: the demo member did not reach home (at ${page.url()}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    } finally {
      await page.close();
    }

    const manifestFile = join(clientsDir, CLIENT, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { brand?: Record<string, string> };
    const saved = Date.now();
    writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, brand: { ...manifest.brand, action: BRAND } }, null, 2)}\n`);
    const colourServed = await until(TARGETS.brandColourSeconds * 4000, async () => (await get(port, host, '/login')).text.includes(BRAND));
    const brandColourMs = Date.now() - saved;

    const figures = {
      signInPageSeconds: signInServed ? seconds(signInPageMs) : null,
      memberAtHomeSeconds: Number.isNaN(memberAtHomeMs) ? null : seconds(memberAtHomeMs),
      brandColourSeconds: colourServed ? seconds(brandColourMs) : null,
    };
    const lines = output.join('').split('\n').filter((line) => line.startsWith('[clients]'));
    for (const line of lines) console.log(`  server: ${line}`);
    const rows = (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).map((key) => ({
      figure: key,
      seconds: figures[key],
      target: TARGETS[key],
      pass: figures[key] !== null && figures[key] <= TARGETS[key],
    }));
    for (const row of rows) console.log(`${row.pass ? 'PASS' : 'FAIL'} ${row.figure}: ${row.seconds ?? 'never'} s (target ${row.target} s)`);
    mkdirSync(join(root, '.bench'), { recursive: true });
    writeFileSync(join(root, '.bench/onboarding.json'), `${JSON.stringify({ at: new Date().toISOString(), client: CLIENT, skin: 9, brand: BRAND, restarts: 0, rows }, null, 2)}\n`);
    console.log('bench:onboarding: wrote .bench/onboarding.json');
    return rows.every((row) => row.pass) ? 0 : 1;
  } finally {
    await browser.close();
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // gone already
      }
    }
    await new Promise((done) => setTimeout(done, 1500));
    rmSync(clientsDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:onboarding: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
