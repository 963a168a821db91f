import path from 'node:path';
import { findRoute, isRoutePermitted, type RouteName } from '@portal/manifest/routes';
import type { FileCache } from './file-cache';
import { matchRouteName } from '@portal/manifest/route-match';

/** dist/.vite/portal-pages.json, written by the app build (app/vite-portal-plugins.ts, same shape). */
interface PageMapFile {
  readonly entry: readonly string[];
  readonly routes: Readonly<Record<string, readonly string[]>>;
  readonly frame: readonly string[];
  /** the entry's two starts, less the entry (decision 0700; absent in builds before it, whose entry was the app) */
  readonly starts?: { readonly app: readonly string[]; readonly signedOut: readonly string[] };
  /** per language: the shared catalogue */
  readonly catalogues: Readonly<Record<string, readonly string[]>>;
  /** per language and feature folder: the feature's catalogue (decision 0650; absent in builds before it) */
  readonly featureCatalogues?: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  /** the feature folders whose catalogues the entry, the frame and each route need */
  readonly areas?: {
    readonly entry: readonly string[];
    readonly frame: readonly string[];
    readonly routes: Readonly<Record<string, readonly string[]>>;
    readonly starts?: { readonly app: readonly string[]; readonly signedOut: readonly string[] };
  };
}

interface ViteManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly assets?: readonly string[];
}

export interface BuildOutputs {
  /** dist-relative files the pages load (scripts, styles, fonts and images the app references) */
  readonly served: ReadonlySet<string>;
  readonly pages: PageMapFile | null;
}

export interface PreloadRequest {
  readonly pathname: string;
  readonly permittedRoutes: readonly string[];
  readonly language: string;
  /** whether the request carries a session cookie: member pages then load the signed-in frame, else /login */
  readonly signedIn: boolean;
}

const STANDALONE_AREAS = new Set(['auth']);

/**
 * What the build put in dist/, read through the file cache so a rebuild shows without a restart: the files the
 * pages may load (everything else in dist/ is not served, decision 0060), and each page's chunks to preload.
 */
export class BuildOutputReader {
  private cached: { manifest: Buffer; pages: Buffer | null; outputs: BuildOutputs } | null = null;

  constructor(
    private readonly cache: FileCache,
    private readonly distRoot: string,
  ) {}

  async read(): Promise<BuildOutputs> {
    const [manifest, pages] = await Promise.all([
      this.cache.get(path.join(this.distRoot, '.vite/manifest.json')),
      this.cache.get(path.join(this.distRoot, '.vite/portal-pages.json')),
    ]);
    if (!manifest) return { served: new Set(), pages: null };
    if (this.cached && this.cached.manifest === manifest && this.cached.pages === pages)
      return this.cached.outputs;
    const outputs = parseOutputs(manifest, pages);
    this.cached = { manifest, pages, outputs };
    return outputs;
  }
}

function parseOutputs(manifest: Buffer, pages: Buffer | null): BuildOutputs {
  const served = new Set<string>();
  try {
    const chunks = JSON.parse(manifest.toString('utf8')) as Record<string, ViteManifestChunk>;
    for (const chunk of Object.values(chunks)) {
      served.add(chunk.file);
      for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) served.add(file);
    }
  } catch (error) {
    console.warn(`[web] app/dist/.vite/manifest.json is unreadable, no asset is served: ${String(error)}`);
  }
  let pageMap: PageMapFile | null = null;
  if (pages) {
    try {
      pageMap = JSON.parse(pages.toString('utf8')) as PageMapFile;
    } catch (error) {
      console.warn(
        `[web] app/dist/.vite/portal-pages.json is unreadable, pages load without preloads: ${String(error)}`,
      );
    }
  }
  return { served, pages: pageMap };
}

/** The route whose page the app will show for a request, as its router would decide. */
export function pageRouteFor(request: Omit<PreloadRequest, 'language'>): RouteName {
  const name = matchRouteName(request.pathname);
  if (name === null || !isRoutePermitted(name, request.permittedRoutes)) return 'not-found';
  if (findRoute(name)?.access === 'member' && !request.signedIn) return 'login';
  return name;
}

/** Which start the entry (app/src/main.tsx) chooses: the signed-out one for /login without a member, else the app. */
export type StartName = 'app' | 'signedOut';

/**
 * The start a request's page gets (decision 0700): the signed-out one for /login itself without a session cookie.
 * A cookie whose session has ended gets the app's preloaded where the browser then takes the signed-out start: a
 * few preloads too many, never one too few for a fresh visit.
 */
export function startFor(request: Pick<PreloadRequest, 'pathname' | 'signedIn'>): StartName {
  return !request.signedIn && matchRouteName(request.pathname) === 'login' ? 'signedOut' : 'app';
}

/**
 * The code a page's start loads beyond the entry (decision 0700).
 */
export function startFilesFor(pages: PageMapFile, start: StartName): string[] {
  return [...(pages.starts?.[start] ?? [])];
}

/**
 * The catalogues a page loads in a language (decision 0650): the shared one, and those of the features the entry,
 * its start (decision 0700), the page and (in the frame) the frame bring. A language without catalogues is shown
 * in English.
 */
export function catalogueFilesFor(pages: PageMapFile, route: string, language: string, inFrame: boolean, start: StartName = 'app'): string[] {
  const lang = pages.catalogues[language] ? language : 'en';
  const areas = [
    ...(pages.areas?.entry ?? []),
    ...(pages.areas?.starts?.[start] ?? []),
    ...(pages.areas?.routes[route] ?? []),
    ...(inFrame ? (pages.areas?.frame ?? []) : []),
  ];
  const features = pages.featureCatalogues?.[lang] ?? {};
  return [...new Set([...(pages.catalogues[lang] ?? []), ...areas.flatMap((area) => features[area] ?? [])])];
}

/**
 * The scripts to preload for a page beyond what index.html loads: the catalogues of the page's language it needs,
 * the start the entry will choose (decision 0700), the page's chunks, and the signed-in frame around it when
 * there is one.
 */
export function preloadsFor(pages: PageMapFile, request: PreloadRequest): string[] {
  const name = pageRouteFor(request);
  const route = findRoute(name);
  const inFrame =
    route?.access === 'member' || (request.signedIn && !STANDALONE_AREAS.has(route?.area ?? ''));
  const start = startFor(request);
  const files = [
    ...catalogueFilesFor(pages, name, request.language, inFrame, start),
    ...startFilesFor(pages, start),
    ...(pages.routes[name] ?? []),
    ...(inFrame ? pages.frame : []),
  ];
  return [...new Set(files)].filter((file) => file.endsWith('.js'));
}
