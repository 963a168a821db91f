/**
 * `npm run bench:web`: Lighthouse (mobile, default simulated throttling) on /login and on a signed-in home of
 * every skin's demo client, against the real server started on its own port with a temporary data directory
 * (as the end-to-end global setup does). Prints performance score, FCP, LCP, TBT, CLS and bytes transferred
 * per row with PASS/FAIL against the target, and writes .bench/web.json. The exit code is 1 when a row fails.
 *
 * The signed-in home needs a session: the demo member signs in through the development identity provider
 * with Playwright first (the login fixture), and Lighthouse gets the session cookie as an extra header: the
 * load is a new tab's, as when a member opens the portal again, and the app restores the member from the
 * server session (decision 0380). A row whose page ends anywhere but where it was aimed fails, so a home that
 * bounced to /login is never counted as home.
 *
 *   BENCH_WEB_RUNS     Lighthouse runs per row, the median (by performance score) is reported (default 1)
 *   BENCH_WEB_CLIENTS  comma-separated client ids (default: one per skin, harbour lumen larkspur fernway kontor)
 *   BENCH_WEB_PAGES    login,home (default both)
 *   BENCH_WEB_REPORTS  1: also keep each run's full Lighthouse result in .bench/lighthouse/ (for its diagnostics)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/playwright.config';
import { clientUrl, findClient } from '../tests/fixtures/clients';
import globalSetup from '../tests/fixtures/global-setup';
import { login } from '../tests/fixtures/login';
import { REPO_ROOT } from '../tests/fixtures/paths';

const TARGET = { score: 95, lcpMs: 2500, cls: 0.1 } as const;
const DEFAULT_CLIENTS = ['harbour', 'lumen', 'larkspur', 'fernway', 'kontor'];

type PageName = 'login' | 'home';

interface Figures {
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly bytes: number;
  readonly requests: number;
  readonly finalUrl: string;
}

interface Row extends Figures {
  readonly client: string;
  readonly skin: number;
  readonly page: PageName;
  readonly url: string;
  readonly pass: boolean;
  readonly problems: string[];
}

interface SignedIn {
  readonly cookie: string;
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
  if (!raw) return 1;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9)
    throw new Error('BENCH_WEB_RUNS must be a whole number from 1 to 9');
  return runs;
}

/** Signs the client's demo member in through the identity provider; returns the session cookie. */
async function signIn(clientId: string): Promise<SignedIn> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page, clientId);
    const origin = new URL(clientUrl(clientId)).origin;
    const cookies = await context.cookies(origin);
    if (cookies.length === 0)
      throw new Error(`${clientId}: signed in, but the browser holds no cookie for ${origin}`);
    return { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
  } finally {
    await browser.close();
  }
}

async function measure(port: number, url: string, signedIn: SignedIn | null): Promise<Figures> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(signedIn ? { extraHeaders: { Cookie: signedIn.cookie } } : {}),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (process.env.BENCH_WEB_REPORTS === '1') {
      const name = `${new URL(url).hostname.split('.')[0]}-${new URL(url).pathname === '/' ? 'home' : 'login'}-${Date.now()}.json`;
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

function judge(client: string, page: PageName, url: string, figures: Figures): Row {
  const problems: string[] = [];
  if (figures.score < TARGET.score) problems.push(`score ${figures.score} < ${TARGET.score}`);
  if (figures.lcpMs > TARGET.lcpMs) problems.push(`LCP ${figures.lcpMs} ms > ${TARGET.lcpMs} ms`);
  if (figures.cls > TARGET.cls) problems.push(`CLS ${figures.cls} > ${TARGET.cls}`);
  if (new URL(figures.finalUrl).pathname !== new URL(url).pathname)
    problems.push(`ended on ${new URL(figures.finalUrl).pathname}`);
  return {
    client,
    skin: findClient(client).manifest.skin,
    page,
    url,
    ...figures,
    pass: problems.length === 0,
    problems,
  };
}

function print(row: Row): void {
  const kB = (row.bytes / 1024).toFixed(0);
  console.log(
    `${row.pass ? 'PASS' : 'FAIL'}  ${row.client.padEnd(9)} skin ${String(row.skin).padStart(2)}  ${row.page.padEnd(5)}` +
      `  score ${String(row.score).padStart(3)}  FCP ${(row.fcpMs / 1000).toFixed(2)} s  LCP ${(row.lcpMs / 1000).toFixed(2)} s` +
      `  TBT ${String(row.tbtMs).padStart(4)} ms  CLS ${row.cls.toFixed(3)}  ${kB.padStart(4)} kB in ${row.requests} requests` +
      (row.problems.length > 0 ? `  (${row.problems.join('; ')})` : ''),
  );
}

async function main(): Promise<void> {
  const clients = listFrom('BENCH_WEB_CLIENTS', DEFAULT_CLIENTS);
  const pages = listFrom('BENCH_WEB_PAGES', ['login', 'home']) as PageName[];
  for (const page of pages)
    if (page !== 'login' && page !== 'home') throw new Error(`BENCH_WEB_PAGES: unknown page ${page}`);
  for (const client of clients) findClient(client);
  const runs = runsFrom();

  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(
    `bench:web: ${clients.length} clients × ${pages.join(', ')}, ${runs} run(s) each; load average ${load()}`,
  );
  const stopServer = await globalSetup();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows: Row[] = [];
  const loadBefore = load();
  try {
    for (const client of clients) {
      for (const page of pages) {
        const url = clientUrl(client, page === 'login' ? '/login' : '/');
        const signedIn = page === 'home' ? await signIn(client) : null;
        const figures: Figures[] = [];
        for (let run = 0; run < runs; run++) figures.push(await measureWithRetry(chrome.port, url, signedIn));
        const row = judge(client, page, url, median(figures));
        print(row);
        rows.push(row);
      }
    }
  } finally {
    chrome.kill();
    await stopServer();
  }
  const loadAfter = load();
  console.log(`load average before ${loadBefore}, after ${loadAfter}`);
  const failed = rows.filter((row) => !row.pass).length;
  console.log(
    `${rows.length - failed} passed, ${failed} failed (target: score ≥ ${TARGET.score}, LCP ≤ ${TARGET.lcpMs} ms, CLS ≤ ${TARGET.cls})`,
  );
  mkdirSync(join(REPO_ROOT, '.bench'), { recursive: true });
  writeFileSync(
    join(REPO_ROOT, '.bench/web.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), lighthouse: '12 mobile, simulated throttling', runsPerRow: runs, loadAverage: { before: loadBefore, after: loadAfter }, target: TARGET, rows }, null, 2)}\n`,
  );
  if (failed > 0) process.exitCode = 1;
}

await main();
