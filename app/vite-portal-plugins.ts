import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Where the page map is written, beside Vite's own manifest; the server reads it, nobody downloads it. */
export const PAGE_MAP_FILE = '.vite/portal-pages.json';

/**
 * What the server needs to preload a page's scripts in the index.html it serves, and what the size check
 * measures. File names are relative to dist/. packages/server/src/web/page-map.ts reads the same shape.
 */
export interface PageMap {
  /** the entry script and its static imports: index.html already loads them */
  readonly entry: readonly string[];
  /** per route name: its page chunk and that chunk's static imports, less what the entry loads */
  readonly routes: Readonly<Record<string, readonly string[]>>;
  /** what the router loads lazily around member pages (the signed-in frame), less what the entry loads */
  readonly frame: readonly string[];
  /**
   * The two starts the entry chooses between (decision 0700), each less what the entry loads: `signedOut` for
   * /login when neither page nor tab knows a member (src/signed-out-main.tsx), `app` for every other page
   * (src/app-main.tsx). Absent in builds before it (the entry was the full app).
   */
  readonly starts?: { readonly app: readonly string[]; readonly signedOut: readonly string[] };
  /** per language: the shared message catalogue (src/locales) every page loads, less what the entry loads */
  readonly catalogues: Readonly<Record<string, readonly string[]>>;
  /** per language and feature folder: that feature's catalogue (src/features/<area>/locales), less the entry's */
  readonly featureCatalogues: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  /**
   * The feature folders whose catalogues a page needs (decision 0650): those the entry's code brings, the frame's
   * and each route's (what its chunks bring beyond the entry's).
   */
  readonly areas: {
    readonly entry: readonly string[];
    readonly frame: readonly string[];
    readonly routes: Readonly<Record<string, readonly string[]>>;
    readonly starts?: { readonly app: readonly string[]; readonly signedOut: readonly string[] };
  };
  /** per script: the npm packages bundled in it, so a check can see where a heavy library landed */
  readonly packages: Readonly<Record<string, readonly string[]>>;
}

interface ChunkLike {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly moduleIds: readonly string[];
}

/** What a page loader's `import()` gives while routeModuleSources runs the loaders module: the path it asked for. */
const ASKED = Symbol('asked for');

/**
 * Route names to page modules (absolute, without extension): the loaders module (src/app/page-loaders.ts) run in
 * Node as TypeScript compiles it to CommonJS, and each of its `pageLoaders` called, its `import()` answered with
 * the path it asked for instead of the page. Nothing depends on how the module is written, only on what it does:
 * it may import types only (the build runs it without the app), and each loader imports one page.
 */
export async function routeModuleSources(loadersFile: string): Promise<Map<string, string>> {
  const { default: ts } = await import('typescript');
  const { outputText } = ts.transpileModule(readFileSync(loadersFile, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: false },
    fileName: loadersFile,
  });
  let running = true;
  const require = (specifier: string): unknown => {
    if (running) throw new Error(`${loadersFile} imports ${specifier}: it may import types only, as the build runs it without the app`);
    return { [ASKED]: specifier };
  };
  const module = { exports: {} as Record<string, unknown> };
  new Function('exports', 'require', 'module', outputText)(module.exports, require, module);
  running = false;
  const loaders = module.exports.pageLoaders as Record<string, () => Promise<Record<symbol, unknown>>> | undefined;
  if (!loaders) throw new Error(`${loadersFile} exports no pageLoaders`);
  const sources = new Map<string, string>();
  for (const [name, loader] of Object.entries(loaders)) {
    const specifier = (await loader())[ASKED];
    if (typeof specifier !== 'string') throw new Error(`the page loader of route ${name} in ${loadersFile} imports no page`);
    sources.set(name, path.resolve(path.dirname(loadersFile), specifier));
  }
  return sources;
}

function packageOf(moduleId: string): string | null {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(moduleId.replace(/\0/g, ''));
  return match ? match[1]!.replace(/\\/g, '/') : null;
}

