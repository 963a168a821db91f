// @vitest-environment node
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { firstViewOf } from '@portal/contract/first-reads';
import { renderFirstView } from './entry-server';
import { firstReplies, memberRoutes, samplePath } from './test/first-views';
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
    const view = await renderFirstView({ manifest, pathname, nonce: 'x', origin: 'http://harbour.localhost:3000', boot: { session: { user }, calls: firstReplies(name, pathname) } });
    expect(view, `${name}: the server drew no first view (see the error logged above)`).not.toBeNull();
    expect(view!.markup).toMatch(/<nav aria-label="Main"/);
    expect(view!.markup).not.toContain('<!--$!-->');
    expect(view!.markup).not.toMatch(/\sstyle="/);
  });
});

describe('the server draws by the request\'s host what the browser draws by its location (issue 34)', { timeout: 60_000 }, () => {
  const draw = async (name: 'settings' | 'accountSettings', origin: string) => {
    const route = memberRoutes.find((candidate) => candidate.name === name)!;
    const pathname = samplePath(route);
    const view = await renderFirstView({ manifest, pathname, nonce: 'x', origin, boot: { session: { user }, calls: firstReplies(name, pathname) } });
    return view!.markup;
  };

  it('settings shows the theme selector on a development host only', async () => {
    // as the production build is: the host decides (features/account/utils/environment.ts)
    vi.stubEnv('DEV', false);
    onTestFinished(() => vi.unstubAllEnvs());
    expect(await draw('settings', 'http://harbour.localhost:3000')).toContain('Only shown outside production.');
    expect(await draw('settings', 'https://harbour.staging.portal.example')).toContain('Only shown outside production.');
    expect(await draw('settings', 'https://harbour.portal.example')).not.toContain('Only shown outside production.');
  });

  it("account settings links the provider's flows back to the request's origin", async () => {
    const markup = await draw('accountSettings', 'https://harbour.portal.example');
    expect(markup).toContain('https://portal.example/oidc/account/change-password?');
    expect(markup).toContain(`return_to=${encodeURIComponent('https://harbour.portal.example')}`);
  });
});
