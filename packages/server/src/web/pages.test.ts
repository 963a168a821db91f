import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import type { AppEnv } from '../core/env';
import { SESSION_COOKIE } from '../sessions/service';
import { loadServerClients } from '../tenancy/clients';
import { pagesRouter, scriptsAfterFirstPaint } from './pages';

const SCRIPT = 'export const calm = "and clear";\n'.repeat(100);
let dist: string;
let app: Hono<AppEnv>;

function write(relative: string, content: string | Buffer) {
  mkdirSync(path.dirname(path.join(dist, relative)), { recursive: true });
  writeFileSync(path.join(dist, relative), content);
}

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-pages-'));
  write(
    'index.html',
    '<!doctype html><html lang="en"><head><!--portal:head--></head><body><div id="root"></div></body></html>',
  );
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': { file: 'assets/index-AAAAAAAA.js', isEntry: true, imports: ['_framework-BBBBBBBB.js'] },
      '_framework-BBBBBBBB.js': { file: 'assets/framework-BBBBBBBB.js' },
      'src/map.tsx': {
        file: 'assets/map-CCCCCCCC.js',
        css: ['assets/map-DDDDDDDD.css'],
        assets: ['assets/worker-EEEEEEEE.mjs'],
      },
    }),
  );
  write(
    '.vite/portal-pages.json',
    JSON.stringify({
      entry: ['assets/index-AAAAAAAA.js', 'assets/framework-BBBBBBBB.js'],
      routes: {
        login: ['assets/login-11111111.js'],
        home: ['assets/home-22222222.js'],
        'not-found': ['assets/nf-33333333.js'],
      },
      frame: ['assets/shell-44444444.js'],
      catalogues: { en: ['assets/messages-en-55555555.js'], de: ['assets/messages-de-66666666.js'] },
      featureCatalogues: {
        en: { auth: ['assets/auth-en-77777777.js'], home: ['assets/home-en-88888888.js'], shell: ['assets/shell-en-99999999.js'] },
        de: { auth: ['assets/auth-de-77777777.js'], home: ['assets/home-de-88888888.js'], shell: ['assets/shell-de-99999999.js'] },
      },
      areas: { entry: [], frame: ['shell'], routes: { login: ['auth'], home: ['home'], 'not-found': ['shell'] } },
      packages: {},
    }),
  );
  for (const file of [
    'assets/index-AAAAAAAA.js',
    'assets/framework-BBBBBBBB.js',
    'assets/map-CCCCCCCC.js',
    'assets/not-listed-FFFFFFFF.js',
  ]) {
    write(file, SCRIPT);
  }
  write('assets/framework-BBBBBBBB.js.br', brotliCompressSync(SCRIPT));
  write('assets/framework-BBBBBBBB.js.gz', gzipSync(SCRIPT));

  const clients = loadServerClients(path.join(REPO_ROOT, 'clients'), () => undefined);
  const harbour = clients.find((client) => client.id === 'harbour')!;
  app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('client', harbour);
    await next();
  });
  app.route(
    '/',
    pagesRouter(
      { appDistDir: dist, themeDir: path.join(REPO_ROOT, 'packages/theme/generated'), issuerOrigin: null },
      clients,
    ),
  );
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (pathname: string, headers: Record<string, string> = {}) => app.request(pathname, { headers });

