/**
 * npm run deploy:nginx -- --api http://127.0.0.1:3000 --public-origin https://example.com [--listen 80] [--tenants dist/tenants]
 *   [--out dist/nginx/portal.conf] [--issuer https://login.example.com] [--hsts]
 * Writes the nginx server blocks of every tenant folder of `npm run build:tenants` (deploy/nginx/tenant.conf, one
 * per client, answering its subdomains of the public origin's host) and of the API's own host (deploy/nginx/api.conf), in one
 * file to include from nginx's http block. See docs/deploy-tenant.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadClients } from '@portal/manifest/load';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const TENANT_TEMPLATE = join(ROOT, 'deploy/nginx/tenant.conf');
export const API_TEMPLATE = join(ROOT, 'deploy/nginx/api.conf');

export const USAGE =
  'usage: npm run deploy:nginx -- --api <url> --public-origin <origin> [--listen <port or "443 ssl">] [--tenants <dir>] [--out <file>] [--issuer <origin>] [--hsts]';

export interface NginxSiteOptions {
  /** the API's address nginx proxies to, e.g. http://127.0.0.1:3000 */
  readonly api: string;
  /**
   * the API's PUBLIC_ORIGIN, e.g. https://example.com: clients are served at its subdomains, and the development
   * identity provider (the issuer when there is no --issuer) at its /oidc
   */
  readonly publicOrigin: string;
  readonly listen: string;
  /** the folder build:tenants wrote, one sub-folder per client */
  readonly tenantsDir: string;
  /** where the clients' manifests are (their subdomains) */
  readonly clientsDir: string;
  /** an external identity provider's origin (OIDC_ISSUER), which pages talk to and post forms to; default: the public origin's */
  readonly issuerOrigin?: string | null;
  /** Strict-Transport-Security on pages: only behind TLS */
  readonly hsts?: boolean;
}

/** A template with its {{NAME}} placeholders filled; a placeholder without a value is an error, not an empty string. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the template needs {{${name}}}`);
    return value;
  });
}

/** The nginx server blocks of every tenant folder and of the API's host, as one file. */
export function nginxSite(options: NginxSiteOptions): string {
  if (!/^https?:\/\/[^\s;{}]+$/.test(options.api)) throw new Error(`--api must be an http(s) address, got "${options.api}"`);
  const publicOrigin = URL.canParse(options.publicOrigin) ? new URL(options.publicOrigin) : null;
  if (!publicOrigin || !/^https?:$/.test(publicOrigin.protocol)) throw new Error(`--public-origin must be an http(s) origin, got "${options.publicOrigin}"`);
  const domain = publicOrigin.hostname;
  if (!/^[\w.:[\] ]+$/.test(options.listen)) throw new Error(`--listen must be a port or an nginx listen value, got "${options.listen}"`);
  const issuer = options.issuerOrigin ? new URL(options.issuerOrigin).origin : publicOrigin.origin;
  const tenantTemplate = readFileSync(TENANT_TEMPLATE, 'utf8');
  const { clients } = loadClients(options.clientsDir);
  const folders = existsSync(options.tenantsDir) ? readdirSync(options.tenantsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
  if (folders.length === 0) throw new Error(`${options.tenantsDir} has no tenant folder: run npm run build:tenants first`);
  const blocks = folders.sort().map((id) => {
    const client = clients.find((candidate) => candidate.id === id);
    if (!client) throw new Error(`${join(options.tenantsDir, id)} has no valid client in ${options.clientsDir}`);
    return fillTemplate(tenantTemplate, {
      LISTEN: options.listen,
      SERVER_NAMES: client.manifest.subdomains.map((sub) => `${sub}.${domain}`).join(' '),
      ROOT: resolve(options.tenantsDir, id),
      API: options.api.replace(/\/$/, ''),
      ISSUER_ORIGIN: issuer,
      HSTS: options.hsts ? 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;' : '',
    });
  });
  const api = fillTemplate(readFileSync(API_TEMPLATE, 'utf8'), { LISTEN: options.listen, SERVER_NAMES: domain, API: options.api.replace(/\/$/, '') });
  return `# written by npm run deploy:nginx; edit deploy/nginx/*.conf and run it again\n\n${[...blocks, api].join('\n')}`;
}

function parseArgs(argv: readonly string[]): (NginxSiteOptions & { readonly out: string }) | string {
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) return `unexpected "${arg}"; ${USAGE}`;
    const [key, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (key === 'hsts') flags.set(key, true);
    else if (['api', 'public-origin', 'listen', 'tenants', 'out', 'issuer'].includes(key)) flags.set(key, inline ?? argv[++i] ?? '');
    else return `unknown option --${key}; ${USAGE}`;
  }
  const api = flags.get('api');
  const publicOrigin = flags.get('public-origin');
  if (typeof api !== 'string' || typeof publicOrigin !== 'string') return USAGE;
  const text = (key: string, fallback: string) => {
    const value = flags.get(key);
    return typeof value === 'string' && value ? value : fallback;
  };
  return {
    api,
    publicOrigin,
    listen: text('listen', '80'),
    tenantsDir: resolve(text('tenants', join(ROOT, 'dist/tenants'))),
    clientsDir: resolve(process.env.CLIENTS_DIR ?? join(ROOT, 'clients')),
    out: resolve(text('out', join(ROOT, 'dist/nginx/portal.conf'))),
    issuerOrigin: text('issuer', '') || null,
    hsts: flags.get('hsts') === true,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`deploy:nginx: ${args}`);
    process.exitCode = 1;
  } else {
    try {
      const site = nginxSite(args);
      mkdirSync(dirname(args.out), { recursive: true });
      writeFileSync(args.out, site);
      console.log(`deploy:nginx: wrote ${args.out}; include it in nginx's http block (docs/deploy-tenant.md)`);
    } catch (error) {
      console.error(`deploy:nginx: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  }
}
