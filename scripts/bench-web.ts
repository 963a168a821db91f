/**
 * `npm run bench:web`: Lighthouse (mobile, default simulated throttling) on /login and on every page a member of
 * each skin's demo client can open (issue 34), against the real server started on its own port with a temporary
 * data directory (as the end-to-end global setup does). Prints performance score, FCP, LCP, TBT, CLS and bytes
 * transferred per row with PASS/FAIL against the target, and writes .bench/web.json. The exit code is 1 when a row
 * fails.
 *
 * The member's pages need a session: the demo member signs in through the development identity provider with
 * Playwright first (the login fixture), and Lighthouse's browser gets its cookies (the session's and the member's
 * time zone, `tz`, which the dated pages need to be drawn by the server): each load is a
 * new tab's, as when a member opens a link from an email, and the app restores the member from the server session
 * (decision 0380). The routes are the member routes of the first-view declaration (packages/contract/src/first-reads.ts,
 * typed over the registry, so a new page is measured without a change here) that the client permits. A route that
 * takes an id gets the first link to it the member's pages show (a seeded id, as a member would click it;
 * `KNOWN_PATHS` for a few fixed ones, and `SEEDED_PATHS`, the member's first seeded article, podcast or video
 * booking as the app's reads return it, for those no crawled page links to). Pages the declaration says act on being opened (answer a
 * notification, take an OAuth code) and pages of a role (staff, employer admins) are left out. A row whose page ends
 * anywhere but where it was aimed fails, so a page that bounced to /login is never counted; so does a route no
 * page links to and a route whose runs all failed. The one exception is a page's declared redirect (a coaching home
 * sends a member who has not started to its start page): the bench asks the deciding read as the member first, and
 * the row may end where that reply sends them, measured with the redirect's cost and marked "sent on".
 *
 *   BENCH_WEB_RUNS     Lighthouse runs per row, the median (by performance score) is reported (default 3)
 *   BENCH_WEB_CLIENTS  comma-separated client ids (default: one per skin, harbour lumen larkspur fernway kontor)
 *   BENCH_WEB_ROUTES   comma-separated route names (login, home, events, viewEvent, …; default every route the
 *                      client permits); BENCH_WEB_PAGES is read as the same list
 *   BENCH_WEB_REPORTS  1: also keep each run's full Lighthouse result in .bench/lighthouse/ (for its diagnostics)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { matchRoute, matchRouteName } from '@portal/manifest/route-match';
import { MEMBER_ROUTES, firstReadsFor, firstRedirectFor, firstViewOf } from '@portal/contract/first-reads';
import { findRoute, isRoutePermitted, pathTo, routes, type RouteDefinition } from '@portal/manifest/routes';
import { getArticles } from '@portal/contract/calls/articles';
import { getAppointments } from '@portal/contract/calls/bookings';
import { TRAINING_PLAN_SOURCE, getHomeContent } from '@portal/contract/calls/content';
import { getCorporateEvent, getEvents } from '@portal/contract/calls/events';
import { TIME_ZONE_COOKIE, calendarDayIn } from '@portal/contract/time-zone';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/playwright.config';
import { clientUrl, demoClients, findClient } from '../tests/fixtures/clients';
import globalSetup from '../tests/fixtures/global-setup';
import { login } from '../tests/fixtures/login';
import { REPO_ROOT } from '../tests/fixtures/paths';

const TARGET = { score: 95, lcpMs: 2500, cls: 0.1 } as const;
/** One demo client per skin (harbour for skin 0): every skin is measured, and a new skin's client joins by itself. */
function defaultClients(): string[] {
  const bySkin = new Map<number, string>();
  const clients = demoClients()
    .filter((client) => client.manifest.draft !== true)
    .sort((a, b) => (a.id === 'harbour' ? -1 : b.id === 'harbour' ? 1 : a.id.localeCompare(b.id)));
  for (const client of clients) if (!bySkin.has(client.manifest.skin)) bySkin.set(client.manifest.skin, client.id);
  return [...bySkin.values()];
}

/** A route name of the registry; `login` is measured signed out, every other one as the client's demo member. */
type PageName = string;

