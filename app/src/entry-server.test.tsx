// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getAnnouncements } from '@portal/contract/calls/admin';
import { getUserAssessments, getWebLanding } from '@portal/contract/calls/home';
import { getUnreadNotifications } from '@portal/contract/calls/notifications';
import { getNav } from '@portal/contract/calls/shell';
import { getFaqs } from '@portal/contract/calls/help';
import { examples } from '@portal/contract/examples';
import type { Manifest } from '@portal/manifest/schema';
import { renderFirstView } from './entry-server';
import { FIRST_TIME_WARNING_COOKIE } from './features/auth/utils/constants';
import { EMOTION_KEY } from './lib/emotion-cache';

/** A demo client's manifest as the server inlines it (the fields the login page reads). */
function manifestOf(id: string): Manifest {
  const raw = JSON.parse(readFileSync(new URL(`../../clients/${id}/manifest.json`, import.meta.url), 'utf8')) as Manifest;
  return { ...raw, id };
}

describe('the first view of the login page (decision 0350)', () => {
  it("draws the client's sign-in card in its language, with every style element under the page's nonce", async () => {
    const view = await renderFirstView({ manifest: manifestOf('harbour'), pathname: '/login', nonce: 'n0nce' });
    const html = view!.markup;
    expect(html).toContain('Welcome to Harbour Mutual');
    expect(html).toContain('First time here?');
    expect(html).toContain('href="/privacy-policy"');
    // the page itself, not its loading skeleton: the lazily loaded page was waited for, and its Suspense boundary
    // went out complete (`<!--$-->`), not left for the browser to draw (`<!--$!-->`)
    expect(html).toContain('<!--$-->');
    expect(html).not.toContain('<!--$!-->');
    // the markup carries no style element (the browser hydrates it: React's own tree, nothing else)
    expect(html).not.toContain('<style');
    // one sheet for the head, with the global rules and every class the markup uses, named as Emotion names
    // its style elements, so the browser's cache adopts it
    const [, key, names, sheet] = /^<style data-emotion="(\S+) ([^"]+)" nonce="n0nce">(.*)<\/style>$/s.exec(view!.styles) ?? [];
    expect(key).toBe(EMOTION_KEY);
    expect(sheet).toContain('box-sizing:border-box');
    const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')).filter((name) => name.startsWith(`${EMOTION_KEY}-`)));
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) {
      expect(sheet).toContain(`.${name}`);
      expect(names!.split(' ')).toContain(name.slice(EMOTION_KEY.length + 1));
    }
    // the CSP refuses style attributes: server markup must carry none
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('speaks German for a German client, and leaves out the first-time warning a member dismissed', async () => {
    const markup = async (id: string, cookie?: string) => (await renderFirstView({ manifest: manifestOf(id), pathname: '/login', nonce: 'x', cookie }))!.markup;
    expect(await markup('kontor')).toContain('Zum ersten Mal hier?');
    expect(await markup('kontor', `a=b; ${FIRST_TIME_WARNING_COOKIE}=1`)).not.toContain('Zum ersten Mal hier?');
    // English again right after: each render has its own language
    expect(await markup('harbour')).toContain('First time here?');
  });

  it('renders no other page', async () => {
    // home is a member's page: without the replies of a session it is left to the app
    expect(await renderFirstView({ manifest: manifestOf('harbour'), pathname: '/', nonce: 'x' })).toBeNull();
    expect(await renderFirstView({ manifest: manifestOf('harbour'), pathname: '/login/extra', nonce: 'x' })).toBeNull();
  });
});

describe('the first view without scripts', () => {
  it('says why nothing follows the spinner when the browser runs no JavaScript', async () => {
    const view = await renderFirstView({ manifest: manifestOf('harbour'), pathname: '/login', nonce: 'x' });
    expect(view!.markup).toMatch(/<noscript>This portal needs JavaScript\. Please turn it on in your browser, then reload this page\.<\/noscript>/);
    const german = await renderFirstView({ manifest: manifestOf('kontor'), pathname: '/login', nonce: 'x' });
    expect(german!.markup).toContain('Dieses Portal benötigt JavaScript.');
  });
});

