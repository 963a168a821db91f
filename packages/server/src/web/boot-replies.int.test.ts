import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getAnnouncements, getBranding } from '@portal/contract/calls/admin';
import { getCoach, getCoaches } from '@portal/contract/calls/coaching';
import { getChallenges } from '@portal/contract/calls/fitness';
import { getCoachingData } from '@portal/contract/calls/coaching';
import { logout } from '@portal/contract/calls/auth';
import { getUserAssessments, getWebLanding } from '@portal/contract/calls/home';
import { getUnreadNotifications } from '@portal/contract/calls/notifications';
import { getNav } from '@portal/contract/calls/shell';
import { getEvents } from '@portal/contract/calls/events';
import { drawnInZone, firstReadsFor, firstRedirectFor } from '@portal/contract/first-reads';
import { calendarDayIn } from '@portal/contract/time-zone';
import { isRoutePermitted, routes, staticPathTo } from '@portal/manifest/routes';
import { withHarness } from '../../test/harness';
import { auditLog } from '../audit/schema';
import { auditWritten } from '../audit/service';
import { BOOT_REPLIES_ID } from './pages';

// a page template of our own: the test does not depend on a built app
const dist = mkdtempSync(path.join(tmpdir(), 'portal-boot-'));
mkdirSync(path.join(dist, '.vite'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><!--portal:head--></head><body><div id="root"></div></body></html>');

/** The replies a page carries, as the app reads them (app/src/lib/boot-replies.ts). */
function bootReplies(html: string): Record<string, unknown> | null {
  const match = new RegExp(`<script id="${BOOT_REPLIES_ID}" type="application/json">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

withHarness(
  'boot replies: a page carries the answer to "whose session is this" (decision 0350)',
  (h) => {
    it('carries the member of the session cookie, with the same user the call answers', async () => {
      const id = h().clients[0]!.id;
      const cookie = await h().signIn(id, `member@${id}.example`);
      const page = await h().get(id, '/bookings', { cookie });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      const replies = bootReplies(page.text);
      expect(replies).toMatchObject({ session: { user: { email: `member@${id}.example`, user_client_id: id } } });
      expect(page.text).not.toMatch(/portal_session|token/i);
    });

    it("answers a member page's first reads with the page, the same replies the calls give", async () => {
      const id = h().clients[0]!.id;
      const cookie = await h().signIn(id, `member@${id}.example`);
      const home = bootReplies((await h().get(id, "/", { cookie })).text)!;
      const calls = home.calls as [string, unknown, unknown][];
      expect(calls.map(([path]) => path).sort()).toEqual([getAnnouncements.path, getUserAssessments.path, getWebLanding.path, getUnreadNotifications.path, getNav.path].sort());
      for (const [path, body, reply] of calls) {
        // with the body the app's hook sends: the navigation in the member's language
        expect(body).toEqual(path === getNav.path ? { platform: 'web', language: 'en' } : {});
        expect(reply).toEqual((await h().request(id, path, body, { cookie })).body);
      }
      // signed-out pages and the login page carry none
      expect(bootReplies((await h().get(id, '/login')).text)).not.toHaveProperty('calls');
      expect(bootReplies((await h().get(id, '/', { cookie: 'portal_session=ended' })).text)).toEqual({ session: { user: null } });
    });

    it('answers every read each member page declares (contract/first-reads.ts), with the bodies it declares (issue 34)', async () => {
      // the demo client that permits the most pages
      const client = [...h().clients].sort((a, b) => b.manifest.permittedRoutes.length - a.manifest.permittedRoutes.length)[0]!;
      const cookie = await h().signIn(client.id, `member@${client.id}.example`);
      const pages = routes.filter(
        (route) => route.access === 'member' && route.role === undefined && route.path !== null && !/[:*]/.test(route.path.replace(/\/:[A-Za-z_]+\?/g, '')) && isRoutePermitted(route.name, client.manifest.permittedRoutes),
      );
      expect(pages.length).toBeGreaterThan(10);
      // the member's zone as the app tells it (decision 0750): the reads that ask from the member's today are made
      const zone = 'Pacific/Kiritimati';
      const today = calendarDayIn(zone, h().clock.now());
      let redirected = 0;
      for (const route of pages) {
        const pathname = route.path!.replace(/\/:[A-Za-z_]+\?/g, '') || '/';
        const sent = `${cookie}; tz=${encodeURIComponent(zone)}`;
        // the same reads asked as the app asks them: each is answered (200), and the page carries those that succeed
        // (an unfinished health score assessment's score is a reply without success, which the app asks again)
        const direct = await Promise.all(
          firstReadsFor(route.name, { language: 'en', params: {}, today }).map(async ({ call, body }) => {
            const reply = await h().request(client.id, call.path, body, { cookie: sent });
            expect(reply.status, `${route.name}: ${call.path} ${JSON.stringify(body)}`).toBe(200);
            return [call.path, body, reply.body] as [string, unknown, { success?: boolean }];
          }),
        );
        const page = await h().get(client.id, pathname, { cookie: sent });
        const goesTo = firstRedirectFor(route.name, direct);
        if (goesTo !== null) {
          // a coaching home of a member who has not started: the redirect the replies decide (decision 0810)
          expect([page.status, page.headers.location], route.name).toEqual([302, staticPathTo(goesTo)]);
          redirected++;
          continue;
        }
        expect(page.status, route.name).toBe(200);
        const replies = bootReplies(page.text)!;
        expect(replies.time, route.name).toEqual(drawnInZone(route.name) ? { zone, today } : undefined);
        const answered = ((replies.calls ?? []) as [string, unknown][]).map(([path, body]) => `${path} ${JSON.stringify(body)}`);
        const declared = direct.filter(([, , reply]) => reply.success === true).map(([path, body]) => `${path} ${JSON.stringify(body)}`);
        // each declared read went through the router and came back a success, so the page carries it
        expect(answered, `${route.name} (${pathname})`).toEqual(declared);
      }
      // the demo member has started no coaching
      expect(redirected).toBeGreaterThan(0);
    });

    it('answers a coaching home with a redirect where its reply sends the member on, as the app would after it (decision 0810)', async () => {
      const client = h().clients.find((candidate) => (['mentalHealthCoaching', 'healthCoaching', 'cancerCoaching'] as const).every((name) => isRoutePermitted(name, candidate.manifest.permittedRoutes)));
      expect(client, 'a demo client with the three coaching services').toBeDefined();
      const id = client!.id;
      // member@ has started no coaching: each home sends them to its start page, without a page and its reads
      const member = await h().signIn(id, `member@${id}.example`);
      for (const [home, start] of [['/mental-health-coaching', '/mental-health-coaching/start'], ['/health-coaching', '/health-coaching/start'], ['/cancer-coaching', '/cancer-coaching/start']] as const) {
        const page = await h().get(id, home, { cookie: member });
        expect([page.status, page.headers.location, page.headers['cache-control']], home).toEqual([302, start, 'no-store']);
        expect(page.text, home).not.toContain(BOOT_REPLIES_ID);
      }
      // the start page itself is a page
      expect((await h().get(id, '/mental-health-coaching/start', { cookie: member })).status).toBe(200);
      // coachee@ is mid-programme in mental health coaching and has booked health coaching: the homes; their cancer
      // coaching journey is closed: Total Mental Health
      const coachee = await h().signIn(id, `coachee@${id}.example`);
      for (const home of ['/mental-health-coaching', '/health-coaching']) {
        const page = await h().get(id, home, { cookie: coachee });
        expect(page.status, home).toBe(200);
        expect(((bootReplies(page.text)!.calls ?? []) as [string][]).map(([path]) => path), home).toContain(getCoachingData.path);
      }
      const closed = await h().get(id, '/cancer-coaching', { cookie: coachee });
      expect([closed.status, closed.headers.location]).toEqual([302, '/total-mental-health']);
      // without a session the page is the app's (it sends the visitor to sign in)
      expect((await h().get(id, '/mental-health-coaching')).status).toBe(200);
    });

    it("asks no read the client may not make: an admin's /admin at a client without challenges audits no refusal", async () => {
      const client = h().clients.find((candidate) => !isRoutePermitted('challenges', candidate.manifest.permittedRoutes));
      expect(client, 'a demo client without challenges').toBeDefined();
      const cookie = await h().signIn(client!.id, `admin@${client!.id}.example`);
      const page = await h().get(client!.id, '/admin', { cookie });
      expect(page.status).toBe(200);
      const answered = ((bootReplies(page.text)!.calls ?? []) as [string, unknown][]).map(([path]) => path);
      expect(answered).not.toContain(getChallenges.path);
      await auditWritten(h().db);
      const refused = await h().db.select().from(auditLog).where(and(eq(auditLog.clientId, client!.id), eq(auditLog.event, 'route.forbidden')));
      expect(refused.map((row) => row.path)).toEqual([]);
    });

    it("asks nothing from a today and hands no zone without the member's tz cookie, or with one Intl does not know (decision 0750)", async () => {
      const id = h().clients.find((client) => isRoutePermitted('events', client.manifest.permittedRoutes))!.id;
      const cookie = await h().signIn(id, `member@${id}.example`);
      for (const sent of [cookie, `${cookie}; tz=Mars%2FOlympus_Mons`]) {
        const replies = bootReplies((await h().get(id, '/events', { cookie: sent })).text)!;
        expect(replies.time).toBeUndefined();
        expect(((replies.calls ?? []) as [string][]).map(([path]) => path)).not.toContain(getEvents.path);
      }
      const told = bootReplies((await h().get(id, '/events', { cookie: `${cookie}; tz=Europe%2FDublin` })).text)!;
      const today = calendarDayIn('Europe/Dublin', h().clock.now());
      expect(((told.calls ?? []) as [string, unknown, { success?: boolean }][]).find(([path]) => path === getEvents.path)?.slice(1, 2)).toEqual([{ from_date: today, days_limit: 365 }]);
    });

    it("carries a coach's booking page and branding customise in the member's zone, with their reads (decision 0800)", async () => {
      const zone = 'Pacific/Kiritimati';
      const today = calendarDayIn(zone, h().clock.now());
      const told = (cookie: string) => `${cookie}; tz=${encodeURIComponent(zone)}`;
      const bookable = h().clients.find((client) => isRoutePermitted('healthCoachingBook', client.manifest.permittedRoutes))!;
      const member = await h().signIn(bookable.id, `member@${bookable.id}.example`);
      const coaches = (await h().request(bookable.id, getCoaches.path, { type: 'healthcoach' }, { cookie: member })).body as { coaches: { id: number }[] };
      const coachId = coaches.coaches[0]!.id;
      const book = bootReplies((await h().get(bookable.id, `/health-coaching/select-coach/${coachId}`, { cookie: told(member) })).text)!;
      expect(book.time).toEqual({ zone, today });
      const body = { coach_id: coachId, type: 'healthcoach' };
      const carried = ((book.calls ?? []) as [string, unknown, unknown][]).find(([path]) => path === getCoach.path);
      expect(carried?.slice(1)).toEqual([body, (await h().request(bookable.id, getCoach.path, body, { cookie: member })).body]);
      expect((carried![2] as { events: unknown[] }).events.length, 'the seeded coach has free sessions').toBeGreaterThan(0);

      const branded = h().clients.find((client) => isRoutePermitted('brandingCustomise', client.manifest.permittedRoutes))!;
      const admin = await h().signIn(branded.id, `admin@${branded.id}.example`);
      const branding = bootReplies((await h().get(branded.id, '/admin/branding', { cookie: told(admin) })).text)!;
      expect(branding.time).toEqual({ zone, today });
      const brand = ((branding.calls ?? []) as [string, unknown, unknown][]).find(([path]) => path === getBranding.path);
      expect(brand?.slice(1)).toEqual([{}, (await h().request(branded.id, getBranding.path, {}, { cookie: admin })).body]);
    });

    it('says "no session" without a cookie, with an ended one, and with another client\'s', async () => {
      const [first, second] = h().clients;
      expect(bootReplies((await h().get(first!.id, '/login')).text)).toEqual({ session: { user: null } });

      const cookie = await h().signIn(first!.id, `member@${first!.id}.example`);
      expect(bootReplies((await h().get(second!.id, '/', { cookie })).text)).toEqual({ session: { user: null } });

      expect((await h().request(first!.id, logout.path, {}, { cookie })).status).toBe(200);
      expect(bootReplies((await h().get(first!.id, '/', { cookie })).text)).toEqual({ session: { user: null } });
    });
  },
  { env: { APP_DIST_DIR: dist } },
);
