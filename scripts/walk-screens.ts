/**
 * `npm run walk:screens`: walks every route name as each of its users and screenshots it at desktop and phone size.
 *
 * For each client (default harbour, lumen, kontor: one per skin the issue names) and each demo identity
 * (docs/demo-identities.md: member, coachee, admin, coach, clinician, support) the script signs in through the
 * development identity provider (tests/fixtures/login.ts), then opens every route the client permits for that user
 * (packages/manifest routes: the member routes of the client's permitted list, the admin pages for the employer
 * admin, the workspace and inbox for staff), plus the public pages once signed out ("visitor"). Routes that take
 * an id get the first link to them found on a page already walked (seeded ids, as a member would click them);
 * a route no page links to is reported as not reached.
 *
 * Every page is shot full-page at 1280×800 and at 390×844 (touch, mobile viewport) into
 * /tmp/walk-screens/<run>/<client>/<user>/<size>/<route>.png, and per page the summary logs console errors,
 * failed requests (4xx/5xx and network failures), CSP violations, horizontal overflow (with the elements that
 * stick out) and, at German clients, lines of the app's English copy. summary.md and summary.json sit in the
 * run folder. The exit code is 0 whatever the findings: it is a tool for looking, not a gate.
 *
 *   WALK_PORT     walk a server already running on this port (started with PORTAL_TEST_HOOKS=1 and a fresh
 *                 DATA_DIR); without it the script starts one itself as the e2e global setup does, and stops it
 *   WALK_CLIENTS  comma-separated client ids (default harbour,lumen,kontor)
 *   WALK_USERS    comma-separated users: visitor,member,coachee,admin,coach,clinician,support (default all)
 *   WALK_SIZES    desktop,phone (default both)
 *   WALK_ROUTES   comma-separated route names to walk alone (default every route)
 *   WALK_OUT      the output folder (default /tmp/walk-screens/<timestamp>)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { routes, isRoutePermitted, type RouteDefinition } from '@portal/manifest/routes';
import { matchRouteName } from '@portal/manifest/route-match';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/playwright.config';
import { clientUrl, findClient } from '../tests/fixtures/clients';
import { englishCopy, englishLines, type EnglishCopy } from '../tests/fixtures/english-copy';
import globalSetup, { PORT_ENV } from '../tests/fixtures/global-setup';
import { DEMO_PASSWORD } from '../tests/fixtures/login';

type UserKind = 'visitor' | 'member' | 'coachee' | 'admin' | 'coach' | 'clinician' | 'support';
type SizeName = 'desktop' | 'phone';

const ALL_USERS: readonly UserKind[] = ['visitor', 'member', 'coachee', 'admin', 'coach', 'clinician', 'support'];
const SIZES: Record<SizeName, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};
const GERMAN_CLIENTS = new Set(['kontor']);
/** Pages that would act on being opened (log out elsewhere, answer a notification): left out of the walk. */
const NEVER_OPEN = new Set(['axaSsoRedirect', 'messageAction', 'f2f']);
/** Route parameters no page links to but the seed knows. */
const KNOWN_PATHS: Partial<Record<string, string[]>> = {
  events: ['/events/bookings', '/events/webinars'],
  content: ['/content/articles', '/content/videos', '/content/podcasts', '/content/events'],
  // the Health Score page opens its tests with buttons; the seed's three tests (health-score/tests.ts)
  healthScoreDataProtection: ['/healthscore/data-protection/well_in_life'],
  healthScoreAssessment: ['/healthscore/assessment/well_in_body'],
  healthScoreResults: ['/healthscore/results/well_in_mind'],
};

interface PageReport {
  client: string;
  user: UserKind;
  size: SizeName;
  route: string;
  path: string;
  finalPath: string;
  heading: string | null;
  screenshot: string;
  consoleErrors: string[];
  failedRequests: string[];
  cspViolations: string[];
  overflow: { scrollWidth: number; viewport: number; offenders: string[] } | null;
  english: string[];
  notes: string[];
}

function listFrom<T extends string>(name: string, fallback: readonly T[]): T[] {
  const raw = process.env[name];
  if (!raw) return [...fallback];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean) as T[];
}