/** The session's member as the server inlines it (packages/server/src/app.ts bootReplies). */
const sessionUser = (language: string) => ({
  user_id: 41,
  username: 'aoife.byrne',
  first_name: 'Aoife',
  last_name: 'Byrne',
  email: 'aoife.byrne@example.com',
  user_role: 'cl',
  user_client_id: 'kontor',
  language,
  home_page: 'home',
  eligibilities: [],
  pp_accepted: true,
  tc_accepted: true,
  employer_admin: false,
  login_time: 1767261600000,
});

/** The replies inlined with a member's home: their session and the first reads, each with the body the app sends. */
function homeBoot(language: string, { welcome, announcement }: { welcome: string; announcement: string | null }) {
  const reply = (path: string) => examples[path]!.reply;
  return {
    session: { user: sessionUser(language) },
    calls: [
      [getUnreadNotifications.path, {}, { success: true, unread_count: 3 }],
      [getNav.path, { platform: 'web', language }, reply(getNav.path)],
      [getWebLanding.path, {}, { ...reply(getWebLanding.path), welcome_title: welcome, welcome_text: 'Your services.' }],
      [getUserAssessments.path, {}, reply(getUserAssessments.path)],
      [
        getAnnouncements.path,
        {},
        { success: true, announcements: announcement ? [{ id: 5, title: announcement, body: '<p>Closed on Friday.</p>', published_at: '2026-10-01T23:30:00.000Z', expires_on: null }] : [] },
      ],
    ],
  };
}