/** Route parameters no page links to but the seed knows (as scripts/walk-screens.ts). */
const KNOWN_PATHS: Partial<Record<string, string>> = {
  content: '/content/articles',
  healthScoreDataProtection: '/healthscore/data-protection/well_in_life',
  healthScoreAssessment: '/healthscore/assessment/well_in_body',
  healthScoreResults: '/healthscore/results/well_in_mind',
};

/** Asks a read-only call as the signed-in member's page would (same origin, the session's cookie); null when it fails. */
type Ask = (path: string, body: Readonly<Record<string, unknown>>) => Promise<Record<string, unknown> | null>;

/**
 * Routes that take an id only a member's own data holds and that the crawled pages do not link to on their first
 * screen (the podcasts' and articles' cards come near the screen only, Join only shows in the bookings panel): the
 * path of the member's first seeded item, found through the reads the app itself sends.
 */
const SEEDED_PATHS: Partial<Record<string, (ask: Ask) => Promise<string | null>>> = {
  standaloneArticle: async (ask) => {
    const content = (await ask(getArticles.path, {}))?.content as { id: number }[] | undefined;
    return content?.[0] ? pathTo('standaloneArticle', { id: String(content[0].id) }) : null;
  },
  soundSpace: async (ask) => {
    const body = { tags: [], search_term: '', page: 1, pageSize: 6, type: 'podcasts' };
    const listing = (await ask(getHomeContent.path, body))?.data as { id: number }[] | undefined;
    return listing?.[0] ? pathTo('soundSpace', { id: String(listing[0].id) }) : null;
  },
  // the same article module under /article/:id and the digital gym's path; no page links to them (addresses of
  // the older portal, kept for members' bookmarks and emails)
  article: async (ask) => {
    const content = (await ask(getArticles.path, {}))?.content as { id: number }[] | undefined;
    return content?.[0] ? pathTo('article', { id: String(content[0].id) }) : null;
  },
  digitalGymArticle: async (ask) => {
    const content = (await ask(getArticles.path, {}))?.content as { id: number }[] | undefined;
    return content?.[0] ? pathTo('digitalGymArticle', { id: String(content[0].id) }) : null;
  },
  // the home's gym and video cards come near the screen only: the first gym class, and the first training plan
  digitalGym: async (ask) => {
    const body = { tags: [], search_term: '', page: 1, pageSize: 30, type: 'gym' };
    const listing = (await ask(getHomeContent.path, body))?.data as { id: number; source?: string }[] | undefined;
    const item = listing?.find((candidate) => candidate.source !== TRAINING_PLAN_SOURCE);
    return item ? pathTo('digitalGym', { id: String(item.id) }) : null;
  },
  trainingPlan: async (ask) => {
    for (let page = 1; page <= 5; page++) {
      const body = { tags: [], search_term: '', page, pageSize: 30, type: 'videos' };
      const listing = (await ask(getHomeContent.path, body))?.data as { id: number; source?: string }[] | undefined;
      const plan = listing?.find((candidate) => candidate.source === TRAINING_PLAN_SOURCE);
      if (plan) return pathTo('trainingPlan', { id: String(plan.id) });
      if (!listing || listing.length < 30) return null;
    }
    return null;
  },
  // a virtual event's detail page links to it: the first coming event date that is virtual
  virtualEvent: async (ask) => {
    const today = new Date().toISOString().slice(0, 10);
    const days = (await ask(getEvents.path, { from_date: today, days_limit: 365 }))?.data as { events: { event_date_id: number }[] }[] | undefined;
    for (const id of (days ?? []).flatMap((day) => day.events.map((event) => event.event_date_id)).slice(0, 40)) {
      const event = (await ask(getCorporateEvent.path, { event_date_id: id }))?.event_date as { e_is_virtual_event?: number } | undefined;
      if (event?.e_is_virtual_event === 1) return pathTo('virtualEvent', { id: String(id) });
    }
    return null;
  },
  bookingVideoRoom: async (ask) => {
    const appointments = (await ask(getAppointments.path, {}))?.appointments as
      | { appointmentId: string | number; appointmentType: string; appointmentStatus: string; showJoinButton: boolean }[]
      | undefined;
    const booked = (appointments ?? []).filter((booking) => booking.appointmentType === 'Video' && booking.appointmentStatus === 'Booked');
    const booking = booked.find((candidate) => candidate.showJoinButton) ?? booked[0];
    return booking ? pathTo('bookingVideoRoom', { booking_id: String(booking.appointmentId), tests: 'device-tests' }) : null;
  },
};

