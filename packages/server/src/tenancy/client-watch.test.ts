import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validManifest, writeClient } from '@portal/manifest/test-clients';
import { createClientReloader, watchFolders } from './client-watch';
import { loadServerClients } from './clients';
import { LiveClients } from './live-clients';
import { ScanCache, scanClients } from './reload';
import { clientResolver } from './clients';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-watch-'));
  dirs.push(dir);
  return dir;
};

function setUp() {
  const root = tempDir();
  writeClient(root, 'acme', 1001);
  const set = new LiveClients(loadServerClients(root, () => {}));
  const lines: string[] = [];
  const provisioned: string[] = [];
  const reloader = createClientReloader({
    set,
    root,
    log: (line) => lines.push(line),
    provision: async (change) => void provisioned.push(...change.added.map((client) => `added ${client.id}`), ...change.changed.map((client) => `changed ${client.id}`)),
  });
  return { root, set, lines, provisioned, reloader };
}

const resolve = (set: LiveClients) => clientResolver(set, { baseDomain: 'localhost', defaultClient: null });

describe('the reload of a clients folder', () => {
  it('serves a new valid client after provisioning it, with no restart', async () => {
    const { root, set, lines, provisioned, reloader } = setUp();
    const hostOf = resolve(set);
    expect(hostOf('blue-river.localhost:3000').kind).toBe('unknown');
    writeClient(root, 'blue-river', 1002);
    await reloader.reload();
    expect(set.list().map((client) => client.id)).toEqual(['acme', 'blue-river']);
    expect(hostOf('blue-river.localhost:3000')).toMatchObject({ kind: 'client', client: { id: 'blue-river' } });
    expect(provisioned).toEqual(['added blue-river']);
    expect(lines).toContain('[clients] blue-river is live: blue-river');
  });

  it('loads a changed brand colour; a broken manifest keeps the last good version and prints the check', async () => {
    const { root, set, lines, reloader } = setUp();
    const file = path.join(root, 'acme', 'manifest.json');
    writeFileSync(file, JSON.stringify({ ...validManifest('acme', 1001), brand: { action: '#6b2d8f' } }));
    await reloader.reload();
    expect(set.find('acme')!.manifest.brand.action).toBe('#6b2d8f');
    const version = set.version();

    writeFileSync(file, JSON.stringify({ ...validManifest('acme', 1001), brand: { action: '#f0c0a0' } }));
    await reloader.reload();
    expect(set.version()).toBe(version);
    expect(set.find('acme')!.manifest.brand.action).toBe('#6b2d8f');
    expect(lines.some((line) => /^\[clients\] clients\/acme\/manifest\.json: brand\.action: .* contrast .* is below 4\.5:1/.test(line))).toBe(true);
    expect(lines).toContain('[clients] acme: not loaded again; members keep the last good version until the check passes (npm run clients:check)');

    // the same problem is not printed again on the next look
    const printed = lines.length;
    await reloader.reload();
    expect(lines.length).toBe(printed);
  });

  it('refuses a new client without its legal texts, and serves it once they are there', async () => {
    const { root, set, lines, reloader } = setUp();
    writeClient(root, 'blue-river', 1002, { legal: false });
    await reloader.reload();
    expect(set.find('blue-river')).toBeUndefined();
    expect(lines).toContain('[clients] blue-river: not served until the check passes (npm run clients:check)');
    cpSync(path.join(root, 'acme', 'legal'), path.join(root, 'blue-river', 'legal'), { recursive: true });
    await reloader.reload();
    expect(set.find('blue-river')).toBeDefined();
  });

  it('takes a removed client down: its host answers unknown', async () => {
    const { root, set, lines, reloader } = setUp();
    const hostOf = resolve(set);
    expect(hostOf('acme.localhost').kind).toBe('client');
    rmSync(path.join(root, 'acme'), { recursive: true });
    await reloader.reload();
    expect(set.list()).toEqual([]);
    expect(hostOf('acme.localhost').kind).toBe('unknown');
    expect(lines).toContain("[clients] acme taken down (its folder is gone; its members' data is kept)");
  });
});

describe('watchFolders', () => {
  it('calls back when a file under a folder changes, and not otherwise', async () => {
    const root = tempDir();
    writeClient(root, 'acme', 1001);
    const heard: string[][] = [];
    const watch = watchFolders([root], async (changed) => void heard.push([...changed]), 50);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
    const file = path.join(root, 'acme', 'manifest.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Client acme', 'Acme Ltd'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    watch.stop();
    expect(heard).toEqual([[root]]);
  });

  it('counts a folder as changed at its first look when its baseline says so (files written while the server started)', async () => {
    const root = tempDir();
    writeClient(root, 'acme', 1001);
    const heard: string[][] = [];
    const watch = watchFolders([root], async (changed) => void heard.push([...changed]), 50, new Map([[root, '']]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    watch.stop();
    expect(heard).toEqual([[root]]);
  });
});

describe('a look at a clients folder with a scan cache (decision 0640)', () => {
  it('reads and checks only the folders whose files changed, and still finds a clash with an unchanged one', async () => {
    const root = tempDir();
    const ids = ['acme', 'blue-river', 'cedar', 'dune'];
    ids.forEach((id, index) => writeClient(root, id, 1001 + index));
    const checked: string[] = [];
    const cache = new ScanCache((manifest) => {
      checked.push(manifest.id);
      return [];
    });
    const first = await scanClients(root, cache);
    expect(checked.sort()).toEqual(ids);
    expect(first.problems).toEqual([]);

    // nothing changed: nothing read or checked, the same Client objects
    checked.length = 0;
    const again = await scanClients(root, cache);
    expect(checked).toEqual([]);
    expect(again.clients.map((loaded) => loaded.client)).toEqual(first.clients.map((loaded) => loaded.client));
    expect(again.clients[0]!.client).toBe(first.clients[0]!.client);

    // one manifest changed: only that folder is checked again
    const file = path.join(root, 'cedar', 'manifest.json');
    writeFileSync(file, JSON.stringify({ ...validManifest('cedar', 1003), brand: { action: '#1f4e79' } }));
    const changed = await scanClients(root, cache);
    expect(checked).toEqual(['cedar']);
    expect(changed.clients.find((loaded) => loaded.client.id === 'cedar')!.client.manifest.brand.action).toBe('#1f4e79');
    expect(changed.clients.find((loaded) => loaded.client.id === 'acme')!.client).toBe(first.clients[0]!.client);

    // a changed folder claiming an unchanged one's subdomain is blamed, as by the whole check
    checked.length = 0;
    writeFileSync(file, JSON.stringify({ ...validManifest('cedar', 1003), subdomains: ['cedar', 'acme'] }));
    const clash = await scanClients(root, cache);
    expect(checked).toEqual(['cedar']);
    expect(clash.problems.join('\n')).toContain('clients/cedar/manifest.json: subdomains.1: "acme" is already used by clients/acme/manifest.json');
  });
});
