/**
 * npm run secrets:check: after `npm run build:tenants` (and optionally build-storybook), searches everything a
 * browser can load for every server-only secret of every client (access codes, identity-provider client secrets,
 * alternative-login identifiers). Prints one line per leak, never the secret itself, and exits 1 on any.
 */
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadClients } from '@portal/manifest/load';
import { findSecretLeaks, secretsOf } from '@portal/manifest/secrets';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// app/dist-ssr is not served, but the login page's first view it renders is (decision 0350)
const outputs = ['app/dist', 'app/dist-ssr', 'dist/tenants', 'packages/theme/generated', 'storybook-static', 'dist/storybook'].map((dir) =>
  resolve(root, dir),
);
const built = outputs.filter((dir) => existsSync(dir));
if (!built.some((dir) => dir.endsWith('tenants'))) {
  console.error('dist/tenants is missing: run `npm run build:tenants` first.');
  process.exit(1);
}

const { clients } = loadClients(resolve(root, process.env.CLIENTS_DIR ?? 'clients'));
const secrets = secretsOf(clients);
const leaks = findSecretLeaks(built, secrets);
for (const leak of leaks) console.error(`${relative(root, leak.file)}: contains the ${leak.kind} of ${leak.client}`);
if (leaks.length > 0) process.exit(1);
console.log(
  `No secret in ${built.map((dir) => relative(root, dir)).join(', ')}: ${secrets.length} secrets of ${clients.length} clients searched.`,
);
