import type { Page, Request } from '@playwright/test';
import { isRoutePermitted, type RouteName } from '@portal/manifest/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl, findClient } from '../fixtures/clients';
import { createMember, expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';
import { scrollThrough } from '../fixtures/scroll';

const CONTENT_PATH = '/application/api/u/sapphire/home/content';
const MOBILE = { width: 390, height: 844 };

/** The home page's copy in the two catalogues the demo clients use. */
const COPY = {
  en: {
    help: 'How can we help you today?',
    coaching: 'Coaching',
    assessments: 'Health assessments',
    events: 'Events',
    videos: 'Videos',
    articles: 'Articles',
    viewMore: 'View More',
    location: 'Office location',
    showAll: 'Show all',
    noEvents: 'There are no available events for your selected office location. Try selecting another location.',
    resultsBanner: 'View your results',
    pastResults: 'Past results',
    viewResults: 'View results',
    listingTitles: { events: 'Upcoming events', videos: 'Videos', articles: 'Articles' },
    listingEmpty:
      "No events found at the selected location, please select a different location or choose 'Show all' to see all available events.",
    page: (x: number, y: number) => `Page ${x} of ${y}`,
    next: (title: string) => `Next: ${title}`,
    notFound: "Something went wrong! We can't seem to find the page you are looking for.",
  },
  de: {
    help: 'Wie können wir Ihnen heute helfen?',
    coaching: 'Coaching',
    assessments: 'Gesundheitschecks',
    events: 'Veranstaltungen',
    videos: 'Videos',
    articles: 'Artikel',
    viewMore: 'Mehr anzeigen',
    location: 'Bürostandort',
    showAll: 'Alle anzeigen',
    noEvents:
      'Für Ihren ausgewählten Bürostandort gibt es keine verfügbaren Veranstaltungen. Wählen Sie einen anderen Standort.',
    resultsBanner: 'Ihre Ergebnisse ansehen',
    pastResults: 'Bisherige Ergebnisse',
    viewResults: 'Ergebnisse ansehen',
    listingTitles: { events: 'Kommende Veranstaltungen', videos: 'Videos', articles: 'Artikel' },
    listingEmpty:
      'Am ausgewählten Standort wurden keine Veranstaltungen gefunden. Bitte wählen Sie einen anderen Standort oder „Alle anzeigen“, um alle verfügbaren Veranstaltungen zu sehen.',
    page: (x: number, y: number) => `Seite ${x} von ${y}`,
    next: (title: string) => `Weiter: ${title}`,
    notFound: null,
  },
} as const;

type Copy = (typeof COPY)[keyof typeof COPY];

async function copyOf(page: Page): Promise<Copy> {
  await expect(page.locator('html')).toHaveAttribute('lang', /^(en|de)$/);
  const lang = await page.locator('html').getAttribute('lang');
  return lang === 'de' ? COPY.de : COPY.en;
}

function permitted(clientId: string, ...names: RouteName[]): boolean {
  const { manifest } = findClient(clientId);
  return names.some((name) => isRoutePermitted(name, manifest.permittedRoutes));
}

function contentBody(request: Request): Record<string, unknown> | null {
  if (!request.url().endsWith(CONTENT_PATH) || request.method() !== 'POST') return null;
  return JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
}

/** Waits until the home page's carousels have settled (no skeletons left): they load as the member scrolls to them. */
async function homeSettled(page: Page, copy: Copy): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: copy.help, exact: true })).toBeVisible();
  // the coaching sections and the carousels come as the member scrolls towards them
  await scrollThrough(page);
  await expect(page.getByRole('heading', { level: 2, name: copy.articles, exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

// English with the office filter, German, and English without it (fernway). lumen takes harbour's branches in
// skin 9: its home sections are in the visual tests in every skin, and platform.spec.ts runs axe on its home page.
const CLIENTS = ['harbour', 'kontor', 'fernway'] as const;

for (const clientId of CLIENTS) {
  test.describe(`${clientId}: home`, () => {
    test.use({ memberClient: clientId });

    test('sections follow the manifest; events location filter; carousel paging; axe; screens', async ({ page, member }) => {
      // two axe runs and three full-page screens
      test.slow();
      const { manifest } = findClient(clientId);
      const contentRequests: Record<string, unknown>[] = [];
      page.on('request', (request) => {
        const body = contentBody(request);
        if (body) contentRequests.push(body);
      });

      await member.signIn(page, '/');
      await expect(page).toHaveURL(clientUrl(clientId, '/'));
      const copy = await copyOf(page);
      await homeSettled(page, copy);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).not.toHaveText('');
      // the member has two assessment reports
      await expect(main.getByRole('link', { name: copy.resultsBanner })).toHaveAttribute('href', '/results');
      await expect(main.getByRole('heading', { level: 2, name: copy.help })).toBeVisible();
      const tiles = page.getByTestId('service-tiles').getByRole('listitem');
      expect(await tiles.count()).toBeGreaterThan(0);
      const helpline = manifest.helplineTile !== null || manifest.eap.active;
      if (helpline) {
        await expect(page.getByTestId('service-tiles').locator('a[href^="tel:"], a[href="/eap"]')).toHaveCount(1);
      }

      const coaching = permitted(clientId, 'mentalHealthCoaching', 'healthCoaching', 'cancerCoaching', 'totalMentalHealth');
      await expect(main.getByRole('heading', { level: 2, name: copy.coaching, exact: true })).toHaveCount(coaching ? 1 : 0);
      const assessments = permitted(clientId, 'healthScore', 'randoxKit');
      await expect(main.getByRole('heading', { level: 2, name: copy.assessments, exact: true })).toHaveCount(
        assessments ? 1 : 0,
      );
      if (permitted(clientId, 'healthScore')) {
        await expect(page.getByTestId('home-assessments').locator('a[href="/healthscore"]')).toHaveCount(1);
      }

      for (const [type, title] of [
        ['events', copy.events],
        ['videos', copy.videos],
        ['articles', copy.articles],
      ] as const) {
        const carousel = page.locator(`[data-carousel="${type}"]`);
        await expect(carousel.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
        await expect(carousel.getByRole('link', { name: copy.viewMore })).toHaveAttribute('href', `/content/${type}`);
      }
      expect(contentRequests.every((body) => body.pageSize === 6)).toBe(true);

      // events cards lead to the event page; videos and articles to the standalone article
      const events = page.locator('[data-carousel="events"]');
      // the member's own office may be the one without events
      if (manifest.features.locationSelector) await events.getByRole('combobox').selectOption('all');
      await expect(events.locator('a[href^="/events/view-event/"]').first()).toBeVisible();
      await expect(page.locator('[data-carousel="articles"] a[href^="/stand-alone-article/"]').first()).toBeVisible();

      await saveScreen(page, clientId, 'home-desktop');
      await expectNoAxeViolations(page);

      if (manifest.features.locationSelector) {
        const select = events.getByRole('combobox', { name: copy.location });
        const options = await select.locator('option').allTextContents();
        expect(options[0]).toBe(copy.showAll);
        // an office's events and the online ones, which every office offers (decision 0260)
        const office = options[options.length - 1]!;
        const officeReply = page.waitForResponse((response) => {
          const body = contentBody(response.request());
          return body?.type === 'events' && body.filter !== undefined;
        });
        await select.selectOption({ label: office });
        const officeCards = ((await (await officeReply).json()) as { data: { details?: { location_string?: string | null } }[] }).data;
        expect(officeCards.some((card) => card.details?.location_string === 'Online')).toBe(true);
        for (const card of officeCards) expect([office, 'Online'].some((where) => card.details?.location_string?.includes(where))).toBe(true);
        await expect(events.locator('a[href^="/events/view-event/"]').first()).toBeVisible();
        await expect(events.getByText(copy.noEvents, { exact: true })).toHaveCount(0);
        await saveScreen(page, clientId, 'home-office-events');
        await expectNoAxeViolations(page);
        await select.selectOption('all');
        await expect(select).toHaveValue('all');
        await expect(events.locator('a[href^="/events/view-event/"]').first()).toBeVisible();
        // every location's list starts at page 1 (Show all may come from the cache)
        const filtered = contentRequests.filter((body) => body.type === 'events' && body.filter !== undefined);
        expect(filtered.length).toBeGreaterThan(0);
        expect(filtered.every((body) => body.page === 1)).toBe(true);
      } else {
        await expect(events.getByRole('combobox')).toHaveCount(0);
      }

      // the next page is fetched 4 items from the end (1280 px wide: four slides a view, six items a page)
      const videos = page.locator('[data-carousel="videos"]');
      const videoPages = () => contentRequests.filter((body) => body.type === 'videos').map((body) => body.page);
      expect(videoPages()).toEqual([1]);
      await videos.getByRole('button', { name: copy.next(copy.videos) }).click();
      await page.waitForTimeout(300);
      expect(videoPages()).toEqual([1]);
      await videos.getByRole('button', { name: copy.next(copy.videos) }).click();
      await expect.poll(videoPages).toEqual([1, 2]);
      await expect(videos.locator('[aria-roledescription="slide"]')).toHaveCount(12);

      await page.setViewportSize(MOBILE);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreen(page, clientId, 'home-mobile');
    });
  });
}

// English and German (lumen's are the same pages in another skin)
for (const clientId of ['harbour', 'kontor'] as const) {
  test(`${clientId}: no results banner for a member without reports`, async ({ page }) => {
    await (await createMember(clientId, { reports: false })).signIn(page);
    const copy = await copyOf(page);
    await homeSettled(page, copy);
    await expect(page.getByRole('heading', { level: 2, name: copy.help })).toBeVisible();
    await expect(page.getByTestId('results-banner')).toHaveCount(0);
  });

  // the listing pages
  test(`${clientId}: View More opens the listing pages`, async ({ page }) => {
    test.slow();
    const contentRequests: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      const body = contentBody(request);
      if (body) contentRequests.push(body);
    });
    await (await createMember(clientId)).signIn(page);
    const copy = await copyOf(page);
    await homeSettled(page, copy);

    await page.locator('[data-carousel="articles"]').getByRole('link', { name: copy.viewMore }).click();
    await expect(page).toHaveURL(clientUrl(clientId, '/content/articles'));
    await expect(page.getByRole('heading', { level: 1, name: copy.listingTitles.articles })).toBeVisible();
    await expect(page.locator('[data-listing="articles"] li a[href^="/stand-alone-article/"]').first()).toBeVisible();
    const articles = contentRequests.filter((body) => body.type === 'articles').at(-1)!;
    expect(articles).toMatchObject({ page: 1, pageSize: 30 });
    // 'Page X of Y' only with more than one page of 30
    const listed = await page.locator('[data-listing="articles"] li').count();
    await expect(page.getByText(copy.page(1, 2))).toHaveCount(listed < 30 ? 0 : 1);
    await expectNoAxeViolations(page);

    await page.goto(clientUrl(clientId, '/content/events'));
    await expect(page.getByRole('heading', { level: 1, name: copy.listingTitles.events })).toBeVisible();
    const select = page.getByRole('combobox', { name: copy.location });
    const options = await select.locator('option').allTextContents();
    expect(options[0]).toBe(copy.showAll);
    await select.selectOption('all');
    await expect(page.locator('[data-listing="events"] a[href^="/events/view-event/"]').first()).toBeVisible();
    // the last office lists its own events and the online ones
    await select.selectOption({ label: options[options.length - 1]! });
    await expect(page.locator('[data-listing="events"] a[href^="/events/view-event/"]').first()).toBeVisible();
    await expect(page.getByText(copy.listingEmpty, { exact: true })).toHaveCount(0);
    await saveScreen(page, clientId, 'listing-events-office');
    await expectNoAxeViolations(page);
    expect(contentRequests.filter((body) => body.type === 'events').at(-1)).toMatchObject({ page: 1, pageSize: 30 });

    await page.goto(clientUrl(clientId, '/content/videos'));
    await expect(page.getByRole('heading', { level: 1, name: copy.listingTitles.videos })).toBeVisible();
    await expect(page.locator('[data-listing="videos"] li').first()).toBeVisible();
    await saveScreen(page, clientId, 'listing-videos');

    await page.goto(clientUrl(clientId, '/content/podcasts'));
    if (copy.notFound) await expect(page.getByRole('heading', { name: copy.notFound })).toBeVisible();
    await expect(page.locator('[data-listing]')).toHaveCount(0);
  });

  test(`${clientId}: past results list and detail`, async ({ page }) => {
    await (await createMember(clientId)).signIn(page);
    const copy = await copyOf(page);
    await page.getByRole('link', { name: copy.resultsBanner }).click();
    await expect(page).toHaveURL(clientUrl(clientId, '/results'));
    await expect(page.getByRole('heading', { level: 1, name: copy.pastResults })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('columnheader')).toHaveCount(3);
    await saveScreen(page, clientId, 'results-list');
    await expectNoAxeViolations(page);
    await page.setViewportSize(MOBILE);
    await saveScreen(page, clientId, 'results-list-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    const title = (await rows.nth(1).getByRole('cell').nth(1).textContent())!.trim();
    await rows.nth(1).getByRole('link', { name: copy.viewResults }).click();
    await expect(page).toHaveURL(/\/results\?report=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const cards = page.getByRole('main').getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first().getByRole('heading', { level: 2 })).not.toHaveText('');
    await saveScreen(page, clientId, 'results-detail');
    await expectNoAxeViolations(page);
  });
}
