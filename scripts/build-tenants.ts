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
 * Netlify-style rewrites: permitted paths serve the app with 200, everything else serves it with 404 (the
 * app shows its not-found page). Assets and logos are real files and are served before any rewrite.
 */
export function redirectsFile(listing: RouteListing): string {
  const lines = new Set<string>();
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
}: {
  readonly clients: readonly TenantClient[];
  readonly appDist: string;
  readonly outDir: string;
  readonly themeDir: string;
  /** sanitised SVG logos by path (sanitisedLogos); a logo not in it is copied as it is */
  readonly logos?: ReadonlyMap<string, string>;
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
    writeFileSync(join(tenantDir, '_redirects'), redirectsFile(listing));
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
  const outDir = join(root, 'dist/tenants');
  const logos = await sanitisedLogos(clients);
  const timings = buildTenantBundles({
    clients,
    logos,
    appDist: join(root, 'app/dist'),
    outDir,
    themeDir: join(root, 'packages/theme/generated'),
  });
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