// a member page's first render loads the frame's and the page's modules: slow on a busy machine
describe("the first view of a member's home (decision 0380)", { timeout: 30_000 }, () => {
  it('draws the frame and the top of home from the replies inlined with the page, complete and in the member\'s language', async () => {
    const view = await renderFirstView({
      manifest: manifestOf('kontor'),
      pathname: '/',
      nonce: 'x',
      boot: homeBoot('en', { welcome: 'Welcome, Aoife', announcement: 'Office closed' }),
    });
    const html = view!.markup;
    // kontor speaks German by default; this member chose English, and the page says so
    expect(view!.language).toBe('en');
    expect(html).toContain('<h1>Welcome, Aoife</h1>');
    expect(html).toContain('Office closed');
    expect(html).toContain('<p>Closed on Friday.</p>');
    // the frame: the navigation from get-nav and the unread count from its own reply
    expect(html).toMatch(/<nav aria-label="Main"/);
    expect(html).toContain('3 unread');
    // the announcement's date is the browser's (its time zone): held by a space until the app has hydrated
    expect(html).not.toMatch(/October 2026|2 October|1 October/);
    expect(html).toContain('<!--$-->');
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it("keeps each render's replies to itself: the next member's page shows nothing of the last one's", async () => {
    const first = await renderFirstView({ manifest: manifestOf('kontor'), pathname: '/', nonce: 'x', boot: homeBoot('de', { welcome: 'Willkommen, Aoife', announcement: 'Büro geschlossen' }) });
    expect(first!.language).toBe('de');
    expect(first!.markup).toContain('Büro geschlossen');
    const second = await renderFirstView({ manifest: manifestOf('kontor'), pathname: '/', nonce: 'x', boot: homeBoot('de', { welcome: 'Willkommen, Ben', announcement: null }) });
    expect(second!.markup).toContain('<h1>Willkommen, Ben</h1>');
    expect(second!.markup).not.toContain('Aoife');
    expect(second!.markup).not.toContain('Büro geschlossen');
    // replies that did not come with the page: the welcome is left to the app, which asks (its skeleton)
    const asked = await renderFirstView({ manifest: manifestOf('kontor'), pathname: '/', nonce: 'x', boot: { session: { user: sessionUser('de') } } });
    expect(asked!.markup).not.toContain('Willkommen, Ben');
  });

  it("draws the app banners for the request's phone, as the phone keeps them: nothing moves as the app adopts the page", async () => {
    const boot = homeBoot('en', { welcome: 'Welcome, Aoife', announcement: null });
    const lumen = manifestOf('lumen');
    expect(lumen.appBanners.map((banner) => banner.platform)).toEqual(['ios', 'android']);
    const drawnFor = async (userAgent: string | undefined) => {
      const view = await renderFirstView({ manifest: lumen, pathname: '/', nonce: 'x', boot, ...(userAgent ? { userAgent } : {}) });
      return [...view!.markup.matchAll(/data-app-banner="(\w+)"/g)].map((match) => match[1]);
    };
    // Lighthouse's phone, and an iPhone: their own store only (the browser's first render keeps the same)
    expect(await drawnFor('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36')).toEqual(['android']);
    expect(await drawnFor('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toEqual(['ios']);
    // a device it cannot tell (a desktop, where the region is hidden, or no User-Agent): every store's
    expect(await drawnFor('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36')).toEqual(['ios', 'android']);
    expect(await drawnFor(undefined)).toEqual(['ios', 'android']);
  });

  it("renders no member page its route does not declare drawn, and nothing without the session's member", async () => {
    const boot = homeBoot('en', { welcome: 'Welcome, Aoife', announcement: null });
    // the events page asks from the browser's today (packages/contract/src/first-reads.ts says why)
    expect(await renderFirstView({ manifest: { ...manifestOf('kontor'), permittedRoutes: [...manifestOf('kontor').permittedRoutes, 'events'] }, pathname: '/events', nonce: 'x', boot })).toBeNull();
    expect(await renderFirstView({ manifest: manifestOf('kontor'), pathname: '/login', nonce: 'x', boot })).toBeNull();
    expect(await renderFirstView({ manifest: manifestOf('kontor'), pathname: '/', nonce: 'x', boot: { session: { user: null } } })).toBeNull();
    expect(await renderFirstView({ manifest: manifestOf('kontor'), pathname: '/', nonce: 'x', boot: {} })).toBeNull();
    // a client that does not permit home
    const noHome = { ...manifestOf('kontor'), permittedRoutes: manifestOf('kontor').permittedRoutes.filter((route) => route !== 'home') };
    expect(await renderFirstView({ manifest: noHome, pathname: '/', nonce: 'x', boot })).toBeNull();
  });
});

describe('the first view of every other member page its route declares drawn (issue 34)', { timeout: 30_000 }, () => {
  it('draws the frame and the help page from the replies inlined with it, in the member\'s language', async () => {
    const manifest = { ...manifestOf('kontor'), permittedRoutes: [...manifestOf('kontor').permittedRoutes, 'faq'] };
    const faqs = examples[getFaqs.path]!;
    const boot = {
      session: { user: sessionUser('en') },
      calls: [
        [getUnreadNotifications.path, {}, { success: true, unread_count: 2 }],
        [getNav.path, { platform: 'web', language: 'en' }, examples[getNav.path]!.reply],
        [getFaqs.path, { type: 'question', page: 1, page_size: 50, preview_length: 100 }, faqs.reply],
      ],
    };
    const view = await renderFirstView({ manifest, pathname: '/faq', nonce: 'x', boot });
    const html = view!.markup;
    expect(view!.language).toBe('en');
    expect(html).toMatch(/<nav aria-label="Main"/);
    expect(html).toContain('2 unread');
    // the page's own heading and the questions' category, from the inlined reply
    expect(html).toContain('<h1>Got a question for us?</h1>');
    expect(html).toContain('data-help-category="Other questions"');
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toMatch(/\sstyle="/);
  });
});