interface Figures {
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly bytes: number;
  readonly requests: number;
  readonly finalUrl: string;
  /** the LCP element, and the element of the largest layout shift, as Lighthouse names them (selector and markup) */
  readonly lcpElement: string | null;
  readonly shiftElement: string | null;
}

interface Row extends Figures {
  readonly client: string;
  readonly skin: number;
  readonly page: PageName;
  readonly url: string;
  readonly pass: boolean;
  readonly problems: string[];
  /** a page its declared redirect sent on (decision 0810): where it ended */
  readonly sentOn: string | null;
}

interface SignedIn {
  readonly cookie: string;
  /** the path to measure for each member route the client permits, ids found on the member's own pages */
  readonly paths: ReadonlyMap<string, string>;
  /**
   * Where a route's page sends this member by its declared redirect (a coaching home sends a member who has not
   * started to its start page, decision 0810): the row ends there, not where it was aimed, and still passes.
   */
  readonly sentOn: ReadonlyMap<string, string>;
}

function listFrom(name: string, fallback: readonly string[]): string[] {
  const raw = process.env[name];
  if (!raw) return [...fallback];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function runsFrom(): number {
  const raw = process.env.BENCH_WEB_RUNS;
  if (!raw) return 3;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9)
    throw new Error('BENCH_WEB_RUNS must be a whole number from 1 to 9');
  return runs;
}

/** A member route's path when it needs no id (optional parameters left out), else null. */
function staticPath(route: RouteDefinition): string | null {
  const bare = route.path!.replace(/\/:[A-Za-z_]+\?/g, '') || '/';
  return /[:*]/.test(bare) ? null : bare;
}

/**
 * The member routes of a client a member can open, in the first-view declaration's order: every route it declares
 * that the client permits, has a path, needs no role, and does not act on being opened.
 */
function memberRoutes(clientId: string): RouteDefinition[] {
  const { permittedRoutes } = findClient(clientId).manifest;
  return MEMBER_ROUTES.flatMap((name) => {
    const route = findRoute(name);
    const view = firstViewOf(name);
    const acts = view !== undefined && !view.drawn && view.acts === true;
    return route && route.path !== null && route.role === undefined && !acts && isRoutePermitted(name, permittedRoutes) ? [route] : [];
  });
}

/** The same-origin paths the page links to. */
async function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]'))
      .map((anchor) => new URL((anchor as HTMLAnchorElement).href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );
}

/**
 * Signs the client's demo member in through the identity provider; returns the session cookie and a path for
 * each wanted route: its own when it needs no id, else the first link to it on the member's pages.
 */
async function signIn(clientId: string, wanted: readonly string[]): Promise<SignedIn> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page, clientId);
    const origin = new URL(clientUrl(clientId)).origin;
    const cookies = await context.cookies(origin);
    if (cookies.length === 0)
      throw new Error(`${clientId}: signed in, but the browser holds no cookie for ${origin}`);
    const candidates = memberRoutes(clientId);
    const paths = new Map<string, string>();
    for (const route of candidates) {
      const path = staticPath(route) ?? KNOWN_PATHS[route.name];
      if (path) paths.set(route.name, path);
    }
    const missing = () => wanted.filter((name) => name !== 'login' && !paths.has(name) && candidates.some((route) => route.name === name));
    // the member's pages in order, until every wanted route that takes an id has a link
    for (const route of candidates) {
      if (missing().length === 0) break;
      const path = staticPath(route);
      if (!path) continue;
      await page.goto(clientUrl(clientId, path), { waitUntil: 'load' }).catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
      for (const link of await linksOn(page).catch(() => [])) {
        const name = matchRouteName(link);
        if (name && !paths.has(name) && candidates.some((candidate) => candidate.name === name)) paths.set(name, link);
      }
    }
    const ask: Ask = (path, body) =>
      page.evaluate(
        async ({ path, body }) => {
          const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
          return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
        },
        { path, body },
      );
    for (const name of missing()) {
      const find = SEEDED_PATHS[name];
      const path = find ? await find(ask).catch(() => null) : null;
      if (path) paths.set(name, path);
    }
    for (const name of missing()) console.warn(`  ${clientId}: no page links to ${name}; it is not measured (a failed row)`);
    // A page that declares a redirect (first-reads.ts): the bench asks its deciding read as the member, as the
    // server does when it draws the page, so the row knows where the page is meant to end for this member.
    const sentOn = new Map<string, string>();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const [name, path] of paths) {
      const view = firstViewOf(name as Parameters<typeof firstViewOf>[0]);
      if (view?.drawn !== true || !view.redirect) continue;
      const params = matchRoute(path)?.params ?? {};
      const answered: [string, unknown, unknown][] = [];
      for (const made of firstReadsFor(name as Parameters<typeof firstReadsFor>[0], { language: 'en', params, today: calendarDayIn(zone, Date.now()) }))
        if (made.call.path === view.redirect.call.path) answered.push([made.call.path, made.body, await ask(made.call.path, made.body)]);
      const target = firstRedirectFor(name as Parameters<typeof firstRedirectFor>[0], answered.filter(([, , reply]) => reply !== null));
      if (target) sentOn.set(name, pathTo(target));
    }
    // The member's time zone as their browser tells it after its first visit (the app's start writes the tz cookie,
    // decision 0750): the pages that show dates are drawn by the server only with it. Lighthouse's Chrome runs in
    // this machine's zone, as the browser that signed in did.
    const jar = (await context.cookies(origin)).map((cookie) => `${cookie.name}=${cookie.value}`);
    if (!jar.some((cookie) => cookie.startsWith(`${TIME_ZONE_COOKIE}=`))) jar.push(`${TIME_ZONE_COOKIE}=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`);
    return { cookie: jar.join('; '), paths, sentOn };
  } finally {
    await browser.close();
  }
}

