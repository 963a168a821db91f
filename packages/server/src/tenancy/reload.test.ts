import { describe, expect, it } from 'vitest';
import type { Client } from './clients';
import { blamedFolder, nextClients, type LoadedFolder } from './reload';

const client = (id: string, version = 1) => ({ id, dir: `/clients/${id}`, manifest: { id, subdomains: [id], version } }) as unknown as Client;
const loaded = (id: string, fingerprint: string): LoadedFolder => ({ client: client(id), fingerprint });
const served = (...folders: LoadedFolder[]) => new Map(folders.map((folder) => [folder.client.id, folder]));

describe('nextClients', () => {
  it('serves a new valid folder, and keeps the Client of an unchanged one', () => {
    const harbour = loaded('harbour', 'a');
    const result = nextClients(served(harbour), { clients: [loaded('harbour', 'a'), loaded('blue-river', 'b')], problems: [], folders: ['harbour', 'blue-river'] });
    expect(result.clients.map((folder) => folder.client.id)).toEqual(['blue-river', 'harbour']);
    expect(result.clients[1]).toBe(harbour);
    expect(result.added.map((c) => c.id)).toEqual(['blue-river']);
    expect([result.changed, result.removed, result.refused]).toEqual([[], [], []]);
  });

  it('loads a changed folder again', () => {
    const now = loaded('lumen', 'new');
    const result = nextClients(served(loaded('lumen', 'old')), { clients: [now], problems: [], folders: ['lumen'] });
    expect(result.changed).toEqual([now.client]);
    expect(result.clients).toEqual([now]);
  });

  it('keeps the last good version of a folder with a problem, and leaves out a new one with a problem', () => {
    const good = loaded('lumen', 'old');
    const problems = [
      'clients/lumen/manifest.json: brand.action: color.action.primary.text on color.action.primary.bg contrast 2.45:1 is below 4.5:1 (try #bb5a3e)',
      'clients/blue-river/manifest.json: (file): is not valid JSON: Unexpected token',
    ];
    const result = nextClients(served(good), { clients: [loaded('lumen', 'new')], problems, folders: ['lumen', 'blue-river'] });
    expect(result.clients).toEqual([good]);
    expect(result.clients[0]).toBe(good);
    expect(result.refused).toEqual(['blue-river', 'lumen']);
    expect([result.added, result.changed, result.removed]).toEqual([[], [], []]);
    expect(result.problems).toEqual(problems);
  });

  it('takes down a client whose folder is gone, even one kept at its last good version', () => {
    const result = nextClients(served(loaded('harbour', 'a'), loaded('lumen', 'b')), { clients: [loaded('harbour', 'a')], problems: [], folders: ['harbour'] });
    expect(result.removed).toEqual(['lumen']);
    expect(result.clients.map((folder) => folder.client.id)).toEqual(['harbour']);
  });
});

describe('blamedFolder', () => {
  it('reads the folder of a check line', () => {
    expect(blamedFolder('clients/blue-river/legal/terms.de.md: (file): is missing')).toBe('blue-river');
    expect(blamedFolder('clients: (folder): does not exist')).toBeNull();
  });
});
