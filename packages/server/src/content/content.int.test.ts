import { describe, expect, it } from 'vitest';
import { loadClients } from '@portal/manifest/load';
import { loadConfig } from '../config';
import type { CallRequestInput } from '@portal/contract/define-call';
import {
  getContentFilters,
  getDcBanner,
  getHomeContent,
  getNutrition,
  getTrendingEvents,
} from '@portal/contract/calls/content';
import { getUserAssessments, getWebLanding } from '@portal/contract/calls/home';
import { getLocations } from '@portal/contract/calls/locations';
import { withHarness, type Session } from '../../test/harness';
import { EXCLUDED_TAGS } from './rules';

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
    const sessions = new Map<string, Session>();
    async function as(clientId: string, email = `member@${clientId}.example`): Promise<Session> {
      const key = `${clientId}/${email}`;
      if (!sessions.has(key)) sessions.set(key, await h().session(clientId, email));
      return sessions.get(key)!;
    }
    async function content(clientId: string, body: CallRequestInput<typeof getHomeContent>) {
      return h().call(getHomeContent, body, await as(clientId));
    }
    async function allPages(clientId: string, body: CallRequestInput<typeof getHomeContent>) {
      const cards = [];
      for (let page = 1; page < 50; page++) {
        const reply = await content(clientId, { ...body, page, pageSize: 6 });
        cards.push(...reply.data);
        if (!reply.meta.pagination.has_next_page) break;
      }
      return cards;
    }

    describe('events', () => {
      it('pages the client events six at a time in a stable order', async () => {
        const first = await content('harbour', { type: 'events', tags: [], page: 1, pageSize: 6 });
        expect(first.data).toHaveLength(6);
        const pagination = first.meta.pagination;
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
        const starts = cards.map((card) => card.details?.start ?? '');
        expect([...starts].sort()).toEqual(starts);
        for (const card of cards) {
          expect(card.type).toBe('events');
          // home's event cards come from the events domain (decision 0260), its artwork base64-encoded
          expect(card.thumbnail).toMatch(/^data:image\/svg\+xml[,;]/);
          expect(card.details?.start).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        }
        expect((await allPages('harbour', { type: 'events' })).map((card) => card.event_date_id)).toEqual(
          dateIds,
        );
      });

      it('lists only future events when upcoming', async () => {
        const now = toText(new Date());
        const all = await allPages('harbour', { type: 'events' });
        const upcoming = await allPages('harbour', { type: 'events', upcoming: true });
        expect(all.some((card) => (card.details?.end ?? '') <= now)).toBe(true);
        expect(upcoming.length).toBeGreaterThan(0);
        expect(upcoming.length).toBeLessThan(all.length);
        for (const card of upcoming) expect((card.details?.end ?? '') > now).toBe(true);
      });

      it('filters by office location; online events are at every office', async () => {
        const { locations } = await h().call(getLocations, {}, await as('harbour'));
        expect(locations.length).toBeGreaterThan(1);
        const [first] = locations;
        const last = locations[locations.length - 1]!;

        const atFirst = await allPages('harbour', { type: 'events', filter: first!.location_id });
        expect(atFirst.length).toBeGreaterThan(0);
        for (const card of atFirst) expect([first!.location_label, 'Online'].some((where) => card.details?.location_string?.includes(where))).toBe(true);

        // every office lists the online events too
        const atLast = await allPages('harbour', { type: 'events', filter: String(last.location_id) });
        expect(atLast.some((card) => card.details?.location_string === 'Online')).toBe(true);
        for (const card of atLast) expect([last.location_label, 'Online'].some((where) => card.details?.location_string?.includes(where))).toBe(true);

        const showAll = await content('harbour', {
          type: 'events',
          filter: 'all',
          page: 1,
          pageSize: 30,
        });
        const none = await content('harbour', {
          type: 'events',
          filter: '',
          page: 1,
          pageSize: 30,
        });
        expect(showAll.meta.pagination.total).toBe(none.meta.pagination.total);
        expect(showAll.meta.pagination.total).toBeGreaterThan(atFirst.length);
      });

      it('gives side events one page of four', async () => {
        const reply = await content('harbour', {
          filter: '',
          tags: [],
          type: 'events',
          page: 1,
          pageSize: 4,
        });
        expect(reply.data).toHaveLength(4);
        expect(reply.meta.pagination.per_page).toBe(4);
      });

      it('shows no events to a client without event pages', async () => {
        const reply = await content('brightpath', { type: 'events', page: 1, pageSize: 6 });
        expect(reply.data).toEqual([]);
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

        const sleep = await content('harbour', {
          type: 'articles',
          search_term: 'sleep',
          page: 1,
          pageSize: 30,
        });
        expect(sleep.data.length).toBeGreaterThan(0);
        for (const card of sleep.data) expect(JSON.stringify(card).toLowerCase()).toContain('sleep');

        const tagged = await content('harbour', {
          type: 'articles',
          tags: ['Body'],
          page: 1,
          pageSize: 30,
        });
        expect(tagged.data.length).toBeGreaterThan(0);
        expect(tagged.data.length).toBeLessThan(14);
        for (const card of tagged.data) expect(card.tags).toContain('Body');

        const wildcard = await content('harbour', {
          type: 'articles',
          search_term: '%',
          page: 1,
          pageSize: 30,
        });
        expect(wildcard.data).toEqual([]);
      });

      it('accepts numbers spelled as strings in a JSON carousel request', async () => {
        const session = await as('harbour');
        const reply = await h().request(
          'harbour',
          getHomeContent.path,
          { type: 'videos', page: '2', pageSize: '6', tags: 'Mind' },
          { cookie: session.cookie },
        );
        expect(reply.status).toBe(200);
        expect((reply.body as { meta: { pagination: { current_page: number } } }).meta.pagination.current_page).toBe(2);
      });

      it('refuses an unknown type and a page size over 50', async () => {
        expect((await h().refused(getHomeContent, { type: 'spaceships' }, await as('harbour'))).status).toBe(
          400,
        );
        expect(
          (await h().refused(getHomeContent, { type: 'videos', pageSize: 500 }, await as('harbour'))).status,
        ).toBe(400);
      });

      it('lists studio and gym classes as trending, and recipes as nutrition', async () => {
        const trending = await h().call(getTrendingEvents, { page: 1, pageSize: 6 }, await as('harbour'));
        expect(trending.data.length).toBeGreaterThan(0);
        for (const card of trending.data) expect(['studio', 'gym']).toContain(card.schedule_type);
        expect(trending.data[0]!.title).toBe('Morning Flow Yoga');
        const recipes = await h().call(getNutrition, { page: 1, pageSize: 6 }, await as('harbour'));
        expect(recipes.data.length).toBeGreaterThan(0);
        for (const card of recipes.data) expect(card.type).toBe('recipes');
      });

      it('speaks German to the German client', async () => {
        const videos = await allPages('kontor', { type: 'videos' });
        expect(videos.map((video) => video.title)).toContain('Yoga-Flow am Morgen');
        const events = await allPages('kontor', { type: 'events' });
        expect(events.map((event) => event.title)).toContain('Workshop: Achtsam führen');
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
        const search = await content('larkspur', {
          type: 'videos',
          search_term: 'Harbour',
          page: 1,
          pageSize: 30,
        });
        expect(search.data).toEqual([]);
      });

      it("finds no events at another client's location", async () => {
        const theirs = (await h().call(getLocations, {}, await as('larkspur'))).locations;
        for (const location of theirs) {
          const reply = await content('harbour', {
            type: 'events',
            filter: location.location_id,
            page: 1,
            pageSize: 30,
          });
          expect(reply.data).toEqual([]);
        }
      });
    });

    describe('filters, banner, assessments and landing', () => {
      it('offers Life, Mind and Body first and never an excluded tag', async () => {
        const reply = await h().call(getContentFilters, {}, await as('harbour'));
        const values = reply.filters.map((filter) => filter.value);
        expect(values.slice(0, 3)).toEqual(['Life', 'Mind', 'Body']);
        for (const tag of EXCLUDED_TAGS)
          expect(values.map((value) => value.toLowerCase())).not.toContain(tag.toLowerCase());
      });

      it("names every filter in German for a German member; the tag stays the filter's value (issue 31)", async () => {
        const reply = await h().call(getContentFilters, {}, await as('kontor'));
        const labels = new Map(reply.filters.map((filter) => [filter.value, filter.label]));
        expect(labels.get('Sleep')).toBe('Schlaf');
        expect(labels.get('Mindfulness')).toBe('Achtsamkeit');
        for (const [value, label] of labels) if (!['Yoga', 'Pilates', 'Stress'].includes(value)) expect(label, value).not.toBe(value);
      });

      it('offers digital clinic categories only where the clinics page is permitted', async () => {
        const larkspur = await h().call(getDcBanner, {}, await as('larkspur'));
        expect(larkspur.dc_setting.enabled).toBe(true);
        expect(larkspur.categories.length).toBeGreaterThan(0);
        // each clinic names its key, by which the page offers its next step
        expect(larkspur.categories.map((category) => category.key)).toEqual(
          expect.arrayContaining(['physiotherapy', 'dermatology', 'nutrition', 'sleep', 'womens-health', 'mens-health']),
        );
        const lumen = await h().call(getDcBanner, {}, await as('lumen'));
        expect(lumen).toMatchObject({ categories: [], dc_setting: { enabled: false } });
      });

      it('has reports for some members and none for others', async () => {
        const member = await h().call(getUserAssessments, {}, await as('harbour'));
        expect(member.reports.length).toBeGreaterThan(0);
        const report = member.reports[0]!;
        expect(report.date_of_assessment).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(report.header_copy).toBeTruthy();
        expect(report.report_items[0]).toEqual({
          heading: expect.any(String),
          title: expect.any(String),
          description: expect.any(String),
        });
        const admin = await h().call(getUserAssessments, {}, await as('harbour', 'admin@harbour.example'));
        expect(admin.reports).toEqual([]);
      });

      it('offers service tiles of permitted routes and the helpline tile', async () => {
        const harbour = await h().call(getWebLanding, {}, await as('harbour'));
        expect(harbour.welcome_title).toBe('Welcome, Alex');
        const links = harbour.event_services.map((tile) => tile.link);
        expect(links).toEqual(expect.arrayContaining(['/mental-health-coaching', '/events', '/healthscore']));
        expect(links).toContain('/clinics/digital');
        expect(harbour.eap_tile).toMatchObject({ link: '/eap' });
        const lumen = await h().call(getWebLanding, {}, await as('lumen'));
        expect(lumen.event_services.map((tile) => tile.link)).not.toContain('/clinics/digital');

        const brightpath = await h().call(getWebLanding, {}, await as('brightpath'));
        expect(brightpath.event_services).toEqual([]);
        expect(brightpath.eap_tile).toBeNull();

        const fernway = await h().call(getWebLanding, {}, await as('fernway'));
        expect(fernway.eap_tile?.link).toMatch(/^tel:\+44/);

        const kontor = await h().call(getWebLanding, {}, await as('kontor'));
        expect(kontor.welcome_title).toBe('Willkommen, Alex');
      });
    });

    describe('permitted routes', () => {
      it('refuses every home-content call to a client that permits none of its pages', async () => {
        const quiet = await as('quiet');
        for (const call of [getHomeContent, getTrendingEvents, getNutrition]) {
          expect((await h().refused(call, { type: 'videos' }, quiet)).status, call.path).toBe(403);
        }
        for (const call of [getContentFilters, getDcBanner, getUserAssessments, getWebLanding]) {
          expect((await h().refused(call, {}, quiet)).status, call.path).toBe(403);
        }
      });

      it('refuses a caller without a session', async () => {
        const reply = await h().refused(getHomeContent, { type: 'videos' }, { client: 'harbour' });
        expect(reply.status).toBe(401);
        expect(reply.body.err).toContain('3994');
      });
    });
  },
  { clients: clientsWithOneWithoutHome() },
);
