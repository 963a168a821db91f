/**
 * A tenant folder of `npm run build:tenants` deployed behind nginx (issue 29 item 6, docs/deploy-tenant.md): nginx
 * serves the folder and forwards the API's paths to a server on another port, with the configuration
 * `npm run deploy:nginx` writes from deploy/nginx/*.conf; a demo member signs in through it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Response } from '@playwright/test';
import { FORWARDED_PATHS } from '../../scripts/build-tenants';
import { nginxSite } from '../../scripts/deploy-nginx';
import { DEMO_PASSWORD, demoMemberEmail } from '../fixtures/login';
import { startNginx, type RunningNginx } from '../fixtures/nginx';
import { REPO_ROOT } from '../fixtures/paths';
import { freePort, startOwnServer, type OwnServer } from '../fixtures/own-server';

let work: string;
let api: OwnServer;
let nginx: RunningNginx;
let port: number;
let site: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  work = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
  port = await freePort();
  execFileSync(join(REPO_ROOT, 'node_modules/.bin/tsx'), ['scripts/build-tenants.ts'], { cwd: REPO_ROOT, env: { ...process.env, TENANTS_OUT: join(work, 'tenants') }, stdio: 'pipe' });
  // the API on a port of its own, which the browser never sees: its public origin is nginx's
  api = await startOwnServer({ PUBLIC_ORIGIN: `http://localhost:${port}`, TRUST_PROXY: '1' });
  site = nginxSite({ api: `http://127.0.0.1:${api.port}`, publicOrigin: `http://localhost:${port}`, listen: `127.0.0.1:${port}`, tenantsDir: join(work, 'tenants'), clientsDir: join(REPO_ROOT, 'clients') });
  nginx = await startNginx(join(work, 'nginx'), site, `http://127.0.0.1:${port}/healthz`);
});

test.afterAll(async () => {
  await nginx?.stop();
  await api?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** One request to nginx with the Host a browser would send. */
function through(path: string, host: string, options: { method?: string; body?: string; headers?: Record<string, string>; to?: number } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: options.to ?? port, path, method: options.method ?? 'GET', headers: { host, ...options.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

test('a demo member signs in at a tenant folder served by nginx, whose first call reaches the API', async ({ page }) => {
  const origin = `http://harbour.localhost:${port}`;
  const calls: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/application/')) calls.push(response);
  });
  const first = await page.goto(`${origin}/login`);
  // the page is the folder's, from nginx, never cached
  expect(first?.headers()['server']).toMatch(/^nginx/);
  expect(first?.headers()['cache-control']).toBe('no-cache');
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Harbour Mutual' })).toBeVisible();
  // the signed-out start of /login asks the API nothing (decision 0700): the app's first call comes after sign-in
  expect(calls).toEqual([]);

  await page.getByRole('button', { name: /^(Login|Anmelden)$/ }).click();
  await page.waitForURL(new RegExp(`^http://localhost:${port}/oidc/interaction/`));
  await page.getByLabel(/^(Email|E-Mail)$/).fill(demoMemberEmail('harbour'));
  await page.getByLabel(/^(Password|Passwort)$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Anmelden)$/ }).click();
  await page.waitForURL((url) => url.origin === origin && !/^\/(login|sso-redirect)/.test(url.pathname), { timeout: 20_000 });
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('portal.member'))).not.toBeNull();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // the app's first call: the API's JSON answer, not the static host's 501
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  expect(calls[0]!.status()).toBeLessThan(500);
  expect(await calls[0]!.json()).toHaveProperty('success');
  const failed = calls.filter((response) => response.status() >= 500);
  expect(failed.map((response) => `${response.status()} ${response.url()}`)).toEqual([]);
});

test('nginx sends the headers docs/deploy-tenant.md names and forwards every path the API answers', async () => {
  const host = `harbour.localhost:${port}`;
  const page = await through('/events', host, { headers: { 'accept-encoding': 'gzip' } });
  expect(page.status).toBe(200);
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(page.headers['x-frame-options']).toBe('DENY');
  expect(page.headers['x-content-type-options']).toBe('nosniff');
  expect(page.headers['content-security-policy']).toContain(`connect-src 'self' http://localhost:${port}`);

  const script = readdirSync(join(work, 'tenants/harbour/assets')).find((file) => /\.js$/.test(file))!;
  const asset = await through(`/assets/${script}`, host, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.status).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers['content-encoding']).toBe('gzip');

  for (const file of ['/routes.json', '/_redirects', '/.vite/manifest.json']) expect((await through(file, host)).status, file).toBe(404);

  // a call goes to the API with the browser's Host: the client is harbour's
  const call = await through('/application/api/u/user/session', host, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', origin: `http://${host}` } });
  expect(call.status).toBe(401);
  expect(call.headers['content-type']).toMatch(/application\/json/);
  const icon = await through('/favicon.ico', host);
  expect(icon.status).toBe(200);
  expect(icon.headers['content-type']).toBe('image/svg+xml');

  // every path the folder's _redirects names is forwarded by the nginx configuration too
  const redirects = readFileSync(join(work, 'tenants/harbour/_redirects'), 'utf8');
  const locations = [...site.matchAll(/location (=\s+)?(\/\S*) \{[^}]*(?:proxy_pass|@api;)/g)].map((match) => ({ exact: Boolean(match[1]), path: match[2]! }));
  for (const { path } of FORWARDED_PATHS) {
    expect(redirects, path).toContain(`#   ${path}: `);
    const asked = path.replace(/\*$/, '');
    const forwarded = locations.some((location) => (location.exact ? location.path === asked : asked.startsWith(location.path) && location.path !== '/'));
    expect(forwarded, `${path} has a location with proxy_pass in deploy/nginx/tenant.conf`).toBe(true);
  }
});

test('behind a proxy that sends its own Host, X-Forwarded-Host picks the client', async () => {
  const page = await through('/login', 'api.internal', { to: api.port, headers: { 'x-forwarded-host': `lumen.localhost:${port}` } });
  expect(page.status).toBe(200);
  expect(page.body).toContain('data-client="lumen"');
});
