/**
 * A draft client previewed before it goes live (issue 29 item 3, decision 0550): the link `npm run client:preview`
 * prints opens the gallery of the client's pages, in its skin and languages; without it the subdomain is unknown.
 * On a server of its own, whose clients folder has kontor as a draft.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { DEMO_PASSWORD, demoMemberEmail } from '../fixtures/login';
import { REPO_ROOT } from '../fixtures/paths';
import { freePort, startOwnServer, type OwnServer } from '../fixtures/own-server';

const SECRET = 'the-preview-secret-of-the-preview-end-to-end-spec';
let server: OwnServer;
let clientsDir: string;
let env: Record<string, string>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  clientsDir = mkdtempSync(join(tmpdir(), 'portal-clients-'));
  cpSync(join(REPO_ROOT, 'clients'), clientsDir, { recursive: true });
  const manifestFile = join(clientsDir, 'kontor', 'manifest.json');
  writeFileSync(manifestFile, JSON.stringify({ ...JSON.parse(readFileSync(manifestFile, 'utf8')), draft: true }, null, 2));
  const port = await freePort();
  env = { CLIENTS_DIR: clientsDir, PREVIEW_SECRET: SECRET, PUBLIC_ORIGIN: `http://localhost:${port}` };
  server = await startOwnServer(env, port);
});

test.afterAll(async () => {
  await server?.stop();
  if (clientsDir) rmSync(clientsDir, { recursive: true, force: true });
});

/** The link the command prints, as implementation staff would copy it. */
function previewLink(clientId: string): string {
  const printed = execFileSync(join(REPO_ROOT, 'node_modules/.bin/tsx'), ['scripts/client-preview.ts', clientId], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(server.port) },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = printed.trim().split('\n').at(-1)!;
  expect(url).toMatch(new RegExp(`^http://kontor\\.localhost:${server.port}/__preview\\?token=v1\\.kontor\\.`));
  return url;
}

test('a draft is "Unknown client" until the preview link is followed, then shows its gallery, its languages and its pages', async ({ page }) => {
  const home = `http://kontor.localhost:${server.port}/`;
  const unknown = await page.goto(home);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Unknown client' })).toBeVisible();

  await page.goto(previewLink('kontor'));
  await expect(page).toHaveURL(`http://kontor.localhost:${server.port}/preview`);
  // kontor's default language first, in its skin
  await expect(page.getByRole('heading', { level: 1, name: 'Vorschau von Kontor Logistik' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-skin', '13');
  await expect(page.getByRole('link', { name: 'settings', exact: true })).toHaveAttribute('href', '/settings');
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preview of Kontor Logistik' })).toBeVisible();
  await page.getByRole('link', { name: 'login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Kontor Logistik' })).toBeVisible();

  // a demo member signs in and sees a member page with its demo data
  await page.getByRole('button', { name: /^(Login|Anmelden)$/ }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel(/^(Email|E-Mail)$/).fill(demoMemberEmail('kontor'));
  await page.getByLabel(/^(Password|Passwort)$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Anmelden)$/ }).click();
  await page.waitForURL((url) => url.hostname === 'kontor.localhost' && !/^\/(login|sso-redirect)/.test(url.pathname), { timeout: 20_000 });
  await page.goto(`http://kontor.localhost:${server.port}/preview`);
  await page.getByRole('link', { name: 'settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Unknown client')).toHaveCount(0);

  // another browser, without the link: still unknown, pages and calls alike
  const stranger = await page.context().browser()!.newContext();
  try {
    const other = await stranger.newPage();
    expect((await other.goto(home))?.status()).toBe(404);
    const call = await other.evaluate(async () => {
      const response = await fetch('/application/api/u/user/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(call).toEqual({ status: 404, body: { success: false, err: 'Unknown client' } });
  } finally {
    await stranger.close();
  }
});
