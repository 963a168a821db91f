/**
 * Issue 29 item 5: a brand colour changed in a manifest reaches the served CSS and a tenant folder after the
 * README's rebuild, because every turbo task that reads clients/ or tokens/ lists them as inputs (a cache hit
 * used to restore the old CSS over the fresh one).
 *
 * Runs in a temporary copy of the working tree (its files as git lists them, node_modules linked), so the repo
 * is never changed; needs the app built once (`npm run build`, for app/dist). `npm run test:build`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OLD = '#a8361c';
const NEW = '#6b2d8f';
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' };

let copy = '';
let server: ChildProcess | undefined;

function run(command: string, args: string[], cwd = copy): string {
  return execFileSync(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 240_000,
  });
}
const turbo = (...args: string[]) =>
  run(join(REPO, 'node_modules/.bin/turbo'), ['run', ...args, `--cache-dir=${join(copy, '.turbo-cache')}`]);
const tsx = (...args: string[]) => run(join(REPO, 'node_modules/.bin/tsx'), args);

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

/** The lines of a turbo dry run: every task with its hash and the files it hashed. */
function dryRun(...tasks: string[]): Array<{ taskId: string; hash: string; inputs: Record<string, string> }> {
  return (
    JSON.parse(turbo(...tasks, '--dry=json')) as {
      tasks: Array<{ taskId: string; hash: string; inputs: Record<string, string> }>;
    }
  ).tasks;
}

beforeAll(() => {
  if (!existsSync(join(REPO, 'app/dist/index.html')))
    throw new Error('app/dist is missing: run npm run build first');
  copy = mkdtempSync(join(tmpdir(), 'portal-build-inputs-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(join(REPO, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(REPO, file), join(copy, file));
  }
  // the installed dependencies, linked; the app build, copied (the tenant folders and the server serve it)
  for (const folder of [
    'node_modules',
    ...[
      'app',
      'packages/contract',
      'packages/manifest',
      'packages/server',
      'packages/theme',
      'packages/ui',
    ].map((p) => `${p}/node_modules`),
  ]) {
    if (existsSync(join(REPO, folder))) symlinkSync(join(REPO, folder), join(copy, folder));
  }
  for (const built of ['app/dist', 'app/dist-ssr']) {
    if (existsSync(join(REPO, built))) cpSync(join(REPO, built), join(copy, built), { recursive: true });
  }
  // turbo hashes a package's files with git, as in a real checkout
  const git = (...args: string[]) => execFileSync('git', ['-C', copy, ...args], { stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=build-inputs', '-c', 'user.email=build-inputs@example.com', 'commit', '-qm', 'copy');
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
}, 60_000);

describe('a brand colour changed in a manifest after a build', () => {
  it('is an input of every task that reads clients/ or tokens/', () => {
    const tasks = dryRun('build', 'test', 'typecheck');
    const readers = tasks.filter(
      (task) => task.taskId === '@portal/theme#build' || /#(test|typecheck)$/.test(task.taskId),
    );
    expect(readers.length).toBeGreaterThanOrEqual(10);
    for (const task of readers) {
      const inputs = Object.keys(task.inputs);
      expect(
        inputs.some((file) => file.endsWith('clients/lumen/manifest.json')),
        task.taskId,
      ).toBe(true);
      expect(
        inputs.some((file) => file.endsWith('tokens/skins/9.json')),
        task.taskId,
      ).toBe(true);
    }
  }, 120_000);

  it("reaches the served CSS and the tenant folder after the README's rebuild, with no stale cache hit", async () => {
    // a first build fills the cache with the old colour
    turbo('build', '--filter=@portal/theme');
    expect(readFileSync(join(copy, 'packages/theme/generated/clients/lumen.css'), 'utf8')).toContain(OLD);
    const before = dryRun('build').find((task) => task.taskId === '@portal/theme#build')!.hash;

    const manifestFile = join(copy, 'clients/lumen/manifest.json');
    const manifest = readFileSync(manifestFile, 'utf8');
    expect(manifest).toContain(`"action": "${OLD}"`);
    writeFileSync(manifestFile, manifest.replace(`"action": "${OLD}"`, `"action": "${NEW}"`));

    // README step 5: build:themes, then the build npm start runs (a cache hit here used to restore the old CSS)
    tsx('scripts/build-themes.ts');
    const after = dryRun('build').find((task) => task.taskId === '@portal/theme#build')!.hash;
    expect(after).not.toBe(before);
    turbo('build', '--filter=@portal/theme');
    const pack = readFileSync(join(copy, 'packages/theme/generated/clients/lumen.css'), 'utf8');
    expect(pack).toContain(`--color-action-primary-bg: ${NEW}`);
    expect(pack).not.toContain(OLD);

    // build:tenants' own step, on the build above
    tsx('scripts/build-tenants.ts');
    const tenant = readFileSync(join(copy, 'dist/tenants/lumen/index.html'), 'utf8');
    expect(tenant).toContain(`--color-action-primary-bg: ${NEW}`);
    // its logos went through DOMPurify and are still the picture: title, viewBox, drawing
    const logo = readFileSync(join(copy, 'dist/tenants/lumen/client-assets/lumen/logo-light.svg'), 'utf8');
    expect(logo).toMatch(/<title>Lumen Home Stores<\/title>/);
    expect(logo).toContain('viewBox="0 0 210 56"');
    expect(logo).toMatch(/<circle cx="26"/);

    // the server, compiled in the copy as `npm run build` does and started as `npm run serve` does (decision 0720),
    // serves the new colour
    run(process.execPath, ['packages/server/build.mjs']);
    const port = await freePort();
    const dataDir = join(copy, '.data');
    server = spawn(process.execPath, ['--enable-source-maps', 'packages/server/dist/main.js'], {
      cwd: copy,
      env: { ...env, PORT: String(port), DATA_DIR: dataDir, REMINDERS: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const deadline = Date.now() + 120_000;
    while (!log.includes('listening on port') && Date.now() < deadline && server.exitCode === null) {
      await new Promise((done) => setTimeout(done, 250));
    }
    expect(log, log).toContain('listening on port');
    const { status, html } = await new Promise<{ status: number; html: string }>((done, fail) => {
      get(
        { host: '127.0.0.1', port, path: '/', headers: { host: `lumen.localhost:${port}` } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => done({ status: response.statusCode ?? 0, html: body }));
        },
      ).on('error', fail);
    });
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`--color-action-primary-bg:\\s*${NEW}`));
    expect(html).toMatch(new RegExp(`--color-text-link:\\s*${NEW}`));
  }, 420_000);
});
