import { act, render } from '@testing-library/react';
import { createStore } from 'jotai';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawnInZone, firstViewOf } from '@portal/contract/first-reads';
import { matchRoute } from '@portal/manifest/route-match';
import type { RouteName } from '@portal/manifest/routes';
import { withBootReplies } from '../lib/boot-replies';
import { EMOTION_KEY } from '../lib/emotion-cache';
import { memberAtom, type Member } from '../lib/session';
import { drawnTime, firstReplies, MEMBER_ZONE, memberRoutes, samplePath } from '../test/first-views';
import { withTimeZone } from '../lib/drawn-in-zone';
import { testManifest } from '../test/manifest';
import { AppContent } from './app';
import { Providers } from './providers';
import { pageLoaders } from './route-modules';
import { loadShellLayout } from './router';

// the analytics chart is uPlot's, drawn into a canvas after it mounts (its markup is one empty box); jsdom has no canvas
vi.mock('../features/admin/components/usage-chart', () => ({ UsageChart: ({ description }: { description: string }) => <div role="img" aria-label={description} /> }));

const member: Member = { id: 41, email: 'aoife.byrne@example.com', firstName: 'Aoife', language: 'en', employerAdmin: true, role: 'cl' } as Member;
/**
 * The replies the server inlines with the page: the route's declared reads, and for a page drawn in the member's
 * zone the zone and day it was drawn in (decision 0750).
 */
function bootFor(name: RouteName, pathname: string) {
  if (!drawnInZone(name)) return { calls: firstReplies(name, pathname) };
  const time = drawnTime();
  return { calls: firstReplies(name, pathname, 'en', time.today), time };
}

const manifest = testManifest({ permittedRoutes: memberRoutes.map((route) => route.name) });

function tree(pathname: string, store = createStore()) {
  store.set(memberAtom, member);
  return (
    <Providers manifest={manifest} onSessionError={() => undefined} store={store} emotionCache={createCache({ key: EMOTION_KEY })}>
      <MemoryRouter initialEntries={[pathname]}>
        <AppContent manifest={manifest} navigateRef={{ current: null }} />
      </MemoryRouter>
    </Providers>
  );
}


/** The calls sent while a function runs and its promises settle (none of them is answered). */
function recordCalls() {
  const sent: string[] = [];
  let recording = false;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (recording) sent.push(`${new URL(String(input instanceof Request ? input.url : input), 'http://portal.test').pathname} ${String(init?.body ?? '')}`);
    // never answered: a warm-up's requests do not go on to ask for more after it is gone
    return new Promise<Response>(() => undefined);
  });
  return {
    sent,
    start: () => {
      recording = true;
    },
  };
}

/** The server's markup, rendered again once what a first render waited for has loaded (entry-server.tsx). */
async function serverMarkup(boot: Record<string, unknown>, pathname: string, zone: string | null): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const markup = withTimeZone(zone, () => withBootReplies(boot, () => renderToString(tree(pathname))));
    if (!markup.includes('<!--$!-->') || attempt === 5) return markup;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/**
 * A browser's IntersectionObserver, which jsdom lacks: parts that render near the screen (NearScreen) wait in the
 * first render, on the server and in a browser alike, and this one never sees them come near.
 */
class NeverNear {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NeverNear);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  process.env.TZ = zone;
});
const zone = process.env.TZ;

describe('every member page declares its first view, and a drawn one sends no call as it hydrates but those it waits for (issue 34)', () => {
  it.each(memberRoutes.map((route) => [route.name, route] as const))('%s', async (name, route) => {
    const view = firstViewOf(name);
    expect(view, `${name} has no entry in FIRST_VIEWS (packages/contract/src/first-reads.ts)`).toBeDefined();
    if (!view) return;
    if (!view.drawn) {
      expect(view.why.length, `${name} says why it is not drawn`).toBeGreaterThan(20);
      return;
    }
    const pathname = samplePath(route);
    expect(matchRoute(pathname)?.name).toBe(name);
    // the page's and the frame's code, loaded as main.tsx loads them before hydrating
    await loadShellLayout();
    await pageLoaders[name]();
    const calls = recordCalls();
    // a warm-up render resolves the lazily loaded modules, as the server's does (entry-server.tsx warmUp)
    const warm = render(tree(pathname));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    warm.unmount();

    const boot = bootFor(name, pathname);
    const zone = 'time' in boot && boot.time ? boot.time.zone : null;
    const container = document.createElement('div');
    document.body.appendChild(container);
    // The server's render, in a time zone far from the browser's: what depends on it must wait for hydration. A
    // page drawn in the member's zone is drawn in the one the browser told (the tz cookie), which is the browser's.
    process.env.TZ = 'Pacific/Kiritimati';
    container.innerHTML = await serverMarkup(boot, pathname, zone);
    process.env.TZ = MEMBER_ZONE;
    expect(container.innerHTML, 'the first view is complete, no part left for the browser').not.toContain('<!--$!-->');
    const errors: unknown[] = [];
    calls.start();
    let root: Root | undefined;
    withBootReplies(boot, () => {
      act(() => {
        root = hydrateRoot(container, tree(pathname), { onRecoverableError: (error) => errors.push(error) });
      });
    });
    await settle();
    act(() => root?.unmount());
    container.remove();
    // a page drawn as it waits sends the calls it names as it opens (decision 0870), and nothing else
    const opens = (view.opens?.calls ?? []).map((call) => call.path);
    const sentPaths = calls.sent.map((sent) => sent.split(' ')[0]!);
    expect(calls.sent.filter((_, index) => !opens.includes(sentPaths[index]!)).join(' | '), `${name}: the first render sent calls the page does not declare (packages/contract/src/first-reads.ts)`).toBe('');
    if (opens.length > 0) expect(opens.some((path) => sentPaths.includes(path)), `${name}: its first render sends none of the calls it waits for (opens)`).toBe(true);
    expect(errors.map(String), `${name}: the browser's first render differs from the server's`).toEqual([]);
  }, 60_000);
});