/** The route names the client lets this user open, in registry order. */
function routesFor(clientId: string, user: UserKind): RouteDefinition[] {
  const { manifest } = findClient(clientId);
  const only = process.env.WALK_ROUTES ? new Set(listFrom<string>('WALK_ROUTES', [])) : null;
  return routes.filter((entry) => {
    const route: RouteDefinition = entry;
    if (route.path === null || NEVER_OPEN.has(route.name)) return false;
    if (only && !only.has(route.name)) return false;
    if (user === 'visitor') return route.access === 'public';
    // support staff sign in as a member at /login-as (decision 0240)
    if (route.name === 'loginAs') return user === 'support';
    if (route.access === 'public') return false;
    if (route.role === 'employer_admin') return user === 'admin';
    if (route.role === 'coach') return user === 'coach' || user === 'clinician';
    if (route.role === 'support') return user === 'support';
    // staff have their workspace instead of the member pages; the home page shows where they land
    if (user === 'coach' || user === 'clinician' || user === 'support') return route.name === 'home';
    return isRoutePermitted(entry.name, manifest.permittedRoutes);
  });
}

const emailOf = (clientId: string, user: UserKind): string => `${user}@${clientId}.example`;

/** The demo identity's sign-in through the provider; resolves once the browser has left the sign-in pages. */
async function signIn(page: Page, clientId: string, user: UserKind): Promise<void> {
  await page.goto(clientUrl(clientId, '/login'));
  await page.getByRole('button', { name: /^(Login|Anmelden)$/ }).click();
  await page.waitForURL(/\/oidc\/interaction\//, { timeout: 30_000 });
  await page.getByLabel(/^(Email|E-Mail)$/).fill(emailOf(clientId, user));
  await page.getByLabel(/^(Password|Passwort)$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Anmelden)$/ }).click();
  await page.waitForURL(
    (url) => !/^\/(login|sso-redirect|oidc)(\/|$)/.test(url.pathname) && url.hostname !== 'localhost',
    { timeout: 30_000 },
  );
}

interface Listener {
  consoleErrors: string[];
  failedRequests: string[];
}

function listen(page: Page): Listener {
  const listener: Listener = { consoleErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') listener.consoleErrors.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => listener.consoleErrors.push(`pageerror: ${error.message.slice(0, 300)}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      listener.failedRequests.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // a navigation away aborts the last page's pending calls: not a defect of the page
    if (reason === 'net::ERR_ABORTED') return;
    listener.failedRequests.push(`${reason} ${request.method()} ${new URL(request.url()).pathname}`);
  });
  return listener;
}

const CSP_SCRIPT = `
  window.__walkCsp = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__walkCsp.push(event.violatedDirective + ' ' + (event.blockedURI || '') + ' ' + (event.sourceFile || ''));
  });
`;

async function newContext(browser: Browser, size: SizeName): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: SIZES[size],
    deviceScaleFactor: 1,
    ...(size === 'phone' ? { isMobile: true, hasTouch: true } : {}),
  });
  await context.addInitScript(CSP_SCRIPT);
  return context;
}

/** Waits for the page's first heading and a quiet network, each bounded: a page that never settles is still shot. */
async function settle(page: Page): Promise<void> {
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ state: 'visible', timeout: 12_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 6_000 }).catch(() => undefined);
  // parts that load as they come into view (the home page's carousels): scrolled through once, as a member would
  await page
    .evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
  // skeletons and fades
  await page.waitForTimeout(400);
}

async function measureOverflow(page: Page): Promise<PageReport['overflow']> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scrollWidth <= viewport + 1) return null;
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= viewport + 1) continue;
      // only the outermost element that sticks out
      const parentRect = element.parentElement?.getBoundingClientRect();
      if (parentRect && parentRect.right > viewport + 1) continue;
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 3).join('.') : '';
      const text = (element.textContent ?? '').trim().slice(0, 40);
      offenders.push(`${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} right=${Math.round(rect.right)} "${text}"`);
      if (offenders.length >= 6) break;
    }
    return { scrollWidth, viewport, offenders };
  });
}

/** The hrefs of the page's same-origin links, for the routes that take an id. */
async function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]'))
      .map((anchor) => new URL((anchor as HTMLAnchorElement).href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );
}