/** Builds the page map from the bundle's chunks. */
export function buildPageMap(options: {
  readonly chunks: readonly ChunkLike[];
  readonly routeSources: ReadonlyMap<string, string>;
  /** modules the router imports lazily that are not pages: the signed-in frame */
  readonly frameModules: readonly string[];
  /** language -> the shared catalogue's module */
  readonly catalogueModules: ReadonlyMap<string, string>;
  /** language -> feature folder -> that feature's catalogue module */
  readonly featureCatalogueModules?: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** module id -> the feature folder whose messages it needs (the modules `portalCatalogues` marked) */
  readonly messageAreas?: ReadonlyMap<string, string>;
  /** the two starts' modules (absolute, without extension), when the entry chooses between them */
  readonly startModules?: { readonly app: string; readonly signedOut: string };
}): PageMap {
  const byFile = new Map(options.chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(
    options.chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!, chunk]),
  );
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryChunk = options.chunks.find((chunk) => chunk.isEntry);
  if (!entryChunk) throw new Error('the bundle has no entry chunk');
  const entry = closure(entryChunk.fileName);
  const beyondEntry = (file: string) => [...closure(file)].filter((candidate) => !entry.has(candidate));
  const chunkOf = (module: string) =>
    byModule.get(module) ?? ['.tsx', '.ts'].map((ext) => byModule.get(module + ext)).find(Boolean);

  const routes: Record<string, string[]> = {};
  for (const [name, source] of options.routeSources) {
    const chunk = chunkOf(source);
    if (!chunk) throw new Error(`no chunk for the page of route ${name} (${source})`);
    routes[name] = beyondEntry(chunk.fileName);
  }
  const frame = new Set<string>();
  for (const module of options.frameModules) {
    const chunk = chunkOf(module);
    if (chunk) for (const file of beyondEntry(chunk.fileName)) frame.add(file);
  }
  const startFiles = (module: string) => {
    const chunk = chunkOf(module);
    if (!chunk) throw new Error(`no chunk for the start ${module}`);
    return beyondEntry(chunk.fileName);
  };
  const starts = options.startModules
    ? { app: startFiles(options.startModules.app), signedOut: startFiles(options.startModules.signedOut) }
    : undefined;
  const catalogues: Record<string, string[]> = {};
  for (const [language, module] of options.catalogueModules) {
    const chunk = chunkOf(module);
    if (!chunk) throw new Error(`no chunk for the ${language} catalogue (${module})`);
    catalogues[language] = beyondEntry(chunk.fileName);
  }
  const featureCatalogues: Record<string, Record<string, string[]>> = {};
  for (const [language, modules] of options.featureCatalogueModules ?? []) {
    const perArea: Record<string, string[]> = {};
    for (const [area, module] of modules) {
      const chunk = chunkOf(module);
      if (!chunk) throw new Error(`no chunk for the ${language} catalogue of ${area} (${module})`);
      perArea[area] = beyondEntry(chunk.fileName);
    }
    featureCatalogues[language] = perArea;
  }
  const messageAreas = options.messageAreas ?? new Map<string, string>();
  const areasOf = (files: Iterable<string>) => {
    const found = new Set<string>();
    for (const file of files)
      for (const id of byFile.get(file)?.moduleIds ?? []) {
        const area = messageAreas.get(id);
        if (area) found.add(area);
      }
    return [...found].sort();
  };
  const entryAreas = areasOf(entry);
  const beyondEntryAreas = (files: Iterable<string>) => areasOf(files).filter((area) => !entryAreas.includes(area));
  const areas = {
    entry: entryAreas,
    frame: beyondEntryAreas(frame),
    routes: Object.fromEntries(Object.entries(routes).map(([name, files]) => [name, beyondEntryAreas(files)])),
    ...(starts ? { starts: { app: beyondEntryAreas(starts.app), signedOut: beyondEntryAreas(starts.signedOut) } } : {}),
  };
  const packages: Record<string, string[]> = {};
  for (const chunk of options.chunks) {
    const names = new Set(chunk.moduleIds.map(packageOf).filter((name): name is string => name !== null));
    packages[chunk.fileName] = [...names].sort();
  }
  return { entry: [...entry], routes, frame: [...frame], ...(starts ? { starts } : {}), catalogues, featureCatalogues, areas, packages };
}

/**
 * Messages per route (decision 0650): every module of a feature folder that uses lingui and whose folder has a
 * catalogue gets `needsMessages('<area>')` (src/lib/i18n.ts), so the feature's catalogue loads in the page's
 * language as soon as its code does, whichever page's chunk brought it. `marked` collects the modules (module id
 * -> feature folder) for the page map. Source files only: tests and stories load every catalogue themselves.
 */