/**
 * The audits a row reads: the five metrics the performance score is made of (its other audits weigh 0, so the score
 * is the same as the whole category's), the bytes and requests, and the two that name what a failing page's LCP
 * and shifts were. Lighthouse then gathers only what these need (no full-page screenshot, no script coverage, no
 * image or font diagnostics), which is most of a run's time after the page has loaded; the page's load, the trace
 * and the simulated throttling are the same as a whole-category run's. BENCH_WEB_REPORTS=1 runs the whole
 * category, for its diagnostics.
 */
export const METRIC_AUDITS = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'total-byte-weight',
  'network-requests',
  'largest-contentful-paint-element',
  'layout-shifts',
] as const;

function lighthouseFlags(port: number) {
  const base = { port, output: 'json' as const, logLevel: 'error' as const };
  return process.env.BENCH_WEB_REPORTS === '1'
    ? { ...base, onlyCategories: ['performance'] }
    : { ...base, onlyAudits: [...METRIC_AUDITS], disableFullPageScreenshot: true };
}

/** What an audit's details name first (the LCP element, the largest shift's element), for the row's notes. */
function firstNode(details: unknown): string | null {
  const seen: unknown[] = [details];
  while (seen.length > 0) {
    const item = seen.shift();
    if (!item || typeof item !== 'object') continue;
    const node = item as { type?: string; selector?: string; snippet?: string };
    if (node.type === 'node' && (node.selector || node.snippet)) return `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 160);
    for (const value of Object.values(item)) if (value && typeof value === 'object') seen.push(value);
  }
  return null;
}

async function measure(port: number, url: string, signedIn: SignedIn | null): Promise<Figures> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    // The member's cookies go into the browser's own jar rather than an extra header: the app writes the tz cookie
    // as it starts (decision 0750), and from then on the jar's Cookie header replaced the extra one, so every run
    // after the first went out without the session and ended on /login.
    if (signedIn) {
      const origin = new URL(url).origin;
      await page.setCookie(
        ...signedIn.cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
        }),
      );
    }
    const result = await lighthouse(url, lighthouseFlags(port), undefined, page);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (process.env.BENCH_WEB_REPORTS === '1') {
      const name = `${new URL(url).hostname.split('.')[0]}-${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
      mkdirSync(join(REPO_ROOT, '.bench/lighthouse'), { recursive: true });
      writeFileSync(join(REPO_ROOT, '.bench/lighthouse', name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse audit ${id} has no value for ${url}`);
      return value;
    };
    const requests =
      (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      bytes: Math.round(numeric('total-byte-weight')),
      requests,
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: firstNode(lhr.audits['largest-contentful-paint-element']?.details),
      shiftElement: firstNode(lhr.audits['layout-shifts']?.details),
    };
  } finally {
    await page.close().catch(() => undefined);
    await browser.disconnect();
  }
}

/** A busy machine sometimes makes Chromium miss a DevTools deadline: such a run is repeated, twice at most. */
async function measureWithRetry(port: number, url: string, signedIn: SignedIn | null): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(port, url, signedIn);
    } catch (error) {
      if (attempt >= 3 || !/PROTOCOL_TIMEOUT|NO_FCP|timed out/i.test(String(error))) throw error;
      console.warn(`  retrying ${url}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
}

function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function judge(client: string, page: PageName, url: string, figures: Figures, sentOn?: string): Row {
  const problems: string[] = [];
  const ended = new URL(figures.finalUrl).pathname;
  if (figures.score < TARGET.score) problems.push(`score ${figures.score} < ${TARGET.score}`);
  if (figures.lcpMs > TARGET.lcpMs) problems.push(`LCP ${figures.lcpMs} ms > ${TARGET.lcpMs} ms`);
  if (figures.cls > TARGET.cls) problems.push(`CLS ${figures.cls} > ${TARGET.cls}`);
  if (ended !== new URL(url).pathname && ended !== sentOn) problems.push(`ended on ${ended}`);
  return {
    client,
    skin: findClient(client).manifest.skin,
    page,
    url,
    ...figures,
    pass: problems.length === 0,
    problems,
    sentOn: ended !== new URL(url).pathname && ended === sentOn ? ended : null,
  };
}

function print(row: Row): void {
  const kB = (row.bytes / 1024).toFixed(0);
  console.log(
    `${row.pass ? 'PASS' : 'FAIL'}  ${row.client.padEnd(9)} skin ${String(row.skin).padStart(2)}  ${row.page.padEnd(5)}` +
      `  score ${String(row.score).padStart(3)}  FCP ${(row.fcpMs / 1000).toFixed(2)} s  LCP ${(row.lcpMs / 1000).toFixed(2)} s` +
      `  TBT ${String(row.tbtMs).padStart(4)} ms  CLS ${row.cls.toFixed(3)}  ${kB.padStart(4)} kB in ${row.requests} requests` +
      (row.problems.length > 0 ? `  (${row.problems.join('; ')})` : '') +
      (row.sentOn ? `  (sent on to ${row.sentOn}, as its first view declares)` : ''),
  );
  // what a page that misses a target painted last, and what moved
  if (!row.pass && row.lcpElement) console.log(`        LCP element: ${row.lcpElement}`);
  if (row.cls > TARGET.cls / 2 && row.shiftElement) console.log(`        largest shift: ${row.shiftElement}`);
}

/** A row that could not be measured: it fails, so a route the bench cannot reach is never a silent gap. */
function missed(client: string, page: PageName, url: string, problem: string): Row {
  const none: Figures = { score: 0, fcpMs: 0, lcpMs: 0, tbtMs: 0, cls: 0, bytes: 0, requests: 0, finalUrl: url || 'about:blank', lcpElement: null, shiftElement: null };
  return { client, skin: findClient(client).manifest.skin, page, url, ...none, pass: false, problems: [problem], sentOn: null };
}

/** Minutes and seconds, for the progress lines. */
function clock(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The run's progress: how many Lighthouse runs are done of how many, the time spent and, from the mean time of the
 * runs so far, about how long the rest takes (a whole run over every skin is long: it says where it is).
 */
class Progress {
  private readonly started = Date.now();
  private done = 0;
  private measuring = 0;

  constructor(private total: number) {}

  /** A row that is not measured after all (no path): its runs leave the total. */
  skip(runs: number): void {
    this.total -= runs;
  }

  run(client: string, page: PageName, run: number, runs: number): void {
    const elapsed = Date.now() - this.started;
    const left = this.done > 0 ? ` · about ${clock(((this.measuring / this.done) * (this.total - this.done)))} left` : '';
    console.log(`  [${this.done + 1}/${this.total}] ${client} ${page} run ${run + 1}/${runs} · ${clock(elapsed)} in${left}`);
  }

  ran(ms: number): void {
    this.done++;
    this.measuring += ms;
  }

  elapsedMs(): number {
    return Date.now() - this.started;
  }
}

/** The median of the row's runs (a run that fails after its retries fails the row, the others still run). */
async function measureRow(port: number, client: string, page: PageName, url: string, runs: number, signedIn: SignedIn | null, progress: Progress): Promise<Row> {
  const figures: Figures[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      progress.run(client, page, run, runs);
      const started = Date.now();
      try {
        figures.push(await measureWithRetry(port, url, signedIn));
      } finally {
        progress.ran(Date.now() - started);
      }
    }
  } catch (error) {
    progress.skip(runs - figures.length - 1);
    return missed(client, page, url, `not measured: ${String((error as Error).message ?? error).split('\n')[0]}`);
  }
  return judge(client, page, url, median(figures), signedIn?.sentOn.get(page));
}

/** The whole run as one Markdown table, for a decision record or an issue. */
function printTable(rows: readonly Row[]): void {
  console.log('\n| client | skin | route | path | score | FCP | LCP | TBT | CLS | kB | result |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const path = row.url ? new URL(row.url).pathname : '';
    console.log(
      `| ${row.client} | ${row.skin} | ${row.page} | ${path} | ${row.score} | ${(row.fcpMs / 1000).toFixed(2)} s | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.tbtMs} ms | ${row.cls.toFixed(3)} | ${(row.bytes / 1024).toFixed(0)} | ${row.pass ? (row.sentOn ? `pass (sent on to ${row.sentOn})` : 'pass') : row.problems.join('; ')} |`,
    );
  }
  console.log('');
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const clients = listFrom('BENCH_WEB_CLIENTS', defaultClients());
  const filter = process.env.BENCH_WEB_ROUTES ?? process.env.BENCH_WEB_PAGES;
  const chosen = filter ? listFrom(process.env.BENCH_WEB_ROUTES ? 'BENCH_WEB_ROUTES' : 'BENCH_WEB_PAGES', []) : null;
  for (const name of chosen ?? [])
    if (!routes.some((route) => route.name === name)) throw new Error(`BENCH_WEB_ROUTES: unknown route name ${name}`);
  for (const client of clients) findClient(client);
  const runs = runsFrom();
  const pagesOf = (client: string): string[] =>
    ['login', ...memberRoutes(client).map((route) => route.name)].filter((name) => chosen === null || chosen.includes(name));

  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(
    `bench:web: ${clients.length} clients × ${chosen ? chosen.join(', ') : 'every route'}, ${runs} run(s) each; load average ${load()}`,
  );
  const stopServer = await globalSetup();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows: Row[] = [];
  const loadBefore = load();
  const progress = new Progress(clients.reduce((sum, client) => sum + pagesOf(client).length * runs, 0));
  try {
    for (const client of clients) {
      const pages = pagesOf(client);
      const signingIn = Date.now();
      const signedIn = pages.some((page) => page !== 'login') ? await signIn(client, pages) : null;
      if (signedIn) console.log(`  ${client}: signed in and found the routes' paths in ${clock(Date.now() - signingIn)}`);
      for (const page of pages) {
        const path = page === 'login' ? '/login' : signedIn?.paths.get(page);
        if (!path) progress.skip(runs);
        const row = path ? await measureRow(chrome.port, client, page, clientUrl(client, path), runs, page === 'login' ? null : signedIn, progress) : missed(client, page, '', 'no page links to it: not measured');
        print(row);
        rows.push(row);
      }
    }
  } finally {
    chrome.kill();
    await stopServer();
  }
  const loadAfter = load();
  const durationMs = Date.now() - startedAt;
  printTable(rows);
  console.log(`load average before ${loadBefore}, after ${loadAfter}; ${rows.length} rows × ${runs} run(s) in ${clock(durationMs)} (Lighthouse ${clock(progress.elapsedMs())} of it)`);
  const failed = rows.filter((row) => !row.pass).length;
  console.log(
    `${rows.length - failed} passed, ${failed} failed (target: score ≥ ${TARGET.score}, LCP ≤ ${TARGET.lcpMs} ms, CLS ≤ ${TARGET.cls})`,
  );
  mkdirSync(join(REPO_ROOT, '.bench'), { recursive: true });
  writeFileSync(
    join(REPO_ROOT, '.bench/web.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), lighthouse: '12 mobile, simulated throttling', runsPerRow: runs, durationMs, loadAverage: { before: loadBefore, after: loadAfter }, target: TARGET, rows }, null, 2)}\n`,
  );
  if (failed > 0) process.exitCode = 1;
}

await main();
