/**
 * Issue 29 items 1 and 2 (decisions 0530, 0531): a client folder added to a running development server goes live
 * with no restart, provisioned: its subdomain answers, its demo member signs straight in to home, its terms come from
 * its folder; a saved brand colour is served within seconds; a removed folder is taken down. The spec runs its own
 * server on a temporary clients folder (one demo client), so the repository's clients/ is never written.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pathTo } from '@portal/manifest/routes';
import { scaffoldClient } from '@portal/manifest/scaffold';
import { REPO_ROOT } from '../fixtures/paths';
import { DEMO_PASSWORD, LOGIN_BUTTON } from '../fixtures/login';

const CLIENT = 'blue-river';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

test.describe.configure({ mode: 'serial' });

let clientsDir: string;
let dataDir: string;
let port: number;
let server: ChildProcess;
const output: string[] = [];
const url = (client: string, path: string) => `http://${client}.localhost:${port}${path}`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  clientsDir = mkdtempSync(join(tmpdir(), 'portal-e2e-clients-'));
  dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-onboarding-'));
  cpSync(join(REPO_ROOT, 'clients', 'brightpath'), join(clientsDir, 'brightpath'), { recursive: true });
  port = await freePort();
  server = spawn('npm', ['run', 'serve'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir, CLIENTS_DIR: clientsDir, PUBLIC_ORIGIN: `http://localhost:${port}`, CLIENTS_LIVE: 'watch', PORTAL_TEST_HOOKS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status ?? 0, { timeout: 220_000, intervals: [500] })
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // gone already
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  rmSync(clientsDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

test('a client made with client:new goes live with no restart: its demo member signs in to home, its terms come from its folder', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(url(CLIENT, '/login'));
  await expect(page.getByRole('heading', { name: 'Unknown client' })).toBeVisible();

  await scaffoldClient(clientsDir, { id: CLIENT, skin: 9 });
  await expect
    .poll(async () => (await page.goto(url(CLIENT, '/login')))?.status(), { timeout: 30_000, intervals: [500] })
    .toBe(200);
  expect(output.join('')).toContain(`[clients] ${CLIENT} is live`);

  await page.getByRole('button', { name: LOGIN_BUTTON }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('Email').fill(`member@${CLIENT}.example`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // a registered demo member: straight to home, no registration form
  await page.waitForURL((address) => address.hostname === `${CLIENT}.localhost` && address.pathname === pathTo('home'), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(url(CLIENT, pathTo('TCs')));
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' }).first()).toBeVisible();
  await expect(page.getByText('These terms apply to your use of the wellbeing portal that Blue River provides to its people.')).toBeVisible();
});

test('a brand colour saved in the manifest is served within 5 seconds', async ({ page }) => {
  const file = join(clientsDir, CLIENT, 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { brand?: Record<string, string> };
  writeFileSync(file, JSON.stringify({ ...manifest, brand: { action: '#0b5394' } }, null, 2));
  const saved = Date.now();
  const actionColour = async () => {
    await page.goto(url(CLIENT, '/login'));
    return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-action-primary-bg').trim());
  };
  await expect.poll(actionColour, { timeout: 5_000, intervals: [250] }).toBe('#0b5394');
  expect(Date.now() - saved).toBeLessThan(5_000);
});

test('a manifest that fails the check keeps the last good version, and a removed folder is taken down', async ({ page }) => {
  const file = join(clientsDir, CLIENT, 'manifest.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace('"name": "Blue River"', '"name": 42'));
  await expect.poll(() => output.join(''), { timeout: 10_000 }).toContain(`[clients] ${CLIENT}: not loaded again`);
  await page.goto(url(CLIENT, '/login'));
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-action-primary-bg').trim())).toBe('#0b5394');

  rmSync(join(clientsDir, CLIENT), { recursive: true });
  await expect
    .poll(async () => (await page.goto(url(CLIENT, '/login')))?.status(), { timeout: 10_000, intervals: [500] })
    .toBe(404);
  await expect(page.getByRole('heading', { name: 'Unknown client' })).toBeVisible();
  // the other client was never touched
  expect((await page.goto(url('brightpath', '/login')))?.status()).toBe(200);
});
