import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loadClients, formatProblem } from './load';
import {
  clientIdError,
  generateAccessCode,
  initialsOf,
  nextClientNumber,
  parseSkin,
  scaffoldClient,
  ScaffoldError,
} from './scaffold';
import { accessCodeSchema } from './server-schema';
import { validManifest, writeClient, freshClientsDirs } from './test-clients';

const fresh = freshClientsDirs();

describe('scaffoldClient', () => {
  it('creates a client that passes every check, next to existing ones', async () => {
    const root = fresh();
    writeClient(root, 'fernway', 5191);
    const created = await scaffoldClient(root, { id: 'blue-river', skin: 12 });

    const { clients, problems } = loadClients(root);
    expect(problems.map(formatProblem)).toEqual([]);
    const client = clients.find((candidate) => candidate.id === 'blue-river')!;
    expect(client.manifest).toMatchObject({
      $schema: '../../packages/manifest/manifest.schema.json',
      clientNumber: 5192,
      name: 'Blue River',
      subdomains: ['blue-river'],
      skin: 12,
      legal: { privacySlug: 'blue-river-privacy', termsSlug: 'blue-river-terms' },
    });
    expect(client.manifest.permittedRoutes).toContain('home');
    expect(client.server.accessCodes).toEqual([created.accessCode]);
    expect(created.files).toEqual([
      'clients/blue-river/manifest.json',
      'clients/blue-river/server.json',
      'clients/blue-river/logo-light.svg',
      'clients/blue-river/logo-dark.svg',
      'clients/blue-river/legal/terms.en.md',
      'clients/blue-river/legal/privacy.en.md',
    ]);
    expect(readFileSync(join(root, 'blue-river', 'legal', 'terms.en.md'), 'utf8')).toMatch(/^# Terms and Conditions\n[\s\S]*Blue River/);
    const logo = readFileSync(join(root, 'blue-river', 'logo-dark.svg'), 'utf8');
    expect(logo).toContain('<title>Blue River</title>');
    expect(logo).toContain('>BR</text>');
  });

  it('refuses an existing folder, a bad id and a bad skin', async () => {
    const root = fresh();
    writeClient(root, 'acme', 1);
    await expect(scaffoldClient(root, { id: 'acme', skin: 0 })).rejects.toThrow(
      new ScaffoldError('clients/acme already exists; pick another id or edit that client'),
    );
    await expect(scaffoldClient(root, { id: 'Acme_Corp', skin: 0 })).rejects.toThrow(ScaffoldError);
    await expect(scaffoldClient(root, { id: 'ok', skin: 40 })).rejects.toThrow(
      '--skin must be a whole number from 0 to 32',
    );
  });

  it('refuses an id that is already another client subdomain', async () => {
    const root = fresh();
    writeClient(root, 'alpha', 1, {
      manifest: { ...validManifest('alpha', 1), subdomains: ['alpha', 'beta'] },
    });
    await expect(scaffoldClient(root, { id: 'beta', skin: 0 })).rejects.toThrow(
      'subdomain "beta" is already used by clients/alpha/manifest.json',
    );
  });
});

describe('helpers', () => {
  it('validates client ids as slugs', () => {
    expect(clientIdError('blue-river')).toBeUndefined();
    expect(clientIdError('Blue')).toMatch(/^client id "Blue" must be 2 to 40 lower-case letters/);
    expect(clientIdError('a--b')).toBeDefined();
    expect(clientIdError('-a')).toBeDefined();
    expect(clientIdError('www')).toBe('client id "www" is reserved');
  });

  it('parses skins 0 to 32', () => {
    expect(parseSkin('13')).toBe(13);
    expect(parseSkin('0')).toBe(0);
    expect(parseSkin('33')).toBe('--skin must be a whole number from 0 to 32');
    expect(parseSkin('nine')).toBe('--skin must be a whole number from 0 to 32');
    expect(parseSkin(undefined)).toBe('--skin must be a whole number from 0 to 32');
  });

  it('makes fresh, typeable access codes', () => {
    const first = generateAccessCode('blue-river');
    expect(first).toMatch(/^BLUE-RIVER-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(v.is(accessCodeSchema, first)).toBe(true);
    expect(generateAccessCode('blue-river')).not.toBe(first);
  });

  it('takes initials from a name', () => {
    expect(initialsOf('Blue River')).toBe('BR');
    expect(initialsOf('Kontor')).toBe('KO');
  });

  it('numbers a client one above the highest in use, from 1000', () => {
    const root = fresh();
    expect(nextClientNumber(root)).toBe(1000);
    writeClient(root, 'acme', 7035);
    expect(nextClientNumber(root)).toBe(7036);
  });
});
