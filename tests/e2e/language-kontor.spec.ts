import type { Page } from '@playwright/test';
import { isRoutePermitted, pathTo, routes, staticPathTo } from '@portal/manifest/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl, findClient } from '../fixtures/clients';
import { englishCopy, englishLines } from '../fixtures/english-copy';
import { expect, test } from '../fixtures/member';
import { shellCopy } from './shell-copy';
import { scrollThrough } from '../fixtures/scroll';

// Issue 9, item 1: a German client's member reads no English sentence of the catalogues or the demo data.
// Every page is walked, in parts that run side by side (one walk of every page was the suite's longest test).
test.describe.configure({ timeout: 120_000 });
test.use({ memberClient: 'kontor' });

const copy = englishCopy();

/** Every member page kontor permits that needs no parameter, then a path that does not exist. */
const PAGES = [
  ...new Set(
    routes
      .filter((route) => route.access !== 'public' && isRoutePermitted(route.name, findClient('kontor').manifest.permittedRoutes))
      .map((route) => staticPathTo(route.name))
      .filter((path): path is string => path !== null),
  ),
  '/diese-seite-gibt-es-nicht',
];
const PARTS = 3;

/** Every line of text the page renders (innerText leaves out what is not drawn). */
async function shownLines(page: Page): Promise<string[]> {
  return (await page.locator('body').innerText()).split('\n');
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // what loads as the member scrolls to it (home's carousels), then a skeleton gives way to the data it waits for
  await scrollThrough(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

test('the English catalogue and demo data are known, so the check can fail', () => {
  expect(copy.lines.has('Page not found')).toBe(true);
  expect(copy.lines.has('Lunchtime Yoga')).toBe(true);
  expect(copy.sentences).toContain('Your Health Score results');
  expect(englishLines(['Ihre Ergebnisse im Gesundheits-Score', 'Lunchtime Yoga'], copy)).toEqual([
    'Lunchtime Yoga',
  ]);
});

/** The English lines shown on the page, each named with where it was seen. */
async function englishOn(page: Page, where: string): Promise<string[]> {
  return englishLines(await shownLines(page), copy).map((line) => `${where}: ${line}`);
}

for (let part = 0; part < PARTS; part++) {
  const size = Math.ceil(PAGES.length / PARTS);
  const paths = PAGES.slice(part * size, (part + 1) * size);

  test(`kontor's pages read German throughout (part ${part + 1} of ${PARTS})`, async ({ page, member }) => {
    if (part === 0) expect(PAGES).toContain('/results');
    expect(paths.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const [index, path] of paths.entries()) {
      // the first page is where the signed-in member starts
      if (index === 0) await member.signIn(page, path);
      else await page.goto(clientUrl('kontor', path));
      await settled(page);
      found.push(...(await englishOn(page, path)));
    }
    expect(found).toEqual([]);
  });
}

/**
 * Kontor's member pages that need a parameter (an article, an event, a course, a coach, a Health Score assessment
 * …), reached as a member reaches them: by the links of the pages above. Staff pages (a coach's or support's
 * conversation) and the meeting room, whose links are buttons of the bookings panel, are left to their own specs.
 */
const PARAMETER_ROUTES = routes.filter(
  (route) =>
    route.access === 'member' &&
    !('role' in route && route.role) &&
    route.name !== 'bookingVideoRoom' &&
    isRoutePermitted(route.name, findClient('kontor').manifest.permittedRoutes) &&
    staticPathTo(route.name) === null,
);
/** What a member must find linked, at the least: the pages issue 31 found English on and the common details. */
const MUST_FIND = ['content', 'standaloneArticle', 'course', 'viewEvent', 'wellbeing', 'mentalHealthCoachingBook'];
/** Pages opened by buttons rather than links, with the parameter the button gives. */
const BY_BUTTON: Record<string, string> = {
  healthScoreDataProtection: pathTo('healthScoreDataProtection', { assessment_id: 'well_in_mind' }),
  healthScoreAssessment: pathTo('healthScoreAssessment', { assessment_id: 'well_in_mind' }),
  healthScoreResults: pathTo('healthScoreResults', { assessment_id: 'well_in_mind' }),
};
/** Where the links to detail pages are. */
const HUBS = ['/', '/content/articles', '/content/podcasts', '/content/videos', '/all-courses', '/events', '/healthscore', '/mental-health-coaching/select-coach', '/health-coaching/select-coach'];

function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? (part.endsWith('?') ? '(?:[^/]+)?' : '[^/]+') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
    .replace(/\/\(\?:\[\^\/\]\+\)\?$/, '(?:/[^/]+)?');
  return new RegExp(`^${source}$`);
}

/** The first path linked from the hubs for each parameter route. */
async function linkedPaths(page: Page): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const hub of HUBS) {
    await page.goto(clientUrl('kontor', hub));
    await settled(page).catch(() => undefined);
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href')!));
    for (const href of hrefs) {
      const path = href.split(/[?#]/)[0]!;
      const route = PARAMETER_ROUTES.find((candidate) => !found.has(candidate.name) && patternOf(candidate.path).test(path));
      if (route) found.set(route.name, href);
    }
  }
  return found;
}

test("kontor's pages behind links (an article, an event, a course, a coach …) read German throughout", async ({ page, member }) => {
  test.setTimeout(240_000);
  await member.signIn(page);
  const linked = await linkedPaths(page);
  expect([...linked.keys()]).toEqual(expect.arrayContaining(MUST_FIND));
  for (const [name, path] of Object.entries(BY_BUTTON)) if (!linked.has(name)) linked.set(name, path);
  const found: string[] = [];
  for (const [name, path] of linked) {
    await page.goto(clientUrl('kontor', path));
    await settled(page);
    found.push(...(await englishOn(page, `${name} ${path}`)));
  }
  // the library's topic filters, and a coach's "since" date written as German dates are (01.03.2019)
  await page.goto(clientUrl('kontor', '/wellbeing/all'));
  await settled(page);
  await expect(page.getByRole('group', { name: 'Nach Thema filtern' }).getByRole('button', { name: 'Schlaf' })).toBeVisible();
  await page.goto(clientUrl('kontor', linked.get('mentalHealthCoachingBook')!));
  await settled(page);
  const since = await page.getByText(/^Coach seit /).allInnerTexts();
  expect(since.length).toBeGreaterThan(0);
  for (const text of since) expect(text).toMatch(/^Coach seit \d{2}\.\d{2}\.\d{4}$/);
  expect(found).toEqual([]);
});

test("kontor's report, panels and logout read German throughout", async ({ page, member }) => {
  const found: string[] = [];
  await member.signIn(page);
  const shell = await shellCopy(page);

  // one report open, as the issue found it
  await page.goto(clientUrl('kontor', '/results'));
  await settled(page);
  await page.getByRole('link').filter({ hasText: 'Gesundheits-Score' }).first().click();
  await settled(page);
  found.push(...(await englishOn(page, page.url())));

  await page.goto(clientUrl('kontor', '/'));
  await settled(page);
  await page.getByRole('button', { name: shell.notifications }).click();
  await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  found.push(...(await englishOn(page, 'notifications panel')));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: shell.bookings, exact: true }).click();
  const bookings = page.getByRole('dialog', { name: shell.bookingsTitle });
  await expect(bookings.getByRole('article').first()).toBeVisible();
  found.push(...(await englishOn(page, 'bookings panel')));
  await expect(bookings).toContainText('Yoga in der Mittagspause');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.goto(clientUrl('kontor', '/account-settings'));
  await settled(page);
  // the row's term names the field; the field's own label is for screen readers only
  const drawn = await page
    .getByText('Mitgliedsnummer', { exact: true })
    .evaluateAll(
      (nodes) => nodes.filter((node) => (node as HTMLElement).getBoundingClientRect().width > 1).length,
    );
  expect(drawn).toBe(1);
  await expect(page.getByLabel('Mitgliedsnummer')).toBeVisible();

  await page.getByRole('button', { name: shell.menu }).click();
  await page.getByRole('dialog', { name: shell.menu }).getByRole('button', { name: shell.logout }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  found.push(...(await englishOn(page, 'after logout')));

  expect(found).toEqual([]);
});
