/**
 * `npm run clients:publish` with two API processes on one PostgreSQL (decision 0530): each has its own pool and its
 * own listening connection, as two processes behind a load balancer have, and both serve a published release with no
 * restart: a new client answers at its subdomain with its legal texts and brand colour, a changed colour is served,
 * a client left out of a release is taken down. PostgreSQL only: PGlite's one process hears no news.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getInfo } from '@portal/contract/calls/legal';
import { scaffoldClient } from '@portal/manifest/scaffold';
import { withHarness } from '../../test/harness';
import { freePort } from '../../test/pg-cluster';
import { requestAt } from '../../test/request-at';
import { publishClients } from '../clients-live';
import { REPO_ROOT } from '../config';
import { createDb, type Database } from '../db/client';
import { startServer, type RunningServer } from '../server';

/** Asks until `ok` holds, for at most `ms`; returns how long it took. */
async function within(ms: number, ok: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await ok())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - start;
}

withHarness('clients:publish reaches every API process', (h) => {
  let root: string;
  let dist: string;
  const servers: RunningServer[] = [];
  const databases: Database[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-publish-'));
    cpSync(path.join(REPO_ROOT, 'clients', 'brightpath'), path.join(root, 'brightpath'), { recursive: true });
    // a page template, so a page shows the inlined manifest and theme without building the app
    dist = mkdtempSync(path.join(tmpdir(), 'portal-publish-dist-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>portal</title><!--portal:head--></head><body><div id="root"></div></body></html>');
    for (let index = 0; index < 2; index += 1) {
      const database = await createDb({ databaseUrl: h().config.databaseUrl, pgliteDir: null });
      databases.push(database);
      const config = { ...h().config, port: await freePort(), clientsLive: 'publish' as const, clientsDir: root, appDistDir: dist, appServerEntry: path.join(dist, 'none.js') };
      servers.push(await startServer({ config, database, seed: 'never', persistKeys: false, log: () => {} }));
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const database of databases) await database.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (server: RunningServer, client: string) => requestAt(server.port, `${client}.localhost:${server.port}`, 'GET', '/login');

  it('serves a published new client in both processes within seconds, with its legal texts and brand colour', async () => {
    if (h().kind !== 'postgres') return;
    for (const server of servers) {
      expect((await page(server, 'brightpath')).status).toBe(200);
      const unknown = await page(server, 'blue-river');
      expect(unknown.status).toBe(404);
      expect(unknown.text).toContain('Unknown client');
    }
    await scaffoldClient(root, { id: 'blue-river', skin: 9 });
    const manifestFile = path.join(root, 'blue-river', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { brand: Record<string, string> };
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, brand: { action: '#0b5394' } }, null, 2));

    const { id } = await publishClients(h().db, root, 'test@int');
    for (const server of servers) {
      const took = await within(5000, async () => (await page(server, 'blue-river')).status === 200);
      expect(took).toBeLessThan(5000);
      const shown = await page(server, 'blue-river');
      expect(shown.text).toContain('"name":"Blue River"');
      expect(shown.text).toContain('#0b5394');
      expect(server.follower.release()).toBe(id);
      const terms = await requestAt(server.port, `blue-river.localhost:${server.port}`, 'POST', getInfo.path, { slug: 'blue-river-terms' });
      expect(terms.status).toBe(200);
      const reply = JSON.parse(terms.text) as { dynamic_string: { string: string; title: string } };
      expect(reply.dynamic_string.title).toBe('Terms and Conditions');
      expect(Buffer.from(reply.dynamic_string.string, 'base64').toString('utf8')).toContain('Blue River provides to its people');
    }
  });

  it('serves a changed brand colour, and takes down a client left out of a release, in both processes', async () => {
    if (h().kind !== 'postgres') return;
    const manifestFile = path.join(root, 'blue-river', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { brand: Record<string, string> };
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, brand: { action: '#6b2d8f' } }, null, 2));
    rmSync(path.join(root, 'brightpath'), { recursive: true });
    await publishClients(h().db, root, 'test@int');
    for (const server of servers) {
      await within(5000, async () => (await page(server, 'blue-river')).text.includes('#6b2d8f'));
      await within(5000, async () => (await page(server, 'brightpath')).status === 404);
      expect((await page(server, 'brightpath')).text).toContain('Unknown client');
    }
  });
});
