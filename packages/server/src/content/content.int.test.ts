import { describe, expect, it } from 'vitest';
import { loadClients } from '@portal/manifest/load';
import { loadConfig } from '../config';
import { withHarness, type Harness } from '../../test/harness';
import { EXCLUDED_TAGS } from './rules';

const CONTENT = '/application/api/u/sapphire/home/content';
const TRENDING = '/application/api/u/studio/events/trending';
const NUTRITION = '/application/api/u/content/nutrition';
const FILTERS = '/application/api/u/sapphire/home/get-filters';
const DC_BANNER = '/application/api/u/home/get-dc-banner';
const ASSESSMENTS = '/application/api/u/sapphire/events/user-assessments';
const LANDING = '/application/api/u/sapphire/home/web-landing';
const LOCATIONS = '/application/api-hc/get-locations';

interface Card {
  id: number;
  event_date_id?: number;
  title: string;
  thumbnail: string;
  type: string;
  tags: string[];
  start?: string | null;
  end?: string | null;
  details: { start?: string | null; end?: string | null; location_string?: string | null };
}

/** A client that permits no page of these calls: every one of them is refused. */
function clientsWithOneWithoutHome() {
  const loaded = loadClients(loadConfig().clientsDir).clients;
  const brightpath = loaded.find((client) => client.id === 'brightpath')!;
  const quiet = {
    ...brightpath,
    id: 'quiet',
    manifest: {
      ...brightpath.manifest,
      id: 'quiet',
      clientNumber: 9901,
      subdomains: ['quiet'],
      permittedRoutes: ['settings', 'accountSettings', 'privacy', 'TCs'],
      homePage: 'settings',
    },
    server: {
      ...brightpath.server,
      accessCodes: [],
      oidc: { clientSecret: 'dev-quiet-test-secret-000000000000' },
    },
  };
  return [...loaded, quiet];
}

