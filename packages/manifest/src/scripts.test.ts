/**
 * The implementation-staff commands as people run them: `tsx scripts/clients-check.ts` and
 * `tsx scripts/client-new.ts`, against a temporary CLIENTS_DIR.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from './json-schema';
import { validManifest, writeClient, freshClientsDirs } from './test-clients';

const REPO = resolve(PACKAGE_DIR, '../..');
const TSX = join(REPO, 'node_modules/.bin/tsx');

function run(script: string, args: string[], clientsDir: string, extraEnv: Record<string, string> = {}) {
  const { PORT: _port, PUBLIC_ORIGIN: _origin, ...inherited } = process.env;
  const result = spawnSync(TSX, [join(REPO, 'scripts', script), ...args], {
    cwd: REPO,
    env: { ...inherited, CLIENTS_DIR: clientsDir, NO_COLOR: '1', ...extraEnv },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return {
    code: result.status,
    out: result.stdout,
    err: result.stderr,
    all: `${result.stdout}${result.stderr}`,
  };
}

const fresh = freshClientsDirs();

const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe('npm run clients:check', () => {
  it('fails a broken manifest with the precise line and no stack trace', () => {
    const root = fresh();
    writeClient(root, 'acme', 1001, { manifest: { ...validManifest('acme', 1001), skin: 40 } });
    const { code, err, all } = run('clients-check.ts', [], root);
    expect(code).toBe(1);
    expect(err.split('\n')).toContain('clients/acme/manifest.json: skin: must be 0 to 32');
    noStackTrace(all);
  }, 60_000);

  it('fails a duplicate subdomain and a missing logo', () => {
    const root = fresh();
    writeClient(root, 'alpha', 1001);
    writeClient(root, 'beta', 1002, {
      manifest: { ...validManifest('beta', 1002), subdomains: ['alpha'] },
      logos: ['logo-light.svg'],
    });
    const { code, err } = run('clients-check.ts', [], root);
    expect(code).toBe(1);
    expect(err.split('\n')).toEqual(
      expect.arrayContaining([
        'clients/beta/manifest.json: logos.dark: file "logo-dark.svg" is not in clients/beta/',
        'clients/beta/manifest.json: subdomains.0: "alpha" is already used by clients/alpha/manifest.json',
      ]),
    );
  }, 60_000);

  it('fails a manifest that is not JSON without a stack trace', () => {
    const root = fresh();
    writeClient(root, 'acme', 1001);
    writeFileSync(join(root, 'acme', 'manifest.json'), '{ nope');
    const { code, all } = run('clients-check.ts', [], root);
    expect(code).toBe(1);
    expect(all).toMatch(
      /^clients\/acme\/manifest\.json: \(file\): is not valid JSON at line \d+, column \d+: /m,
    );
    noStackTrace(all);
  }, 60_000);
});

describe('npm run client:new', () => {
  it('creates a client that passes clients:check, prints its access code and the next steps', () => {
    const root = fresh();
    writeClient(root, 'fernway', 5191);
    const created = run('client-new.ts', ['blue-river', '--skin', '12'], root, { PORT: '4123' });
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/^access code: BLUE-RIVER-[A-Z0-9]{4}-[A-Z0-9]{4} /m);
    expect(created.out).toContain(
      'npm run build:themes && npm start, then open http://blue-river.localhost:4123/',
    );

    const checked = run('clients-check.ts', [], root);
    expect(checked.code).toBe(0);
    expect(checked.out).toMatch(/^2 clients OK/);
  }, 60_000);

  it('prints the URL of the server running on this data folder when no PORT is set', () => {
    const root = fresh();
    const dataDir = join(root, '.data');
    mkdirSync(dataDir);
    // this test process stands in for the running server: the record names a live process
    writeFileSync(
      join(dataDir, 'running-server.json'),
      JSON.stringify({ pid: process.pid, port: 4711, publicOrigin: 'http://localhost:4711' }),
    );
    const created = run('client-new.ts', ['north-star', '--skin', '9'], root, { DATA_DIR: dataDir });
    expect(created.code).toBe(0);
    expect(created.out).toContain('then open http://north-star.localhost:4711/');
  }, 60_000);

  it('refuses an existing folder, a bad id and a bad skin with one line each', () => {
    const root = fresh();
    writeClient(root, 'acme', 1001);
    const cases: Array<[string[], string]> = [
      [
        ['acme', '--skin', '9'],
        'client:new: clients/acme already exists; pick another id or edit that client\n',
      ],
      [['ok-id', '--skin', '33'], 'client:new: --skin must be a whole number from 0 to 32\n'],
      [
        ['ok-id'],
        'client:new: --skin is required; usage: npm run client:new -- <id> --skin <0..32> [--name "Display Name"]\n',
      ],
    ];
    for (const [args, line] of cases) {
      const result = run('client-new.ts', args, root);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.err).toBe(line);
    }
    const badId = run('client-new.ts', ['Bad_Id', '--skin', '0'], root);
    expect(badId.err).toMatch(/^client:new: client id "Bad_Id" must be 2 to 40 lower-case letters/);
    noStackTrace(badId.all);
  }, 60_000);
});

describe('clients:publish', () => {
  const dataDirs = freshClientsDirs();
  const publish = (clientsDir: string, dataDir: string) => {
    const result = spawnSync(TSX, [join(REPO, 'scripts', 'clients-publish.ts')], {
      cwd: REPO,
      env: { ...process.env, CLIENTS_DIR: clientsDir, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', NO_COLOR: '1' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { code: result.status, out: result.stdout, err: result.stderr };
  };

  it('publishes nothing when the check finds a problem', () => {
    const root = fresh();
    writeClient(root, 'acme', 1001, { legal: false });
    const data = dataDirs();
    const result = publish(root, data);
    expect(result.code).toBe(1);
    expect(result.err).toContain('clients/acme/legal/terms.en.md: (file): is missing');
    expect(result.err).toContain('clients:publish: nothing was published');
    expect(existsSync(join(data, 'pglite'))).toBe(false);
  });

  it('publishes the checked clients as a release of the database', () => {
    const root = fresh();
    writeClient(root, 'acme', 1001);
    writeClient(root, 'globex', 1002);
    const result = publish(root, dataDirs());
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/clients:publish: release 1 with 2 clients \(acme, globex\) published to PGlite in .*pglite; every running server serves it within seconds/);
  }, 120_000);
});
