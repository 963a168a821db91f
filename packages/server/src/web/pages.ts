import path from 'node:path';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { escapeJson, injectClientHead } from '@portal/theme/inline-html';
import { runtimePackCss } from '@portal/theme/runtime-pack';
import { earlyCallsFor, firstRedirectFor } from '@portal/contract/first-reads';
import { matchRouteName } from '@portal/manifest/route-match';
import { staticPathTo } from '@portal/manifest/routes';
import type { AppEnv } from '../core/env';
import type { RuntimeBrand } from '../tenancy/public';
import { sessionCookieName } from '../sessions/service';
import { publicManifest, type Client } from '../tenancy/clients';
import { clientSetOf, type ClientSet } from '../tenancy/live-clients';
import { contentTypeOf } from './content-types';
import { acceptedEncodings, compressPage, ENCODING_SUFFIX } from '../core/encoding';
import { FileCache } from './file-cache';
import type { FirstViewRenderer } from './first-view';
import { BuildOutputReader, pageRouteFor, preloadsFor } from './page-map';
import { contentSecurityPolicy, newNonce } from './security-headers';

const LOGO_FILE = /^[a-z0-9][a-z0-9._-]*\.(svg|png|webp)$/;
/** Vite's content-hashed file names, e.g. index-B2x9kQ1a.js: safe to cache for a year. */
const HASHED_FILE = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
/**
 * The page's own box before the scripts run, as the app's global styles set it (app/src/components/global-styles.tsx):
 * without it the body moves by the browser's default margin when they arrive, a layout shift on every first load.
 */
const FIRST_PAINT_CSS =
  'body{margin:0;min-height:100vh;background:var(--color-surface-page);color:var(--color-text-default);' +
  'font-family:var(--font-family-body);font-size:var(--font-size-md);line-height:1.5}';
/** A page smaller than this goes out as it is: compressing it would save less than the work costs. */
const COMPRESS_PAGE_FROM = 1024;

export interface PagesOptions {
  readonly appDistDir: string;
  readonly themeDir: string;
  readonly issuerOrigin: string | null;
  /** MAP_STYLE_URL, handed to the app in a meta element (decision 0220) */
  readonly mapStyleUrl?: string | null;
  /** an employer admin's published brand, layered over the manifest at page load (issue 14) */
  readonly runtimeBrand?: RuntimeBrand;
  /**
   * The replies the app would ask for first, answered while the page is made and inlined into it (decision 0350):
   * by call path; a call left out is asked for by the app as usual.
   */
  readonly bootReplies?: (c: Context<AppEnv>) => Promise<Readonly<Record<string, unknown>>>;
  /** the server-rendered first view of a page (decisions 0350, 0370, 0380): its sheet and markup, or null */
  readonly firstView?: FirstViewRenderer;
  /** a language the page is shown in instead of the client's default (a preview's, decision 0550), or null */
  readonly pageLanguage?: (c: Context<AppEnv>) => string | null;
}

/** The page's origin as the browser sees it: the scheme the request came in by and its Host (X-Forwarded-Host behind a trusted proxy, core/http.ts). */
function pageOriginOf(c: Context<AppEnv>): string {
  return `${c.get('tls') ? 'https' : 'http'}://${c.req.header('host') ?? new URL(c.req.url).host}`;
}