async function visit(
  page: Page,
  listener: Listener,
  target: { client: string; user: UserKind; size: SizeName; route: string; path: string },
  out: string,
  copy: EnglishCopy | null,
): Promise<PageReport> {
  listener.consoleErrors.length = 0;
  listener.failedRequests.length = 0;
  const notes: string[] = [];
  try {
    await page.goto(clientUrl(target.client, target.path), { waitUntil: 'load', timeout: 30_000 });
  } catch (error) {
    notes.push(`navigation: ${(error as Error).message.split('\n')[0]}`);
  }
  await settle(page);
  const folder = join(out, target.client, target.user, target.size);
  mkdirSync(folder, { recursive: true });
  const screenshot = join(folder, `${target.route}${KNOWN_PATHS[target.route]?.includes(target.path) ? `-${target.path.split('/').pop()}` : ''}.png`);
  try {
    await page.screenshot({ path: screenshot, fullPage: true, animations: 'disabled', timeout: 20_000 });
  } catch (error) {
    notes.push(`screenshot: ${(error as Error).message.split('\n')[0]}`);
  }
  const heading = await page
    .getByRole('heading', { level: 1 })
    .first()
    .textContent({ timeout: 500 })
    .catch(() => null);
  const cspViolations = await page.evaluate(() => (window as unknown as { __walkCsp?: string[] }).__walkCsp ?? []).catch(() => []);
  const overflow = await measureOverflow(page).catch(() => null);
  let english: string[] = [];
  if (copy) {
    const text = await page.evaluate(() => document.body.innerText).catch(() => '');
    english = [...new Set(englishLines(text.split('\n'), copy))];
  }
  return {
    ...target,
    finalPath: new URL(page.url()).pathname,
    heading: heading?.trim() ?? null,
    screenshot,
    consoleErrors: [...new Set(listener.consoleErrors)],
    failedRequests: [...new Set(listener.failedRequests)],
    cspViolations: [...new Set(cspViolations)],
    overflow,
    english,
    notes,
  };
}

/** Walks one user of one client at every size; returns the page reports and the routes it could not reach. */
async function walkUser(
  browser: Browser,
  client: string,
  user: UserKind,
  sizes: readonly SizeName[],
  out: string,
  copy: EnglishCopy | null,
): Promise<{ reports: PageReport[]; unreached: string[] }> {
  const wanted = routesFor(client, user);
  const contexts = new Map<SizeName, { context: BrowserContext; page: Page; listener: Listener }>();
  for (const size of sizes) {
    const context = await newContext(browser, size);
    const page = await context.newPage();
    contexts.set(size, { context, page, listener: listen(page) });
  }
  const first = contexts.get(sizes[0]!)!;
  if (user !== 'visitor') {
    await signIn(first.page, client, user);
    // the other sizes share the server session: the app restores the member from the session cookie
    const cookies = await first.context.cookies();
    for (const [size, entry] of contexts) if (size !== sizes[0]) await entry.context.addCookies(cookies);
  }

  const found = new Map<string, string>();
  const staticPath = (route: RouteDefinition): string | null => {
    const bare = route.path!.replace(/\/:[A-Za-z_]+\?/g, '') || '/';
    return /[:*]/.test(bare) ? null : bare;
  };
  const queue: { route: string; path: string }[] = [];
  const queued = new Set<string>();
  const enqueue = (route: string, path: string) => {
    if (queued.has(path)) return;
    queued.add(path);
    queue.push({ route, path });
  };
  for (const route of wanted) {
    if (route.name === 'not-found') enqueue(route.name, '/no-such-page');
    const path = staticPath(route);
    if (path) enqueue(route.name, path);
    for (const known of KNOWN_PATHS[route.name] ?? []) enqueue(route.name, known);
  }
  const wantedNames = new Set(wanted.map((route) => route.name));
  const reports: PageReport[] = [];
  while (queue.length > 0) {
    const next = queue.shift()!;
    for (const size of sizes) {
      const { page, listener } = contexts.get(size)!;
      const report = await visit(page, listener, { client, user, size, ...next }, out, copy);
      reports.push(report);
      const flags = [
        report.overflow ? `overflow ${report.overflow.scrollWidth}px` : '',
        report.consoleErrors.length ? `${report.consoleErrors.length} console` : '',
        report.failedRequests.length ? `${report.failedRequests.length} failed` : '',
        report.cspViolations.length ? `${report.cspViolations.length} csp` : '',
        report.english.length ? `${report.english.length} english` : '',
      ].filter(Boolean);
      console.log(`${client} ${user} ${size} ${next.route} ${next.path} -> ${report.finalPath} ${flags.join(', ')}`);
      // at every size: a phone's page may link to what the desktop's does not, and the other way round
      for (const link of await linksOn(page).catch(() => [])) {
        const name = matchRouteName(link);
        if (!name || !wantedNames.has(name) || found.has(name) || NEVER_OPEN.has(name)) continue;
        const route = wanted.find((candidate) => candidate.name === name)!;
        if (staticPath(route) !== null) continue;
        found.set(name, link);
        enqueue(name, link);
      }
    }
  }
  for (const { context } of contexts.values()) await context.close();
  const reached = new Set(reports.map((report) => report.route));
  const unreached = wanted.filter((route) => !reached.has(route.name)).map((route) => route.name);
  return { reports, unreached };
}