describe('static files', () => {
  it('serves only what the pages load: not the build manifests, the template or an unlisted file', async () => {
    for (const pathname of [
      '/.vite/manifest.json',
      '/.vite/portal-pages.json',
      '/index.html',
      '/assets/not-listed-FFFFFFFF.js',
      '/assets/framework-BBBBBBBB.js.br',
    ]) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
    for (const pathname of ['/assets/index-AAAAAAAA.js', '/assets/map-CCCCCCCC.js']) {
      expect((await get(pathname)).status, pathname).toBe(200);
    }
  });

  it('sends the precompressed brotli or gzip file the browser accepts, cached for a year', async () => {
    const br = await get('/assets/framework-BBBBBBBB.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(SCRIPT));

    const gz = await get('/assets/framework-BBBBBBBB.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(SCRIPT);

    const plain = await get('/assets/framework-BBBBBBBB.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('sends a file without a precompressed copy as it is', async () => {
    const response = await get('/assets/index-AAAAAAAA.js', { 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(SCRIPT);
  });
});

describe('index.html', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);

  it('is compressed per request, never stored, and preloads the login page and its catalogues', async () => {
    const response = await get('/login', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(html).toContain('data-client="harbour"');
    expect(preloads(html)).toEqual(['assets/messages-en-55555555.js', 'assets/auth-en-77777777.js', 'assets/login-11111111.js']);
  });

  it('preloads the login page for a member page without a session, the page and its frame with one', async () => {
    expect(preloads(await (await get('/')).text())).toEqual([
      'assets/messages-en-55555555.js',
      'assets/auth-en-77777777.js',
      'assets/login-11111111.js',
    ]);
    // the catalogues of the page's features and of the frame's, not every feature's (decision 0650)
    const signedIn = await get('/', { cookie: `${SESSION_COOKIE}=anything` });
    expect(preloads(await signedIn.text())).toEqual([
      'assets/messages-en-55555555.js',
      'assets/home-en-88888888.js',
      'assets/shell-en-99999999.js',
      'assets/home-22222222.js',
      'assets/shell-44444444.js',
    ]);
  });

  it('preloads the not-found page for an unknown path', async () => {
    expect(preloads(await (await get('/no-such-page')).text())).toEqual([
      'assets/messages-en-55555555.js',
      'assets/shell-en-99999999.js',
      'assets/nf-33333333.js',
    ]);
  });
});

describe('a configured map style', () => {
  it('reaches the page in a meta element and opens the CSP to its origin only; without it, neither', async () => {
    const clients = loadServerClients(path.join(REPO_ROOT, 'clients'), () => undefined);
    const withStyle = new Hono<AppEnv>();
    withStyle.use('*', async (c, next) => {
      c.set('client', clients.find((client) => client.id === 'harbour')!);
      await next();
    });
    const themeDir = path.join(REPO_ROOT, 'packages/theme/generated');
    withStyle.route('/', pagesRouter({ appDistDir: dist, themeDir, issuerOrigin: null, mapStyleUrl: 'https://tiles.example.com/style.json?key=a&b' }, clients));
    const styled = await withStyle.request('/login');
    expect(await styled.text()).toContain('<meta name="portal-map-style" content="https://tiles.example.com/style.json?key=a&#38;b">');
    expect(styled.headers.get('content-security-policy')).toContain("connect-src 'self' https://tiles.example.com");

    const plain = await get('/login');
    expect(await plain.text()).not.toContain('portal-map-style');
    expect(plain.headers.get('content-security-policy')).not.toContain('tiles.example.com');
  });
});

describe('boot replies (decision 0350)', () => {
  it('are inlined as JSON that no value can close early, and left out when there are none', async () => {
    const clients = loadServerClients(path.join(REPO_ROOT, 'clients'), () => undefined);
    const booted = new Hono<AppEnv>();
    booted.use('*', async (c, next) => {
      c.set('client', clients.find((client) => client.id === 'harbour')!);
      await next();
    });
    const themeDir = path.join(REPO_ROOT, 'packages/theme/generated');
    const name = '</script><script>alert(1)</script>\u2028';
    booted.route('/', pagesRouter({ appDistDir: dist, themeDir, issuerOrigin: null, bootReplies: async () => ({ session: { user: { first_name: name } } }) }, clients));
    const html = await (await booted.request('/', { headers: { 'accept-encoding': 'identity' } })).text();
    const inside = /<script id="portal-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(inside).toBeDefined();
    expect(inside).not.toContain('<');
    expect(inside).not.toContain('\u2028');
    expect(JSON.parse(inside!)).toEqual({ session: { user: { first_name: name } } });

    expect(await (await get('/', { 'accept-encoding': 'identity' })).text()).not.toContain('portal-boot');
  });
});

describe('first views (decisions 0350, 0380)', () => {
  it("hand the renderer a session's replies only with a session cookie, and take the page's language from the view", async () => {
    const clients = loadServerClients(path.join(REPO_ROOT, 'clients'), () => undefined);
    const withViews = new Hono<AppEnv>();
    withViews.use('*', async (c, next) => {
      c.set('client', clients.find((client) => client.id === 'kontor')!);
      await next();
    });
    const themeDir = path.join(REPO_ROOT, 'packages/theme/generated');
    const asked: { pathname: string; boot: unknown }[] = [];
    const boot = { session: { user: { first_name: 'Aoife', language: 'en' } } };
    withViews.route(
      '/',
      pagesRouter(
        {
          appDistDir: dist,
          themeDir,
          issuerOrigin: null,
          bootReplies: async (c) => (c.req.header('cookie') ? boot : { session: { user: null } }),
          firstView: async ({ pathname, boot: given }) => {
            asked.push({ pathname, boot: given });
            return { styles: '<style data-emotion="p view"></style>', markup: '<h1>Welcome, Aoife</h1>', language: 'en' };
          },
        },
        clients,
      ),
    );
    const page = async (pathname: string, cookie?: string) =>
      (await withViews.request(pathname, { headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } })).text();

    const signedOut = await page('/login');
    const signedIn = await page('/', `${SESSION_COOKIE}=anything`);
    expect(asked).toEqual([
      { pathname: '/login', boot: null },
      { pathname: '/', boot },
    ]);
    for (const html of [signedOut, signedIn]) {
      expect(html).toContain('<div id="root"><h1>Welcome, Aoife</h1></div>');
      expect(html).toMatch(/<style data-emotion="p view"><\/style><\/head>/);
      // kontor speaks German; the view's language is the page's
      expect(html).toMatch(/<html lang="en"/);
    }
  });

  it("let the page's inline script loader run with the page's nonce, and no other page", async () => {
    const csp = (await get('/login')).headers.get('content-security-policy');
    // no nonce for scripts, and no WebAssembly outside the meeting room (decision 0467)
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('wasm-unsafe-eval');
  });
});

describe('scripts after the first paint (decision 0390)', () => {
  const template =
    '<html><head><script type="module" crossorigin src="/assets/index-AAAA.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/framework-BBBB.js">\n</head>' +
    '<body><div id="root"><h1>Welcome</h1></div></body></html>';

  interface Added {
    readonly tag: string;
    rel?: string;
    href?: string;
    src?: string;
    type?: string;
    crossOrigin?: string;
  }

  /** Runs the page's inline loader against a stand-in of the browser's document and timers. */
  function runLoader(page: string, visibilityState: 'visible' | 'hidden', PerformanceObserver?: unknown) {
    const inline = /<script nonce="n0nce">(.*?)<\/script><\/body>/s.exec(page)?.[1];
    if (!inline) throw new Error('no inline loader before </body>');
    const added: Added[] = [];
    const frames: (() => void)[] = [];
    const timers: { fn: (...args: unknown[]) => void; ms: number; args: unknown[] }[] = [];
    const document = {
      visibilityState,
      // no #root: the holding of early taps (EARLY_CLICKS) has nothing to watch
      getElementById: () => null,
      createElement: (tag: string): Added => ({ tag }),
      head: { appendChild: (element: Added) => added.push(element) },
    };
    const requestAnimationFrame = (callback: () => void) => frames.push(callback);
    const setTimeout = (fn: (...args: unknown[]) => void, ms: number, ...args: unknown[]) => timers.push({ fn, ms, args });
    // Node's own PerformanceObserver reports no paints: the loader then goes by the frame alone
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', inline)(
      document,
      requestAnimationFrame,
      setTimeout,
      PerformanceObserver ?? globalThis.PerformanceObserver,
    );
    /** Runs the queued tasks due within `ms`, in order, including the ones they queue. */
    const runTasks = (ms: number) => {
      for (let task = timers.findIndex((t) => t.ms <= ms); task !== -1; task = timers.findIndex((t) => t.ms <= ms)) {
        const due = timers.splice(task, 1)[0]!;
        due.fn(...due.args);
      }
    };
    return { added, frames, timers, runTasks };
  }

  it('takes the entry and the preloads out of the markup and adds them after the next frame, the entry first', () => {
    const page = scriptsAfterFirstPaint(template, ['assets/home-CCCC.js', 'assets/framework-BBBB.js'], 'n0nce');
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain('<div id="root"><h1>Welcome</h1></div>');

    const browser = runLoader(page, 'visible');
    browser.runTasks(0);
    expect(browser.added).toEqual([]);
    expect(browser.frames).toHaveLength(1);
    browser.frames[0]!();
    browser.runTasks(0);
    expect(browser.added).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-AAAA.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/framework-BBBB.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/home-CCCC.js' },
    ]);
    // the guard for a frame that never comes does not add them twice
    browser.runTasks(3000);
    expect(browser.added).toHaveLength(3);
  });

  it('waits for the first contentful paint to be reported where the browser reports paints, not only for the frame', () => {
    const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; disconnected: boolean; type?: string }[] = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      private readonly entry: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe(options: { type: string }) {
        this.entry.type = options.type;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const browser = runLoader(scriptsAfterFirstPaint(template, ['assets/home-CCCC.js'], 'n0nce'), 'visible', PaintObserver);
    browser.frames[0]!();
    browser.runTasks(0);
    // the frame is made, but not yet on the screen
    expect(browser.added).toEqual([]);
    expect(observers.map((observer) => observer.type)).toEqual(['paint']);
    // first paint alone is not enough; the first contentful paint is
    observers[0]!.callback({ getEntriesByName: () => [] });
    browser.runTasks(0);
    expect(browser.added).toEqual([]);
    observers[0]!.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) });
    expect(observers[0]!.disconnected).toBe(true);
    browser.runTasks(0);
    expect(browser.added.map((element) => element.src ?? element.href)).toEqual(['/assets/index-AAAA.js', '/assets/framework-BBBB.js', '/assets/home-CCCC.js']);
    // the three-second guard does not add them twice
    browser.runTasks(3000);
    expect(browser.added).toHaveLength(3);
  });

  it('adds four preloads per task, and everything without a frame after three seconds at most', () => {
    const chunks = Array.from({ length: 9 }, (_, index) => `assets/chunk-${index}.js`);
    const browser = runLoader(scriptsAfterFirstPaint(template, chunks, 'n0nce'), 'visible');
    // no frame at all: the guard adds the entry, then the preloads follow in tasks of their own
    const start = browser.timers.find((timer) => timer.ms === 3000)!;
    browser.timers.splice(browser.timers.indexOf(start), 1);
    start.fn();
    expect(browser.added.map((element) => element.tag)).toEqual(['script']);
    const sizes: number[] = [];
    while (browser.timers.some((timer) => timer.ms === 0)) {
      const before = browser.added.length;
      const task = browser.timers.findIndex((timer) => timer.ms === 0);
      const due = browser.timers.splice(task, 1)[0]!;
      due.fn(...due.args);
      sizes.push(browser.added.length - before);
    }
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('adds them at once in a hidden tab, which draws no frames', () => {
    const browser = runLoader(scriptsAfterFirstPaint(template, [], 'n0nce'), 'hidden');
    expect(browser.added.map((element) => element.src ?? element.href)).toEqual(['/assets/index-AAAA.js']);
    expect(browser.frames).toEqual([]);
  });

  it('escapes what it writes into the script, and leaves a page without an entry script as it is', () => {
    const page = scriptsAfterFirstPaint(template, ['assets/</script>.js'], 'n0nce');
    // the one script element ends where the loader does, not inside a chunk's name
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).toContain('\\u003c/script>.js');
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(scriptsAfterFirstPaint(plain, ['assets/a.js'], 'n0nce')).toBe(plain);
  });
});

describe('client packs', () => {
  it('are what build:themes writes for each demo client, made from the manifest the server holds', async () => {
    const { clientPack } = await import('./pages');
    const { buildClientPack } = await import('@portal/theme/build');
    const clients = loadServerClients(path.join(REPO_ROOT, 'clients'), () => undefined);
    expect(clients.length).toBeGreaterThan(0);
    for (const client of clients) expect(clientPack(client), client.id).toBe(await buildClientPack(client.manifest));
  }, 60_000);
});