/** The element the app reads its inlined first replies from (app/src/lib/boot-replies.ts). */
export const BOOT_REPLIES_ID = 'portal-boot';
/** The element the app renders into; a first view goes inside it (app/index.html). */
const ROOT_ELEMENT = '<div id="root"></div>';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function plainPage(title: string, body: string, nonce: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1b}code{background:#f1f1f1;padding:0 .25rem}</style></head>` +
    `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** A client's override pack, made once per loaded client: a changed folder loads a new Client (decision 0530). */
const packs = new WeakMap<Client, { readonly tokens: number; readonly css: string }>();
/** counts the changes of the token files a running server heard of */
let tokensChanged = 0;

/** After the token files changed: every pack is made again. */
export function forgetClientPacks(): void {
  tokensChanged += 1;
}

/** The override pack of a client's brand colours, as `build:themes` writes it, made from the manifest it was loaded with. */
export function clientPack(client: Client): string {
  const kept = packs.get(client);
  if (kept && kept.tokens === tokensChanged) return kept.css;
  const css = runtimePackCss(client.manifest);
  packs.set(client, { tokens: tokensChanged, css });
  return css;
}

/**
 * The theme CSS of a client: its skin's custom properties, then its own overrides (decision 0001). The overrides
 * come from the manifest the server holds, not from a built file, so a changed brand colour shows as soon as the
 * folder is loaded again, without a theme build (decision 0530).
 */
export async function themeCss(cache: FileCache, themeDir: string, client: Client): Promise<string> {
  const skin = await cache.text(path.join(themeDir, 'skins', `${client.manifest.skin}.css`));
  if (skin === null) console.warn(`[theme] packages/theme/generated/skins/${client.manifest.skin}.css is missing: run npm run build:themes`);
  return `${skin ?? ''}\n${clientPack(client)}`;
}

/**
 * What a server-rendered page of a client (the development provider's sign-in, consent and account pages, the
 * local card checkout) needs of its brand: the same as the app's page load, so a brand an employer published
 * (decision 0320) reaches them too: the theme CSS (the published pack, or the manifest's), and the light logo
 * inlined as a data URI (these pages may live on the provider's origin, where /client-assets is not 'self').
 */
export async function clientPageBrand(cache: FileCache, themeDir: string, client: Client, runtime?: RuntimeBrand): Promise<{ css: string; logo: string | null }> {
  const branded = (await runtime?.live(client)) ?? null;
  const css = branded ? await brandedThemeCss(cache, themeDir, branded) : await themeCss(cache, themeDir, client);
  const file = (branded?.manifest ?? client.manifest).logos.light;
  const uploaded = await runtime?.asset(client, file);
  if (uploaded) return { css, logo: `data:${uploaded.kind === 'svg' ? 'image/svg+xml' : 'image/png'};base64,${uploaded.bytes.toString('base64')}` };
  const bytes = LOGO_FILE.test(file) ? await cache.get(path.join(client.dir, file)) : null;
  return { css, logo: bytes ? `data:${contentTypeOf(file).split(";")[0]};base64,${Buffer.from(bytes).toString('base64')}` : null };
}

/** The theme CSS of a published brand: its skin's custom properties, then the override pack stored with it. */
async function brandedThemeCss(cache: FileCache, themeDir: string, branded: { manifest: { skin: number }; css: string }): Promise<string> {
  const skin = await cache.text(path.join(themeDir, 'skins', `${branded.manifest.skin}.css`));
  return `${skin ?? ''}\n${branded.css}`;
}

/** Lets the browser fetch a page's chunks with the entry script instead of one after the other as imports unfold. */
function preloadLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`).join('');
}

/** The entry script and the chunks Vite preloads with it, as index.html names them. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const TEMPLATE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Adds the entry script, then the chunks to preload, after the browser's first frame, as the markup would have
 * had them: a few links per task, since starting a request costs a slow phone some milliseconds each. A tab that
 * draws no frames (hidden) adds them at once; a visible tab whose first frame never comes holds them three seconds
 * at most (Chromium sometimes holds a new page's first frame for over a second after parsing, and scripts that
 * arrive first would again hold its paint).
 * The frame must also have reached the screen: where the browser reports paints, they wait for its first
 * contentful paint entry, which comes once the frame is presented (decision 0840). A frame the main thread has made
 * can reach the screen some milliseconds later on a busy device, and Lighthouse's simulation counts every script
 * asked for before the paint it observed as holding it up (drawn pages' FCP 0.9 to 1.9 s instead of 0.7 s).
 */
const SCRIPT_LOADER = `(function (entry, chunks, early) {
  var started = false;
  function preload(from) {
    chunks.slice(from, from + 4).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (from + 4 < chunks.length) setTimeout(preload, 0, from + 4);
  }
  function start() {
    if (started) return;
    started = true;
    if (early.length > 0) {
      var sent = {};
      early.forEach(function (call) {
        var reply = fetch(call[0], { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json', 'x-portal-idle': '0' }, body: call[1] });
        reply.catch(function () {});
        sent[call[0] + ' ' + call[1]] = reply;
      });
      window.__portalEarlyCalls = sent;
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    setTimeout(preload, 0, 0);
  }
  function painted(then) {
    var types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes || [] : [];
    if (types.indexOf('paint') < 0) return then();
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  if (document.visibilityState !== 'visible') return start();
  requestAnimationFrame(function () { painted(function () { setTimeout(start, 0); }); });
  setTimeout(start, 3000);
})`.replace(/\n\s*/g, ' ');