function markdown(reports: readonly PageReport[], unreached: readonly string[]): string {
  const lines = ['# Walk of every route', '', `${reports.length} pages`, ''];
  const flagged = reports.filter(
    (report) =>
      report.overflow ||
      report.consoleErrors.length ||
      report.failedRequests.length ||
      report.cspViolations.length ||
      report.english.length ||
      report.notes.length,
  );
  lines.push(`## Findings (${flagged.length} pages)`, '');
  for (const report of flagged) {
    lines.push(`### ${report.client} ${report.user} ${report.size} ${report.route} ${report.path}${report.finalPath !== report.path ? ` → ${report.finalPath}` : ''}`);
    lines.push(`- screenshot: ${report.screenshot}`);
    if (report.overflow)
      lines.push(`- horizontal overflow: ${report.overflow.scrollWidth}px in ${report.overflow.viewport}px: ${report.overflow.offenders.join('; ')}`);
    for (const error of report.consoleErrors) lines.push(`- console: ${error}`);
    for (const failed of report.failedRequests) lines.push(`- request: ${failed}`);
    for (const violation of report.cspViolations) lines.push(`- CSP: ${violation}`);
    for (const english of report.english) lines.push(`- English at a German client: ${english}`);
    for (const note of report.notes) lines.push(`- ${note}`);
    lines.push('');
  }
  lines.push('## Not reached (no page links to them)', '', ...unreached.map((entry) => `- ${entry}`), '');
  lines.push('## Every page', '', '| client | user | size | route | path | lands on | h1 |', '| --- | --- | --- | --- | --- | --- | --- |');
  for (const report of reports)
    lines.push(`| ${report.client} | ${report.user} | ${report.size} | ${report.route} | ${report.path} | ${report.finalPath} | ${report.heading ?? '—'} |`);
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const clients = listFrom('WALK_CLIENTS', ['harbour', 'lumen', 'kontor']);
  const users = listFrom<UserKind>('WALK_USERS', ALL_USERS);
  const sizes = listFrom<SizeName>('WALK_SIZES', ['desktop', 'phone']);
  for (const user of users) if (!ALL_USERS.includes(user)) throw new Error(`WALK_USERS: unknown user ${user}`);
  for (const size of sizes) if (!(size in SIZES)) throw new Error(`WALK_SIZES: unknown size ${size}`);
  const out = process.env.WALK_OUT ?? join('/tmp/walk-screens', new Date().toISOString().replace(/[:.]/g, '-'));
  mkdirSync(out, { recursive: true });

  let stop: (() => Promise<void>) | null = null;
  if (process.env.WALK_PORT) process.env[PORT_ENV] = process.env.WALK_PORT;
  else stop = await globalSetup();

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const reports: PageReport[] = [];
  const unreached: string[] = [];
  try {
    for (const client of clients) {
      const copy = GERMAN_CLIENTS.has(client) ? englishCopy() : null;
      for (const user of users) {
        try {
          const walked = await walkUser(browser, client, user, sizes, out, copy);
          reports.push(...walked.reports);
          unreached.push(...walked.unreached.map((name) => `${client} ${user}: ${name}`));
        } catch (error) {
          unreached.push(`${client} ${user}: the walk stopped: ${(error as Error).message.split('\n')[0]}`);
          console.error(`${client} ${user}: ${(error as Error).message}`);
        }
        writeFileSync(join(out, 'summary.json'), JSON.stringify({ reports, unreached }, null, 2));
        writeFileSync(join(out, 'summary.md'), markdown(reports, unreached));
      }
    }
  } finally {
    await browser.close();
    if (stop) await stop();
  }
  console.log(`\n${reports.length} pages; summary: ${join(out, 'summary.md')}`);
}

await main();
