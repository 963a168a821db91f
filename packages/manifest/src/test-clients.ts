/** Builders of valid client folders for tests: each test breaks exactly one thing. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { ManifestInput } from './schema';
import type { ServerSettingsInput } from './server-schema';

export function validManifest(id: string, clientNumber: number): ManifestInput {
  return {
    $schema: '../../packages/manifest/manifest.schema.json',
    id,
    clientNumber,
    name: `Client ${id}`,
    subdomains: [id],
    skin: 0,
    logos: { light: 'logo-light.svg', dark: 'logo-dark.svg', alt: `Client ${id}` },
    permittedRoutes: ['home', 'settings', 'privacy', 'TCs'],
    legal: { privacySlug: `${id}-privacy`, termsSlug: `${id}-terms` },
    support: { phone: {}, email: `help@${id}.example.com` },
  };
}

/** A logo that passes the content checks (logo.ts): a title, a viewBox, nothing external. */
export const VALID_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><title>logo</title><rect width="40" height="40"/></svg>';

export function validServer(id: string): ServerSettingsInput {
  return {
    accessCodes: [`${id.toUpperCase()}-CODE`],
    oidc: { clientSecret: `secret-for-${id}-0123456789` },
    alternativeLogin: null,
  };
}

export interface ClientFiles {
  manifest?: unknown;
  server?: unknown;
  /** logo files to write; default both */
  logos?: string[];
  /** false: no legal/ texts (default: terms and privacy for every language of the manifest) */
  legal?: boolean;
}

export function tempClientsDir(): string {
  return mkdtempSync(join(tmpdir(), 'portal-clients-'));
}

/** A fresh clients folder for each call, all removed after each test of the file that calls this. */
export function freshClientsDirs(): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = tempClientsDir();
    dirs.push(dir);
    return dir;
  };
}

/** Writes clients/<folder>/ under root; undefined manifest/server means the valid default. */
export function writeClient(
  root: string,
  folder: string,
  clientNumber: number,
  files: ClientFiles = {},
): string {
  const dir = join(root, folder);
  mkdirSync(dir, { recursive: true });
  const manifest = files.manifest ?? validManifest(folder, clientNumber);
  const server = files.server ?? validServer(folder);
  writeFileSync(
    join(dir, 'manifest.json'),
    typeof manifest === 'string' ? manifest : JSON.stringify(manifest, null, 2),
  );
  writeFileSync(
    join(dir, 'server.json'),
    typeof server === 'string' ? server : JSON.stringify(server, null, 2),
  );
  for (const logo of files.logos ?? ['logo-light.svg', 'logo-dark.svg']) {
    writeFileSync(join(dir, logo), VALID_LOGO);
  }
  const languages = typeof manifest === 'object' && manifest !== null && Array.isArray((manifest as { languages?: unknown }).languages) ? ((manifest as { languages: string[] }).languages) : ['en'];
  if (files.legal !== false) {
    mkdirSync(join(dir, 'legal'), { recursive: true });
    for (const language of languages) {
      writeFileSync(join(dir, 'legal', `terms.${language}.md`), `# Terms of ${folder}\n\nThese terms apply.\n`);
      writeFileSync(join(dir, 'legal', `privacy.${language}.md`), `# Privacy of ${folder}\n\nThis policy applies.\n`);
    }
  }
  return dir;
}