/**
 * Holds the taps a member makes on a drawn page's controls before the app has hydrated it (decision 0740): React
 * listens only once the root is made, and the page's scripts come after its first paint, so a tap on a button in
 * between did nothing (a link needs no script: the browser follows it). A tap on a button, or on a control that acts
 * as one, is kept instead of reaching the page (a submit button would otherwise post the form as a GET); the app takes
 * them once it has hydrated and taps them again (app/src/lib/early-clicks.ts). A tap repeated on the same control
 * while nothing answered is one request, kept once. Each is kept with its path from the root, by which the app finds
 * it again should React have drawn the page anew. Text typed into a drawn field in that time is kept the same way,
 * with the field and its path, and handed to the app's forms once they answer (decision 0831).
 */
const EARLY_CLICKS = `(function (root) {
  if (!root) return;
  var kept = [];
  var CONTROL = 'button,[role="button"],[role="tab"],[role="switch"],[role="menuitem"],input[type="submit"],input[type="button"],input[type="image"]';
  function pathOf(node) {
    var path = [];
    while (node && node !== root) {
      path.unshift(Array.prototype.indexOf.call(node.parentNode.children, node));
      node = node.parentNode;
    }
    return path;
  }
  function hold(event) {
    var target = event.target;
    var control = target && target.closest ? target.closest(CONTROL) : null;
    if (!control || !root.contains(control) || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    var last = kept[kept.length - 1];
    if (!last || last.element !== control) kept.push({ element: control, path: pathOf(control) });
  }
  document.addEventListener('click', hold, true);
  window.__portalEarlyClicks = function () {
    document.removeEventListener('click', hold, true);
    var taken = kept;
    kept = [];
    return taken;
  };
  var typed = [];
  var TYPED = 'textarea,input:not([type]),input[type="text"],input[type="email"],input[type="search"],input[type="tel"],input[type="url"],input[type="number"],input[type="password"]';
  function note(event) {
    var field = event.target;
    if (!field || !field.matches || !field.matches(TYPED) || !root.contains(field)) return;
    for (var i = 0; i < typed.length; i++) if (typed[i].element === field) { typed[i].value = field.value; return; }
    typed.push({ element: field, path: pathOf(field), value: field.value });
  }
  document.addEventListener('input', note, true);
  window.__portalEarlyInput = function () {
    document.removeEventListener('input', note, true);
    var taken = typed;
    typed = [];
    return taken;
  };
})`.replace(/\n\s*/g, ' ');

/**
 * A page the server drew (decisions 0350, 0380) needs its scripts to hydrate, not to show: they are asked for
 * once the browser has painted it (decision 0390). A phone's first paint then waits only for the page itself,
 * rather than for a race between the painter and some 150 kB of scripts that land during parsing, and their
 * start runs after the member already sees the page. The one inline script carries the page's nonce; it also holds
 * the taps made before the app hydrates (EARLY_CLICKS).
 */
export function scriptsAfterFirstPaint(page: string, preloads: readonly string[], nonce: string, early: readonly (readonly [string, string])[] = []): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) return page;
  const chunks = [...page.matchAll(TEMPLATE_PRELOAD)].map((match) => match[1]!);
  for (const file of preloads) if (!chunks.includes(`/${file}`)) chunks.push(`/${file}`);
  const call = `${EARLY_CLICKS}(document.getElementById('root'));${SCRIPT_LOADER}(${escapeJson(entry)}, ${escapeJson(chunks)}, ${escapeJson(early)});`;
  return page
    .replace(ENTRY_SCRIPT, '')
    .replace(TEMPLATE_PRELOAD, '')
    .replace('</body>', () => `<script nonce="${escapeHtml(nonce)}">${call}</script></body>`);
}

/** The routes whose pages compile WebAssembly: the meeting room's background effects (decision 0467). */
const WASM_ROUTES: ReadonlySet<string> = new Set(['bookingVideoRoom']);

/** Whether the page asked for is one of WASM_ROUTES, by its path as the app's router matches it. */
export function needsWasm(c: Context<AppEnv>): boolean {
  const name = matchRouteName(new URL(c.req.url).pathname);
  return name !== null && WASM_ROUTES.has(name);
}

