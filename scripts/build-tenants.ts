/**
 * npm run build:tenants: one deployable static folder per client, dist/tenants/<id>/, from the single app
 * build (decision 0001). Each folder gets index.html with the client's theme and public manifest baked in,
 * the shared hashed chunks hard-linked (copied across devices), the client's logos, and the list of paths
 * the client permits (routes.json, and _redirects for static hosts that read it).
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem, loadClients, publicManifest } from '@portal/manifest/load';
import { routes, isRoutePermitted } from '@portal/manifest/routes';
import type { Manifest } from '@portal/manifest/schema';
import { injectClientHead } from '@portal/theme/inline-html';

/** What a tenant bundle needs of a client: its manifest and the folder holding its logo files. */
export interface TenantClient {
  readonly manifest: Manifest;
  readonly dir: string;
}

export interface TenantBundleTimings {
  /** listing the app build once */
  readonly scanMs: number;
  /** writing every tenant folder */
  readonly tenantsMs: number;
  readonly totalMs: number;
  readonly tenants: number;
  /** files linked or copied per tenant */
  readonly filesPerTenant: number;
  /** how the shared chunks got there: all hard links, or copies where linking failed */
  readonly linked: number;
  readonly copied: number;
}

export interface RouteListing {
  readonly client: string;
  readonly homePage: string;
  /** every path the client's router registers (React Router syntax), by route name */
  readonly routes: ReadonlyArray<{ readonly name: string; readonly access: string; readonly paths: string[] }>;
}

/** The paths a client may reach: its permitted member routes and every public route. */
export function routeListing(manifest: Manifest): RouteListing {
  return {
    client: manifest.id,
    homePage: manifest.homePage,
    routes: routes
      .filter((route) => route.path !== null && route.name !== 'not-found')
      .filter((route) => isRoutePermitted(route.name, manifest.permittedRoutes))
      .map((route) => ({
        name: route.name,
        access: route.access,
        paths: [route.path!, ...(('aliases' in route ? route.aliases : undefined) ?? [])],
      })),
  };
}

/** `/events/:page?/:webinar?` becomes `/events`, `/events/:page`, `/events/:page/:webinar`: hosts know no `?`. */
export function expandOptionalSegments(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const required: string[] = [];
  const optional: string[] = [];
  for (const segment of segments) {
    if (segment.endsWith('?')) optional.push(segment.slice(0, -1));
    else if (optional.length === 0) required.push(segment);
    else return [path];
  }
  return optional.map((_, count) => count).concat(optional.length).map((count) => `/${[...required, ...optional.slice(0, count)].join('/')}`);
}

/**
 * The paths a tenant folder's pages reach that only the API answers: the host in front of the folder must forward
 * them to the API, with the browser's Host (docs/deploy-tenant.md). A static host that does not answers the
 * app's first call, POST /application/api/u/user/session, with an error of its own (501 from a plain file server,
 * 405 from others), and nobody can sign in.
 */
export const FORWARDED_PATHS = [
  { path: '/application/*', what: "the app's calls, uploads among them" },
  { path: '/ws/*', what: 'WebSockets: chat, inboxes, the meeting room' },
  { path: '/oidc/*', what: 'the development identity provider, when the API is the issuer' },
  { path: '/favicon.ico', what: "the tab's icon: the logo the employer last published" },
  { path: '/client-assets/*', what: 'logos the employer uploaded; the manifest logos are in the folder and served first' },
  { path: '/content-media/*', what: 'course and article media' },
  { path: '/media/webinars/*', what: 'webinar recordings of paid events' },
  { path: '/payments/*', what: 'the checkout pages of paid events and the payment webhook' },
  { path: '/theme-skins/*', what: "the settings page's skin previews, not in production builds" },
  { path: '/__outbox', what: 'the development outbox, not in production' },
  { path: '/__outbox/*', what: "the development outbox's attachments" },
  { path: '/__preview', what: 'preview links of draft clients' },
  { path: '/healthz', what: "the API's health check" },
] as const;

