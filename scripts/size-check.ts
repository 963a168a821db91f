/**
 * The JavaScript a route needs, gzipped: the entry chunk and its static imports, plus the route's lazy
 * chunk and its static imports, read from app/dist/.vite/manifest.json. Fails over budget.
 * Usage: npm run build && npm run size
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

export interface RouteSize {
  readonly route: string;
  readonly module: string;
  readonly files: string[];
  readonly gzipBytes: number;
  readonly budgetBytes: number;
  readonly pass: boolean;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
export const BUDGETS = { login: 130 * KB, home: 180 * KB } as const;

/** Member pages render inside the signed-in shell, which the router loads lazily: it counts for them. */
const SHELL_MODULE = 'src/app/routes/shell-layout.tsx';
const MEMBER_ROUTES = new Set(['home']);

/** The keys of a chunk and everything it imports statically, transitively. */
export function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the Vite manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Maps route names to their page module, from the `name: () => import('…')` lines of route-modules.ts. */
export function routeModuleSources(routeModulesFile: string): Map<string, string> {
  const text = readFileSync(routeModulesFile, 'utf8');
  const sources = new Map<string, string>();
  for (const match of text.matchAll(/^\s*'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\)/gm)) {
    const [, name, specifier] = match;
    if (!name || !specifier) continue;
    const absolute = resolve(dirname(routeModulesFile), specifier);
    sources.set(name, absolute);
  }
  return sources;
}

export function measureRoute(options: {
  readonly route: string;
  readonly appDir: string;
  readonly manifest: ViteManifest;
  readonly sources: Map<string, string>;
  readonly budgetBytes: number;
}): RouteSize {
  const { route, appDir, manifest, sources, budgetBytes } = options;
  const source = sources.get(route);
  if (!source) throw new Error(`route-modules.ts has no page for ${route}`);
  const relative = source.slice(appDir.length + 1);
  const key = ['.tsx', '.ts'].map((ext) => relative + ext).find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`the Vite manifest has no chunk for ${relative}`);
  const entry = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry chunk');

  const keys = new Set([...staticClosure(manifest, entry), ...staticClosure(manifest, key)]);
  if (MEMBER_ROUTES.has(route)) for (const shellKey of staticClosure(manifest, SHELL_MODULE)) keys.add(shellKey);
  const files = [...keys].map((k) => manifest[k]!.file).filter((file) => file.endsWith('.js'));
  const unique = [...new Set(files)].sort();
  const gzipBytes = unique.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(appDir, 'dist', file)), { level: 9 }).length,
    0,
  );
  return { route, module: key, files: unique, gzipBytes, budgetBytes, pass: gzipBytes <= budgetBytes };
}

function main(): void {
  const appDir = join(root, 'app');
  const manifestFile = join(appDir, 'dist/.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error('app/dist/.vite/manifest.json is missing: run `npm run build` first.');
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
  const sources = routeModuleSources(join(appDir, 'src/app/route-modules.ts'));

  const results = (Object.keys(BUDGETS) as Array<keyof typeof BUDGETS>).map((route) =>
    measureRoute({ route, appDir, manifest, sources, budgetBytes: BUDGETS[route] }),
  );
  for (const result of results) {
    console.log(
      `${result.pass ? 'PASS' : 'FAIL'}  ${result.route.padEnd(6)} ${(result.gzipBytes / KB).toFixed(1).padStart(6)} kB gzip` +
        `  (budget ${(result.budgetBytes / KB).toFixed(0)} kB, ${result.files.length} files)`,
    );
  }
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(
    join(root, '.bench/size.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), unit: 'bytes gzip', routes: results }, null, 2)}\n`,
  );
  if (results.some((result) => !result.pass)) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
