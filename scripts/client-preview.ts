/**
 * npm run client:preview -- <id> [--hours <n>]
 * Prints a preview link of a client (decision 0550): signed with the server's preview secret (PREVIEW_SECRET, or
 * the development server's own in DATA_DIR), valid for --hours (72 by default, 720 at most). A draft client's
 * subdomain answers only to a browser that followed such a link. The link's origin is PUBLIC_ORIGIN (or
 * http://<id>.localhost:PORT), with the client's first subdomain.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadClients } from '@portal/manifest/load';
import { loadConfig } from '@portal/server/config';
import { DEFAULT_PREVIEW_HOURS, MAX_PREVIEW_HOURS, PREVIEW_LINK_PATH, previewSecretOf, signPreviewToken } from '@portal/server/tenancy/preview';

export const USAGE = 'usage: npm run client:preview -- <id> [--hours <1..720>]';

export interface PreviewArgs {
  readonly id: string;
  readonly hours: number;
}

/** The arguments, or a one-line reason why they are wrong. */
export function parsePreviewArgs(argv: readonly string[]): PreviewArgs | string {
  const positional: string[] = [];
  let hours = DEFAULT_PREVIEW_HOURS;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (key !== 'hours') return `unknown option --${key}; ${USAGE}`;
    const value = inline ?? argv[++i];
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > MAX_PREVIEW_HOURS) return `--hours must be a whole number from 1 to ${MAX_PREVIEW_HOURS}, got "${value ?? ''}"`;
    hours = parsed;
  }
  if (positional.length !== 1) return positional.length === 0 ? USAGE : `expected one client id, got ${positional.join(' ')}; ${USAGE}`;
  return { id: positional[0]!, hours };
}

/** The preview link of a client's first subdomain under the server's public origin. */
export function previewUrl(publicOrigin: string, subdomain: string, token: string): string {
  const origin = new URL(publicOrigin);
  return `${origin.protocol}//${subdomain}.${origin.host}${PREVIEW_LINK_PATH}?token=${encodeURIComponent(token)}`;
}

function main(argv: readonly string[]): number {
  const args = parsePreviewArgs(argv);
  if (typeof args === 'string') {
    console.error(`client:preview: ${args}`);
    return 1;
  }
  const config = loadConfig();
  const { clients } = loadClients(config.clientsDir);
  const client = clients.find((candidate) => candidate.id === args.id);
  if (!client) {
    console.error(`client:preview: no valid client "${args.id}" in ${config.clientsDir} (npm run clients:check says why)`);
    return 1;
  }
  const secret = previewSecretOf(config);
  if (!secret) {
    console.error('client:preview: set PREVIEW_SECRET to the server\'s preview secret (NODE_ENV=production has no development secret)');
    return 1;
  }
  const expiresAt = new Date(Date.now() + args.hours * 3_600_000);
  const url = previewUrl(config.publicOrigin, client.manifest.subdomains[0]!, signPreviewToken(secret, client.id, expiresAt));
  console.log(url);
  console.error(
    `client:preview: ${client.id} is ${client.manifest.draft ? 'a draft' : 'live'}; the link above works until ${expiresAt.toISOString()} ` +
      'in the browser that follows it (the preview cookie is kept on that subdomain only)',
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
