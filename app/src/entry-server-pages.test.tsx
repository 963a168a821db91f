// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { drawnInZone, firstViewOf } from '@portal/contract/first-reads';
import { renderFirstView } from './entry-server';
import { drawnTime, firstReplies, memberRoutes, samplePath } from './test/first-views';
import { testManifest } from './test/manifest';

/**
 * Issue 34: the server draws every member page its route declares drawn (packages/contract/src/first-reads.ts),
 * in Node as the server does: no window, no document, no storage. A page that reaches for them in its first render,
 * or that still falls back to a loading part, goes out without its first view, and this fails.
 */
const manifest = testManifest({ permittedRoutes: memberRoutes.map((route) => route.name) });
/** The session's member as the server inlines it (packages/server/src/app.ts bootReplies). */
const user = {
  user_id: 41,
  username: 'aoife.byrne',
  first_name: 'Aoife',
  last_name: 'Byrne',
  email: 'aoife.byrne@example.com',
  user_role: 'cl',
  user_client_id: manifest.id,
  language: 'en',
  home_page: 'home',
  eligibilities: [],
  pp_accepted: true,
  tc_accepted: true,
  employer_admin: true,
  login_time: 1767261600000,
};
const drawn = memberRoutes.filter((route) => firstViewOf(route.name)?.drawn === true);

describe('the server draws every member page declared drawn (issue 34)', { timeout: 60_000 }, () => {
  it.each(drawn.map((route) => [route.name, route] as const))('%s', async (name, route) => {
    const pathname = samplePath(route);
    // a page shown in the member's zone is drawn with the zone the app's cookie told (decision 0750)
    const time = drawnInZone(name) ? drawnTime() : undefined;
    const view = await renderFirstView({ manifest, pathname, nonce: 'x', boot: { session: { user }, calls: firstReplies(name, pathname, 'en', time?.today), ...(time ? { time } : {}) } });
    expect(view, `${name}: the server drew no first view (see the error logged above)`).not.toBeNull();
    expect(view!.markup).toMatch(/<nav aria-label="Main"/);
    expect(view!.markup).not.toContain('<!--$!-->');
    expect(view!.markup).not.toMatch(/\sstyle="/);
  });
});

describe('a page shown in the member\'s time zone is drawn only in a zone the request told (decision 0750)', { timeout: 60_000 }, () => {
  const pathname = '/events';
  const calls = (today?: string) => firstReplies('events', pathname, 'en', today);

  it('is not drawn without the zone (a first visit ever), nor with one Intl does not know', async () => {
    expect(await renderFirstView({ manifest, pathname, nonce: 'x', boot: { session: { user }, calls: calls() } })).toBeNull();
    const made = { zone: 'Mars/Olympus_Mons', today: '2026-12-01' };
    expect(await renderFirstView({ manifest, pathname, nonce: 'x', boot: { session: { user }, calls: calls(made.today), time: made } })).toBeNull();
  });

  it('draws the events\' times in the member\'s zone, not the server\'s', async () => {
    // the example's event is 12:00 to 13:00 UTC: so in London in March, 21:00 to 22:00 in Tokyo
    const at = async (zone: string) => {
      const view = await renderFirstView({ manifest, pathname, nonce: 'x', boot: { session: { user }, calls: calls('2026-03-01'), time: { zone, today: '2026-03-01' } } });
      return view?.markup ?? '';
    };
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      const london = await at('Europe/London');
      const tokyo = await at('Asia/Tokyo');
      expect(london).toMatch(/12:00\s*(–|-|&#x2013;|to)\s*13:00/);
      expect(tokyo).toMatch(/21:00\s*(–|-|&#x2013;|to)\s*22:00/);
      expect(process.env.TZ, 'the server\'s own zone is put back').toBe('Pacific/Kiritimati');
    } finally {
      process.env.TZ = zone;
    }
  });
});