export function portalCatalogues(appDir: string, marked = new Map<string, string>()): Plugin {
  const featuresDir = path.join(appDir, 'src/features') + path.sep;
  const componentsDir = path.join(appDir, 'src/components') + path.sep;
  const i18nModule = path.join(appDir, 'src/lib/i18n.ts');
  const hasCatalogue = new Map<string, boolean>();
  return {
    name: 'portal-catalogues',
    enforce: 'pre',
    transform(code, id) {
      // a feature folder's area is its name; a shared component folder's (src/components/<name>/) is
      // `components/<name>` (catalogueArea)
      const underFeatures = id.startsWith(featuresDir);
      if ((!underFeatures && !id.startsWith(componentsDir)) || id.includes('?') || !/\.tsx?$/.test(id)) return null;
      if (/\.(test|stories|page\.stories)\.tsx?$/.test(id)) return null;
      const parts = id.slice((underFeatures ? featuresDir : componentsDir).length).split(/[\\/]/);
      if (parts.length < 2 || !code.includes('@lingui/')) return null;
      const area = underFeatures ? parts[0]! : `components/${parts[0]!}`;
      let known = hasCatalogue.get(area);
      if (known === undefined) {
        known = existsSync(path.join(appDir, 'src', underFeatures ? `features/${area}` : area, 'locales/en.po'));
        hasCatalogue.set(area, known);
      }
      if (!known) return null;
      marked.set(id, area);
      // at the end, so the module's lines (and its source map) stay where they were; imports are hoisted anyway
      return {
        code: `${code}\nimport { needsMessages as __portalNeedsMessages } from ${JSON.stringify(i18nModule)};\n__portalNeedsMessages(${JSON.stringify(area)});\n`,
        map: null,
      };
    },
  };
}

/**
 * Writes the page map (decision 0060): the server preloads a page's chunks from it, and the size check
 * measures routes with it. Pages come from page-loaders.ts; the frame is whatever router.tsx imports lazily
 * that is not a page; the shared catalogues are src/locales/<language>/messages.po, the features' are
 * src/features/<area>/locales/<language>.po, and which a page needs comes from the modules `portalCatalogues`
 * marked in its chunks.
 */
export function portalPageMap(appDir: string): Plugin[] {
  const marked = new Map<string, string>();
  return [
    portalCatalogues(appDir, marked),
    {
      name: 'portal-page-map',
      apply: 'build',
      enforce: 'post',
      async generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk') as unknown as ChunkLike[];
        const routeSources = await routeModuleSources(path.join(appDir, 'src/app/page-loaders.ts'));
        const pageModules = new Set([...routeSources.values()]);
        const routerInfo = this.getModuleInfo(path.join(appDir, 'src/app/router.tsx'));
        const frameModules = (routerInfo?.dynamicallyImportedIds ?? []).filter(
          (id) => !pageModules.has(id.replace(/\.tsx?$/, '')),
        );
        const catalogueModules = new Map<string, string>();
        const featureCatalogueModules = new Map<string, Map<string, string>>();
        for (const chunk of chunks) {
          const id = chunk.facadeModuleId ?? '';
          const shared = /[\\/]src[\\/]locales[\\/]([a-z]{2})[\\/]messages\.po$/.exec(id);
          if (shared) catalogueModules.set(shared[1]!, id);
          const feature = /[\\/]src[\\/](features|components)[\\/]([^\\/]+)[\\/]locales[\\/]([a-z]{2})\.po$/.exec(id);
          if (feature) {
            const perArea = featureCatalogueModules.get(feature[3]!) ?? new Map<string, string>();
            perArea.set(feature[1] === 'features' ? feature[2]! : `components/${feature[2]!}`, id);
            featureCatalogueModules.set(feature[3]!, perArea);
          }
        }
        const startModules = { app: path.join(appDir, 'src/app-main'), signedOut: path.join(appDir, 'src/signed-out-main') };
        const map = buildPageMap({ chunks, routeSources, frameModules, catalogueModules, featureCatalogueModules, messageAreas: marked, startModules });
        this.emitFile({ type: 'asset', fileName: PAGE_MAP_FILE, source: `${JSON.stringify(map, null, 2)}\n` });
      },
    },
  ];
}