/** The app's pages: index.html with the Host's client inlined, its hashed assets, and the clients' logos. */
export function pagesRouter(options: PagesOptions, clientList: readonly Client[] | ClientSet): Hono<AppEnv> {
  const clients = clientSetOf(clientList);
  const router = new Hono<AppEnv>();
  const cache = new FileCache();
  const distRoot = path.resolve(options.appDistDir);

  const outputs = new BuildOutputReader(cache, distRoot);
  const mapOrigin = options.mapStyleUrl ? new URL(options.mapStyleUrl).origin : null;
  const mapMeta = options.mapStyleUrl ? `<meta name="portal-map-style" content="${escapeHtml(options.mapStyleUrl)}">` : '';

  const html = async (c: Context<AppEnv>, body: string, status: 200 | 404 | 503, nonce: string, inlineScript = false) => {
    c.header(
      'Content-Security-Policy',
      contentSecurityPolicy({ nonce, issuerOrigin: options.issuerOrigin, mapOrigin, wasm: needsWasm(c), ...(inlineScript ? { scriptNonce: nonce } : {}) }),
    );
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Accept-Encoding');
    const [encoding] = acceptedEncodings(c.req.header('accept-encoding'));
    if (!encoding || Buffer.byteLength(body) < COMPRESS_PAGE_FROM) return c.html(body, status);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(await compressPage(body, encoding)), status);
  };

  router.get('/client-assets/:id/:file', async (c) => {
    const client = clients.find(c.req.param('id'));
    const file = c.req.param('file');
    if (!client || !LOGO_FILE.test(file)) return c.text('Not found', 404);
    const uploaded = await options.runtimeBrand?.asset(client, file);
    if (uploaded) {
      c.header('Content-Type', uploaded.kind === 'svg' ? 'image/svg+xml' : 'image/png');
      // an uploaded logo's name is never reused, so it can be kept for long
      c.header('Cache-Control', 'public, max-age=86400');
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return c.body(new Uint8Array(uploaded.bytes), 200);
    }
    const content = await cache.get(path.join(client.dir, file));
    if (!content) return c.text('Not found', 404);
    c.header('Content-Type', contentTypeOf(file));
    c.header('Cache-Control', 'public, max-age=3600');
    // An SVG opened directly must not run script.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return c.body(new Uint8Array(content), 200);
  });

  // The tab's icon on every page of a client, the app's and the server-rendered ones (provider, checkout) alike: the
  // light logo the pages show, as the employer last published it. Browsers ask /favicon.ico of a page that names
  // no icon, so it is never a 404.
  router.get('/favicon.ico', async (c) => {
    const client = c.get('client');
    const branded = (await options.runtimeBrand?.live(client)) ?? null;
    const file = (branded?.manifest ?? client.manifest).logos.light;
    const uploaded = await options.runtimeBrand?.asset(client, file);
    const content = uploaded ? uploaded.bytes : LOGO_FILE.test(file) ? await cache.get(path.join(client.dir, file)) : null;
    if (!content) return c.body(null, 204);
    c.header('Content-Type', uploaded ? (uploaded.kind === 'svg' ? 'image/svg+xml' : 'image/png') : contentTypeOf(file));
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Vary', 'Host');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return c.body(new Uint8Array(content), 200);
  });

  // The settings page's theme selector (non-production builds) previews any skin: serve each skin's CSS.
  router.get('/theme-skins/:file', async (c) => {
    const match = /^(\d{1,2})\.css$/.exec(c.req.param('file'));
    const skin = match ? Number(match[1]) : -1;
    if (skin < 0 || skin > 32) return c.text('Not found', 404);
    const css = await cache.text(path.join(options.themeDir, 'skins', `${skin}.css`));
    if (css === null) return c.text('Not found', 404);
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(css, 200);
  });

  router.get('*', async (c) => {
    const pathname = decodeURIComponent(new URL(c.req.url).pathname);
    const nonce = newNonce();
    if (path.extname(pathname) !== '') {
      // only what the pages load (Vite's manifest lists every script, style, font and image the app references);
      // the rest of dist/, such as .vite/manifest.json and the index.html template, is not for browsers
      const relative = pathname.slice(1);
      if (!(await outputs.read()).served.has(relative)) return c.text('Not found', 404);
      const file = path.resolve(distRoot, relative);
      if (!file.startsWith(distRoot + path.sep)) return c.text('Not found', 404);
      c.header('Vary', 'Accept-Encoding');
      c.header('Content-Type', contentTypeOf(file));
      c.header('Cache-Control', HASHED_FILE.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      // precompressed at build time beside the file (app/vite-portal-plugins.ts); a file without one goes as it is
      for (const encoding of acceptedEncodings(c.req.header('accept-encoding'))) {
        const compressed = await cache.get(file + ENCODING_SUFFIX[encoding]);
        if (compressed) {
          c.header('Content-Encoding', encoding);
          return c.body(new Uint8Array(compressed), 200);
        }
      }
      const content = await cache.get(file);
      if (!content) return c.text('Not found', 404);
      return c.body(new Uint8Array(content), 200);
    }
    const template = await cache.text(path.join(distRoot, 'index.html'));
    if (template === null) {
      return await html(c, plainPage('The app is not built yet', '<p>This server has no <code>app/dist/index.html</code>. Run <code>npm run build</code>, then reload this page.</p>', nonce), 503, nonce);
    }
    const client = c.get('client');
    const branded = (await options.runtimeBrand?.live(client)) ?? null;
    const shownIn = options.pageLanguage?.(c) ?? null;
    const own = publicManifest(branded?.manifest ?? client.manifest);
    const manifest = shownIn ? { ...own, defaultLanguage: shownIn as typeof own.defaultLanguage } : own;
    const { pages } = await outputs.read();
    const signedIn = getCookie(c, sessionCookieName(c.get('tls'))) !== undefined;
    const boot = options.bootReplies ? await options.bootReplies(c) : null;
    // A page that sends the member elsewhere by one of its replies (a coaching home for a member who has not
    // started, decision 0810): the same rule the app follows after its read, answered here as an HTTP redirect so
    // the browser goes straight to the page it would end on.
    const goesTo = signedIn && boot && Array.isArray(boot.calls) ? firstRedirectFor(pageRouteFor({ pathname, permittedRoutes: client.manifest.permittedRoutes, signedIn: true }), boot.calls as [string, unknown, unknown][]) : null;
    const redirectPath = goesTo === null ? null : staticPathTo(goesTo);
    if (redirectPath !== null) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(redirectPath, 302);
    }
    // A first view of the page (decisions 0350, 0380, 0590): the login page without a session, a member's page its
    // route declares drawn (contract/first-reads.ts) with their inlined replies. The page is theirs alone and never
    // cached (no-store), as the replies already are.
    const view = options.firstView
      ? await options.firstView({ manifest, pathname, nonce, cookie: c.req.header('cookie'), origin: pageOriginOf(c), userAgent: c.req.header('user-agent'), boot: signedIn ? boot : null })
      : null;
    // the page's language: the first view's (a member's own), else the client's; the app sets it again as it starts
    const language = view?.language ?? manifest.defaultLanguage;
    const preloads = pages
      ? preloadsFor(pages, { pathname, permittedRoutes: client.manifest.permittedRoutes, language, signedIn })
      : [];
    const withClient = injectClientHead(template, {
      manifest,
      css: `${branded ? await brandedThemeCss(cache, options.themeDir, branded) : await themeCss(cache, options.themeDir, client)}\n${FIRST_PAINT_CSS}`,
      nonce,
      lang: language,
    });
    const bootScript = boot ? `<script id="${BOOT_REPLIES_ID}" type="application/json">${escapeJson(boot)}</script>` : '';
    const page = withClient
      .replace('</head>', () => `${mapMeta}${view ? '' : preloadLinks(preloads)}${view?.styles ?? ''}</head>`)
      .replace(ROOT_ELEMENT, () => (view ? `<div id="root">${view.markup}</div>` : ROOT_ELEMENT))
      // read by the app as it starts, after the document is parsed: after the markup, which it no longer holds up
      .replace('</body>', () => `${bootScript}</body>`);
    // a page drawn as it waits for a write whose body it knows (a chat's join) has its loader send it as the
    // scripts start (decision 0870)
    const early = view && signedIn ? earlyCallsFor(pageRouteFor({ pathname, permittedRoutes: client.manifest.permittedRoutes, signedIn: true })) : [];
    const sent = view ? scriptsAfterFirstPaint(page, preloads, nonce, early) : page;
    // the CSP lets an inline script run only where the loader went in
    return await html(c, sent, 200, nonce, sent !== page);
  });
  return router;
}