/** Netlify-style proxy rules for FORWARDED_PATHS to the API's origin; without one, the paths to forward as a note. */
export function forwardingRules(apiOrigin: string | null): string[] {
  if (apiOrigin === null) {
    return [
      '# The API answers these paths: the host must forward them to it, keeping the Host header (docs/deploy-tenant.md).',
      '# Run build:tenants with TENANT_API_ORIGIN=https://api.example.com to write them here as proxy rules.',
      ...FORWARDED_PATHS.map(({ path, what }) => `#   ${path}: ${what}`),
    ];
  }
  const origin = new URL(apiOrigin).origin;
  return FORWARDED_PATHS.map(({ path }) => {
    const target = path.endsWith('/*') ? `${origin}${path.slice(0, -1)}:splat` : `${origin}${path}`;
    // client-assets: a logo in the folder is served as it is; only a missing one goes to the API (no "!")
    return `${path}  ${target}  200${path === '/client-assets/*' ? '' : '!'}`;
  });
}

/**
 * Netlify-style rewrites: the API's paths first (forwardingRules), then permitted paths serve the app with 200,
 * everything else serves it with 404 (the app shows its not-found page). Assets and logos are real files and are
 * served before any rewrite.
 */
export function redirectsFile(listing: RouteListing, apiOrigin: string | null = null): string {
  const lines = new Set<string>(forwardingRules(apiOrigin));
  for (const route of listing.routes) {
    for (const path of route.paths) {
      for (const expanded of expandOptionalSegments(path)) lines.add(`${expanded}  /index.html  200`);
    }
  }
  return `${[...lines].join('\n')}\n/*  /index.html  404\n`;
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path, base) : [relative(base, path)];
  });
}

function linkOrCopy(from: string, to: string): 'linked' | 'copied' {
  try {
    linkSync(from, to);
    return 'linked';
  } catch {
    copyFileSync(from, to);
    return 'copied';
  }
}

/** The theme a client's page is served with: its skin's CSS, then its own overrides. */
export function clientCss(themeDir: string, manifest: Manifest): string {
  const skinFile = join(themeDir, 'skins', `${manifest.skin}.css`);
  const clientFile = join(themeDir, 'clients', `${manifest.id}.css`);
  if (!existsSync(skinFile)) throw new Error(`${skinFile} is missing: run npm run build:themes`);
  const skin = readFileSync(skinFile, 'utf8');
  const client = existsSync(clientFile) ? readFileSync(clientFile, 'utf8') : '';
  return `${skin}\n${client}`.trim();
}

/**
 * Every SVG logo of the clients through DOMPurify's SVG profile (issue 29 item 5): what `clients:check` lets
 * through is a picture already, and this makes sure nothing else ships. Keyed by the logo's path in its
 * client folder; throws when nothing of an image is left.
 */
export async function sanitisedLogos(clients: readonly TenantClient[]): Promise<Map<string, string>> {
  const { sanitiseSvg } = await import('@portal/server/admin/sanitise');
  const clean = new Map<string, string>();
  for (const { manifest, dir } of clients) {
    for (const logo of new Set([manifest.logos.light, manifest.logos.dark])) {
      if (!/\.svg$/i.test(logo)) continue;
      const path = join(dir, logo);
      const svg = await sanitiseSvg(readFileSync(path, 'utf8'));
      if (svg === null) throw new Error(`clients/${manifest.id}/${logo}: nothing of an image is left after sanitising`);
      clean.set(path, `${svg}\n`);
    }
  }
  return clean;
}