function toText(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

withHarness(
  'home content',
  (h) => {
    const cookies = new Map<string, string>();
    async function as(clientId: string, email = `member@${clientId}.example`): Promise<string> {
      const key = `${clientId}/${email}`;
      if (!cookies.has(key)) cookies.set(key, await h().signIn(clientId, email));
      return cookies.get(key)!;
    }
    async function call(
      harness: Harness,
      clientId: string,
      path: string,
      body: Record<string, unknown> = {},
      email?: string,
    ) {
      return harness.request(clientId, path, body, { cookie: await as(clientId, email) });
    }
    async function allPages(clientId: string, body: Record<string, unknown>): Promise<Card[]> {
      const cards: Card[] = [];
      for (let page = 1; page < 50; page++) {
        const reply = await call(h(), clientId, CONTENT, { ...body, page, pageSize: 6 });
        expect(reply.status).toBe(200);
        cards.push(...(reply.body.data as Card[]));
        if (!reply.body.meta.pagination.has_next_page) break;
      }
      return cards;
    }

    describe('events', () => {
      it('pages the client events six at a time in a stable order', async () => {
        const first = await call(h(), 'harbour', CONTENT, { type: 'events', tags: [], page: 1, pageSize: 6 });
        expect(first.status).toBe(200);
        expect(first.body.data).toHaveLength(6);
        const pagination = first.body.meta.pagination;
        expect(pagination.total).toBeGreaterThanOrEqual(14);
        expect(pagination).toMatchObject({
          current_page: 1,
          per_page: 6,
          total_pages: Math.ceil(pagination.total / 6),
          has_next_page: true,
          has_prev_page: false,
        });

        const cards = await allPages('harbour', { type: 'events' });
        expect(cards).toHaveLength(pagination.total);
        const dateIds = cards.map((card) => card.event_date_id);
        expect(new Set(dateIds).size).toBe(cards.length);
        const starts = cards.map((card) => card.details.start!);
        expect([...starts].sort()).toEqual(starts);
        for (const card of cards) {
          expect(card.type).toBe('events');
          expect(card.thumbnail).toMatch(/^data:image\/svg\+xml,/);
          expect(card.details.start).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        }
        expect((await allPages('harbour', { type: 'events' })).map((card) => card.event_date_id)).toEqual(
          dateIds,
        );
      });

      it('lists only future events when upcoming', async () => {
        const now = toText(new Date());
        const all = await allPages('harbour', { type: 'events' });
        const upcoming = await allPages('harbour', { type: 'events', upcoming: true });
        expect(all.some((card) => card.details.end! <= now)).toBe(true);
        expect(upcoming.length).toBeGreaterThan(0);
        expect(upcoming.length).toBeLessThan(all.length);
        for (const card of upcoming) expect(card.details.end! > now).toBe(true);
      });

      it('filters by office location, with one location that has none', async () => {
        const locations = (await call(h(), 'harbour', LOCATIONS)).body.locations as {
          location_id: number;
          location_label: string;
        }[];
        expect(locations.length).toBeGreaterThan(1);
        const [first] = locations;
        const last = locations[locations.length - 1]!;

        const atFirst = await allPages('harbour', { type: 'events', filter: first!.location_id });
        expect(atFirst.length).toBeGreaterThan(0);
        for (const card of atFirst) expect(card.details.location_string).toContain(first!.location_label);

        const atLast = await call(h(), 'harbour', CONTENT, {
          type: 'events',
          filter: String(last.location_id),
          page: 1,
          pageSize: 6,
        });
        expect(atLast.body.data).toEqual([]);
        expect(atLast.body.meta.pagination).toMatchObject({ total: 0, total_pages: 0, has_next_page: false });

        const showAll = await call(h(), 'harbour', CONTENT, {
          type: 'events',
          filter: 'all',
          page: 1,
          pageSize: 30,
        });
        const none = await call(h(), 'harbour', CONTENT, {
          type: 'events',
          filter: '',
          page: 1,
          pageSize: 30,
        });
        expect(showAll.body.meta.pagination.total).toBe(none.body.meta.pagination.total);
        expect(showAll.body.meta.pagination.total).toBeGreaterThan(atFirst.length);
      });

      it('gives side events one page of four', async () => {
        const reply = await call(h(), 'harbour', CONTENT, {
          filter: '',
          tags: [],
          type: 'events',
          page: 1,
          pageSize: 4,
        });
        expect(reply.body.data).toHaveLength(4);
        expect(reply.body.meta.pagination.per_page).toBe(4);
      });

      it('shows no events to a client without event pages', async () => {
        const reply = await call(h(), 'brightpath', CONTENT, { type: 'events', page: 1, pageSize: 6 });
        expect(reply.status).toBe(200);
        expect(reply.body.data).toEqual([]);
      });
    });

    describe('videos, articles and more', () => {
      it('has 14 videos, one of them live now', async () => {
        const videos = await allPages('harbour', { type: 'videos' });
        expect(videos).toHaveLength(14);
        const now = toText(new Date());
        const live = videos.filter(
          (video) => video.start && video.end && video.start <= now && now < video.end,
        );
        expect(live).toHaveLength(1);
      });

      it('has 14 articles, searchable and filtered by tags', async () => {
        const articles = await allPages('harbour', { type: 'articles' });
        expect(articles).toHaveLength(14);

        const sleep = await call(h(), 'harbour', CONTENT, {
          type: 'articles',
          search_term: 'sleep',
          page: 1,
          pageSize: 30,
        });
        expect(sleep.body.data.length).toBeGreaterThan(0);
        for (const card of sleep.body.data as Card[])
          expect(JSON.stringify(card).toLowerCase()).toContain('sleep');

        const body = await call(h(), 'harbour', CONTENT, {
          type: 'articles',
          tags: ['Body'],
          page: 1,
          pageSize: 30,
        });
        expect(body.body.data.length).toBeGreaterThan(0);
        expect(body.body.data.length).toBeLessThan(14);
        for (const card of body.body.data as Card[]) expect(card.tags).toContain('Body');

        const wildcard = await call(h(), 'harbour', CONTENT, {
          type: 'articles',
          search_term: '%',
          page: 1,
          pageSize: 30,
        });
        expect(wildcard.body.data).toEqual([]);
      });

      it('accepts numbers spelled as strings in a JSON carousel request', async () => {
        const reply = await h().request(
          'harbour',
          CONTENT,
          { type: 'videos', page: '2', pageSize: '6', tags: 'Mind' },
          { cookie: await as('harbour') },
        );
        expect(reply.status).toBe(200);
        expect(reply.body.meta.pagination.current_page).toBe(2);
      });

      it('refuses an unknown type and a page size over 50', async () => {
        expect((await call(h(), 'harbour', CONTENT, { type: 'spaceships' })).status).toBe(400);
        expect((await call(h(), 'harbour', CONTENT, { type: 'videos', pageSize: 500 })).status).toBe(400);
      });

      it('lists studio and gym classes as trending, and recipes as nutrition', async () => {
        const trending = await call(h(), 'harbour', TRENDING, { page: 1, pageSize: 6 });
        expect(trending.status).toBe(200);
        expect(trending.body.data.length).toBeGreaterThan(0);
        for (const card of trending.body.data) expect(['studio', 'gym']).toContain(card.schedule_type);
        expect(trending.body.data[0].title).toBe('Morning Flow Yoga');
        const recipes = await call(h(), 'harbour', NUTRITION, { page: 1, pageSize: 6 });
        expect(recipes.body.data.length).toBeGreaterThan(0);
        for (const card of recipes.body.data) expect(card.type).toBe('recipes');
      });

      it('speaks German to the German client', async () => {
        const videos = await allPages('kontor', { type: 'videos' });
        expect(videos.map((video) => video.title)).toContain('Yoga-Flow am Morgen');
        const events = await allPages('kontor', { type: 'events' });
        expect(events.map((event) => event.title)).toContain('Einführung in Achtsamkeit');
      });
    });

    describe('tenant isolation', () => {
      it('never shows one client the events or own content of another', async () => {
        const harbourEvents = await allPages('harbour', { type: 'events' });
        const larkspurEvents = await allPages('larkspur', { type: 'events' });
        const larkspurIds = new Set(larkspurEvents.map((card) => card.event_date_id));
        expect(harbourEvents.some((card) => larkspurIds.has(card.event_date_id))).toBe(false);
        const harbourItems = new Set(harbourEvents.map((card) => card.id));
        expect(larkspurEvents.some((card) => harbourItems.has(card.id))).toBe(false);

        const harbourVideos = await allPages('harbour', { type: 'videos' });
        const larkspurVideos = await allPages('larkspur', { type: 'videos' });
        expect(harbourVideos.map((card) => card.title)).toContain('Welcome to Wellbeing at Harbour Mutual');
        expect(larkspurVideos.map((card) => card.title)).not.toContain(
          'Welcome to Wellbeing at Harbour Mutual',
        );
        const search = await call(h(), 'larkspur', CONTENT, {
          type: 'videos',
          search_term: 'Harbour',
          page: 1,
          pageSize: 30,
        });
        expect(search.body.data).toEqual([]);
      });

      it("finds no events at another client's location", async () => {
        const theirs = (await call(h(), 'larkspur', LOCATIONS)).body.locations as { location_id: number }[];
        for (const location of theirs) {
          const reply = await call(h(), 'harbour', CONTENT, {
            type: 'events',
            filter: location.location_id,
            page: 1,
            pageSize: 30,
          });
          expect(reply.body.data).toEqual([]);
        }
      });
    });

    describe('filters, banner, assessments and landing', () => {
      it('offers Life, Mind and Body first and never an excluded tag', async () => {
        const reply = await call(h(), 'harbour', FILTERS);
        expect(reply.status).toBe(200);
        const values = (reply.body.filters as { value: string }[]).map((filter) => filter.value);
        expect(values.slice(0, 3)).toEqual(['Life', 'Mind', 'Body']);
        for (const tag of EXCLUDED_TAGS)
          expect(values.map((value) => value.toLowerCase())).not.toContain(tag.toLowerCase());
      });

      it('offers digital clinic categories only where the clinics page is permitted', async () => {
        const larkspur = await call(h(), 'larkspur', DC_BANNER);
        expect(larkspur.body.dc_setting.enabled).toBe(true);
        expect(larkspur.body.categories.length).toBeGreaterThan(0);
        const harbour = await call(h(), 'harbour', DC_BANNER);
        expect(harbour.body).toMatchObject({ categories: [], dc_setting: { enabled: false } });
      });

      it('has reports for some members and none for others', async () => {
        const member = await call(h(), 'harbour', ASSESSMENTS);
        expect(member.status).toBe(200);
        expect(member.body.reports.length).toBeGreaterThan(0);
        const [report] = member.body.reports;
        expect(report.date_of_assessment).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(report.header_copy).toBeTruthy();
        expect(report.report_items[0]).toEqual({
          heading: expect.any(String),
          title: expect.any(String),
          description: expect.any(String),
        });
        const admin = await call(h(), 'harbour', ASSESSMENTS, {}, 'admin@harbour.example');
        expect(admin.body.reports).toEqual([]);
      });

      it('offers service tiles of permitted routes and the helpline tile', async () => {
        const harbour = await call(h(), 'harbour', LANDING);
        expect(harbour.status).toBe(200);
        expect(harbour.body.welcome_title).toBe('Welcome, Alex');
        const links = (harbour.body.event_services as { link: string }[]).map((tile) => tile.link);
        expect(links).toEqual(expect.arrayContaining(['/mental-health-coaching', '/events', '/healthscore']));
        expect(links).not.toContain('/clinics/digital');
        expect(harbour.body.eap_tile).toMatchObject({ link: '/eap' });

        const brightpath = await call(h(), 'brightpath', LANDING);
        expect(brightpath.body.event_services).toEqual([]);
        expect(brightpath.body.eap_tile).toBeNull();

        const fernway = await call(h(), 'fernway', LANDING);
        expect(fernway.body.eap_tile.link).toMatch(/^tel:\+44/);

        const kontor = await call(h(), 'kontor', LANDING);
        expect(kontor.body.welcome_title).toBe('Willkommen, Alex');
      });
    });

    describe('permitted routes', () => {
      it('refuses every home-content call to a client that permits none of its pages', async () => {
        for (const path of [CONTENT, TRENDING, NUTRITION, FILTERS, DC_BANNER, ASSESSMENTS, LANDING]) {
          const reply = await call(h(), 'quiet', path, { type: 'videos' });
          expect(reply.status, path).toBe(403);
          expect(reply.body.success).toBe(false);
        }
      });

      it('refuses a caller without a session', async () => {
        const reply = await h().request('harbour', CONTENT, { type: 'videos' });
        expect(reply.status).toBe(401);
        expect(reply.body.err).toContain('3994');
      });
    });
  },
  { clients: clientsWithOneWithoutHome() },
);