/** The app's own modules each start loads up front (decision 0700), for the chunk groups of vite.config.ts. */
export interface StartClosures {
  /** what the entry (src/main.tsx) and the signed-out start of /login need: every page loads them */
  readonly shared: Set<string>;
  /** what only the full app's start (src/app-main.tsx) brings up front */
  readonly app: Set<string>;
  /**
   * what the signed-in frame (src/app/routes/shell-layout.tsx, which every member page loads with it) brings beyond
   * the starts: the app's own modules and dayjs with its locales (decision 0840)
   */
  readonly frame: Set<string>;
}

/**
 * Fills `starts` once the module graph is known and before the chunks are made: the static imports, followed
 * through, of the entry, the signed-out start (src/signed-out-main.tsx) and the full app's (src/app-main.tsx).
 * The app's own modules only (npm packages have their groups); the signed-out start's feature modules (the login
 * page and its parts) keep their own chunks, as every page does, and nothing the signed-out start needs goes into
 * the full app's chunk, which carries React Router and jotai with it.
 */
export function startClosures(appDir: string, starts: StartClosures): Plugin {
  const src = path.join(appDir, 'src');
  const entry = path.join(src, 'main.tsx');
  const signedOut = path.join(src, 'signed-out-main.tsx');
  const appStart = path.join(src, 'app-main.tsx');
  const signedOutTree = path.join(src, 'app/signed-out.tsx');
  const shellLayout = path.join(src, 'app/routes/shell-layout.tsx');
  return {
    name: 'portal-start-closures',
    apply: 'build',
    buildEnd() {
      const closure = (from: string): Set<string> => {
        const seen = new Set<string>();
        const queue = [from];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const own = (id: string) =>
        (!id.includes('node_modules') && !id.startsWith('\0') && !id.includes('?')) || id.startsWith('\0vite/preload-helper');
      const signedOutIds = closure(signedOut);
      const entryIds = closure(entry);
      const appIds = closure(appStart);
      starts.shared.clear();
      starts.app.clear();
      // what both starts load (what only the signed-out one needs, such as lib/oidc, keeps a chunk of its own)
      for (const id of [...entryIds, ...[...signedOutIds].filter((id) => appIds.has(id))])
        if (own(id) && ![entry, signedOut, signedOutTree].includes(id) && !id.startsWith(path.join(src, 'features') + path.sep))
          starts.shared.add(id);
      // not the start module itself: its top-level await waits for pages that import the chunk of what it imports,
      // so in that chunk it would wait for itself (as the entry module stays out of `app`)
      for (const id of appIds) if (own(id) && id !== appStart && !signedOutIds.has(id) && !entryIds.has(id)) starts.app.add(id);
      // The frame in one chunk rather than seven (its layout, panels, location pop-up, notifications, sign-out,
      // dates and dayjs's German): over HTTP/1.1 a page has six connections, and a page the app draws waits for
      // every one of its scripts, a round trip each (decision 0840). A page that shares one of its modules loads the
      // frame with it, which every signed-in page does anyway.
      starts.frame.clear();
      const dayjs = /node_modules[\\/]dayjs[\\/]/;
      for (const id of closure(shellLayout))
        if ((own(id) || dayjs.test(id)) && !starts.shared.has(id) && !starts.app.has(id) && !entryIds.has(id) && !signedOutIds.has(id)) starts.frame.add(id);
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|wasm)$/;
/** Below this, the headers of a compressed reply cost about what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes file.br and file.gz beside every compressible hashed asset, once per build at the highest levels,
 * so the server never compresses a script per request (decision 0060).
 */
export function precompressAssets(outDir: string, assetsDir = 'assets'): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'portal-precompress-assets',
    apply: 'build',
    async writeBundle() {
      const dir = path.join(outDir, assetsDir);
      const files = (await readdir(dir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(path.join(dir, file));
          if (content.length < MIN_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(content, {
              params: {
                // the top level takes seconds on the map library and gains under 1 % there
                [zlib.BROTLI_PARAM_QUALITY]: content.length > 256 * 1024 ? 9 : zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gz(content, { level: 9 }),
          ]);
          // a file that does not shrink is served as it is
          if (br.length < content.length) await writeFile(path.join(dir, `${file}.br`), br);
          if (gzipped.length < content.length) await writeFile(path.join(dir, `${file}.gz`), gzipped);
        }),
      );
    },
  };
}