/** Writes outDir/<id>/ for every client from one app build; returns how long it took. */
export function buildTenantBundles({
  clients,
  appDist,
  outDir,
  themeDir,
  logos,
  apiOrigin = null,
}: {
  readonly clients: readonly TenantClient[];
  readonly appDist: string;
  readonly outDir: string;
  readonly themeDir: string;
  /** sanitised SVG logos by path (sanitisedLogos); a logo not in it is copied as it is */
  readonly logos?: ReadonlyMap<string, string>;
  /** the API's origin, for the folders' proxy rules (_redirects); null writes the paths to forward as a note */
  readonly apiOrigin?: string | null;
}): TenantBundleTimings {
  const start = performance.now();
  const indexFile = join(appDist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  // the Vite manifest describes the build for tooling; a browser never needs it
  const shared = listFiles(appDist).filter((file) => file !== 'index.html' && !file.startsWith('.vite'));
  const directories = [...new Set(shared.map((file) => dirname(file)))].filter((dir) => dir !== '.');
  const scanned = performance.now();

  rmSync(outDir, { recursive: true, force: true });
  let linked = 0;
  let copied = 0;
  for (const { manifest, dir } of clients) {
    const tenantDir = join(outDir, manifest.id);
    mkdirSync(tenantDir, { recursive: true });
    for (const sub of directories) mkdirSync(join(tenantDir, sub), { recursive: true });
    for (const file of shared) {
      if (linkOrCopy(join(appDist, file), join(tenantDir, file)) === 'linked') linked += 1;
      else copied += 1;
    }

    const html = injectClientHead(indexHtml, { manifest: publicManifest(manifest), css: clientCss(themeDir, manifest) });
    writeFileSync(join(tenantDir, 'index.html'), html);

    const assetsDir = join(tenantDir, 'client-assets', manifest.id);
    mkdirSync(assetsDir, { recursive: true });
    for (const logo of new Set([manifest.logos.light, manifest.logos.dark])) {
      const clean = logos?.get(join(dir, logo));
      if (clean === undefined) copyFileSync(join(dir, logo), join(assetsDir, logo));
      else writeFileSync(join(assetsDir, logo), clean);
    }

    const listing = routeListing(manifest);
    writeFileSync(join(tenantDir, 'routes.json'), `${JSON.stringify(listing, null, 2)}\n`);
    writeFileSync(join(tenantDir, '_redirects'), redirectsFile(listing, apiOrigin));
  }
  const end = performance.now();
  return {
    scanMs: scanned - start,
    tenantsMs: end - scanned,
    totalMs: end - start,
    tenants: clients.length,
    filesPerTenant: shared.length,
    linked,
    copied,
  };
}

async function main(): Promise<void> {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const { clients, problems } = loadClients(join(root, 'clients'));
  if (problems.length > 0) {
    for (const problem of problems) console.error(formatProblem(problem));
    console.error('build:tenants: fix the client problems above first (npm run clients:check).');
    process.exit(1);
  }
  const outDir = resolve(root, process.env.TENANTS_OUT ?? 'dist/tenants');
  const apiOrigin = process.env.TENANT_API_ORIGIN?.trim() || null;
  if (apiOrigin !== null && !/^https?:\/\/[^/\s]+\/?$/.test(apiOrigin)) {
    console.error(`build:tenants: TENANT_API_ORIGIN must be an origin such as https://api.example.com, got "${apiOrigin}"`);
    process.exit(1);
  }
  // a draft is seen only through a preview link of the API (decision 0550): it gets no folder to publish
  const drafts = clients.filter(({ manifest }) => manifest.draft === true).map(({ manifest }) => manifest.id);
  if (drafts.length > 0) console.log(`build:tenants: no folder for the draft clients ${drafts.join(', ')} (npm run client:preview -- <id> previews one)`);
  const published = clients.filter(({ manifest }) => manifest.draft !== true);
  const logos = await sanitisedLogos(published);
  const timings = buildTenantBundles({
    clients: published,
    logos,
    apiOrigin,
    appDist: join(root, 'app/dist'),
    outDir,
    themeDir: join(root, 'packages/theme/generated'),
  });
  if (apiOrigin === null) console.log('build:tenants: the host of these folders must forward the API\'s paths (listed in each _redirects; docs/deploy-tenant.md)');
  console.log(
    `build:tenants: ${timings.tenants} tenants in ${relative(root, outDir)}/ in ${(timings.totalMs / 1000).toFixed(2)} s ` +
      `(${timings.filesPerTenant} shared files each; ${timings.linked} hard-linked, ${timings.copied} copied)`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`build:tenants: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
