/**
 * The first view of a page, rendered by the server into the page it sends, so a phone paints it with the HTML
 * instead of after the scripts have arrived and run: the login page (decision 0350), and a member's pages
 * (decision 0380, issue 34), drawn from the replies the server inlines with the page.
 *
 * Built for Node with `vite build --ssr` into dist-ssr/ and loaded by packages/server (src/web/first-view.ts).
 * It renders the app's own tree under a StaticRouter (`AppContent`, app/src/app/app.tsx), and the browser
 * hydrates it (app/src/app-main.tsx, decision 0370); /login without a session is the signed-out start's tree
 * (app/src/app/signed-out.tsx, hydrated by app/src/signed-out-main.tsx, decision 0700): React adopts the markup instead of drawing the page again. Its
 * styles go out as one sheet in the head, which the browser's Emotion cache adopts (lib/emotion-cache.ts), so
 * the app compiles none of those rules again either.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import createCache from '@emotion/cache';
import { createStore } from 'jotai';
import { StaticRouter } from 'react-router-dom';
import type { SessionUser } from '@portal/contract/calls/auth';
import { matchRouteName } from '@portal/manifest/route-match';
import { firstViewOf } from '@portal/contract/first-reads';
import { isPageTime } from '@portal/contract/time-zone';
import { isRoutePermitted, pathTo } from '@portal/manifest/routes';
import { escapeAttr } from '@portal/theme/inline-html';
import type { Manifest } from '@portal/manifest/schema';
import { AppContent } from './app/app';
import { Providers } from './app/providers';
import { SignedOutLogin } from './app/signed-out';
import { withBootReplies } from './lib/boot-replies';
import { withRequestCookies } from './lib/cookies';
import { withTimeZone } from './lib/drawn-in-zone';
import { EMOTION_KEY } from './lib/emotion-cache';
import { withRequestOrigin } from './lib/page-origin';
import { withRequestUserAgent } from './lib/device-platform';

import { catalogueFor, i18n, loadEveryCatalogue, pickLanguage, type CatalogueLanguage } from './lib/i18n';
import { plainPageNav } from './lib/page-nav';
import { memberAtom, memberFromSessionUser, type Member } from './lib/session';

/** The server hands in DOMPurify over a DOM of its own (jsdom), which this module never bundles (lib/html-sanitiser.ts). */
export { setServerSanitiser as setHtmlSanitiser, type HtmlSanitiser } from './lib/html-sanitiser';

// every feature's catalogue: the server draws any page (the browser loads a page's own, decision 0650)
const loaded = new Set<CatalogueLanguage>();
const warmed = new Map<string, Promise<void>>();

/**
 * The app's pages are React.lazy components, which suspend the first time they render, and renderToString does
 * not wait (it would send the loading skeleton). One throwaway render per path that does wait (prerender) leaves
 * them resolved, so every real render after it is complete and synchronous.
 */
function warmUp(key: string, tree: () => ReactNode): Promise<void> {
  let done = warmed.get(key);
  if (!done) {
    done = prerender(tree()).then(
      async ({ prelude }) => {
        await prelude.cancel();
      },
      (error: unknown) => {
        warmed.delete(key);
        throw error;
      },
    );
    warmed.set(key, done);
  }
  return done;
}

export interface FirstViewInput {
  /** the public manifest the page inlines */
  readonly manifest: Manifest;
  readonly pathname: string;
  /** the page's CSP nonce, for the style elements */
  readonly nonce: string;
  /** the request's Cookie header: device choices such as a dismissed first-time warning (lib/cookies.ts) */
  readonly cookie?: string;
  /** the request's origin as the browser sees it (`https://harbour.example.com`), which a page may show by (lib/page-origin.ts) */
  readonly origin?: string;
  /** the request's User-Agent, for a part drawn for the device's app store (lib/device-platform.ts) */
  readonly userAgent?: string;
  /**
   * For a request with a session cookie, the replies the server inlines with the page (packages/server/src/app.ts):
   * its member (`session.user`) and their first reads (`calls`). Without it the page is a signed-out one.
   */
  readonly boot?: Readonly<Record<string, unknown>> | null;
}

export interface FirstView {
  /** one style element for the head: every rule the markup uses, named as the browser's Emotion cache adopts them */
  readonly styles: string;
  /** the markup for #root, which the browser hydrates */
  readonly markup: string;
  /** the catalogue language it is written in, for the page's `lang` */
  readonly language: CatalogueLanguage;
}

/** The member of the inlined session reply, or null. */
function memberOf(boot: Readonly<Record<string, unknown>>): Member | null {
  const session = boot.session as { user?: SessionUser | null } | undefined;
  const user = session?.user;
  return typeof user === 'object' && user !== null ? memberFromSessionUser(user) : null;
}

/**
 * The pages with a first view: the login page without a session, and with one every member page whose first view
 * its route declares drawn (packages/contract/src/first-reads.ts, issue 34), from the reads the server answered
 * with the page. Every other page is rendered by the app.
 */
function viewOf({ manifest, pathname, boot }: FirstViewInput): { readonly member: Member | null; readonly key: string; readonly zone: string | null } | null {
  if (!boot) return pathname === pathTo('login') ? { member: null, key: 'login', zone: null } : null;
  const member = memberOf(boot);
  const name = matchRouteName(pathname);
  if (!member || name === null || !isRoutePermitted(name, manifest.permittedRoutes)) return null;
  const declared = firstViewOf(name);
  if (declared?.drawn !== true) return null;
  // the member's zone, as the server read it from the app's cookie (decision 0750); a page that shows dates in it
  // is drawn only when the request told it
  const zone = isPageTime(boot.time) ? boot.time.zone : null;
  if (declared.inZone && zone === null) return null;
  return { member, key: name, zone };
}

/** The first view of a page, or null for a page the server does not render. */
export async function renderFirstView(input: FirstViewInput): Promise<FirstView | null> {
  const { manifest, pathname, nonce, cookie, origin, userAgent, boot } = input;
  const view = viewOf(input);
  if (!view) return null;
  const { member } = view;
  const language = catalogueFor(pickLanguage(manifest, member?.language));
  if (!loaded.has(language)) {
    await loadEveryCatalogue(language);
    loaded.add(language);
  }
  const tree = (emotionCache = createCache({ key: EMOTION_KEY, nonce })) => {
    // /login without a session: the signed-out start's own tree, which src/signed-out-main.tsx hydrates (decision 0700)
    if (!boot && view.key === 'login') return <SignedOutLogin manifest={manifest} nav={plainPageNav()} emotionCache={emotionCache} />;
    // the member as the browser's start restores them from the same reply (lib/session.ts restoreMember)
    const store = createStore();
    if (member) store.set(memberAtom, member);
    return (
      <Providers manifest={manifest} onSessionError={() => undefined} store={store} emotionCache={emotionCache}>
        <StaticRouter location={pathname}>
          <AppContent manifest={manifest} navigateRef={{ current: null }} />
        </StaticRouter>
      </Providers>
    );
  };
  i18n.activate(language);
  // without the replies: the warm-up's output is thrown away, and it only has to reach the lazily loaded modules
  await warmUp(`${member ? 'member' : 'public'} ${view.key}`, tree);
  // Each render is synchronous: another page's language, cookies or replies cannot come in between. A part that
  // was still loading went out as its fallback for the browser to draw (`<!--$!-->`): a lazily loaded part that
  // only the replies show (the warm-up has none), which the failed render has started to load. The page is drawn
  // once more when it has; a render that still falls back is no first view to hydrate, and the page goes without
  // one rather than with a skeleton that is drawn again.
  const render = () => {
    i18n.activate(language);
    const emotionCache = createCache({ key: EMOTION_KEY, nonce });
    // Emotion's critical-CSS mode: rules are collected in the cache instead of a style element before each
    // element, and go out as one sheet ahead of the markup, so a page painted while it is still being parsed
    // already has every rule (a centred card would otherwise grow and move as its parts arrive). The sheet names
    // its rules the way Emotion does, so the browser's cache adopts them (lib/emotion-cache.ts).
    emotionCache.compat = true;
    const markup = withTimeZone(view.zone, () =>
      withRequestOrigin(origin, () =>
        withRequestUserAgent(userAgent, () =>
          withRequestCookies(cookie, () => withBootReplies(boot ?? {}, () => renderToString(tree(emotionCache)))),
        ),
      ),
    );
    return { markup, emotionCache };
  };
  let { markup, emotionCache } = render();
  for (let attempt = 0; markup.includes('<!--$!-->') && attempt < 3; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1)));
    ({ markup, emotionCache } = render());
  }
  if (markup.includes('<!--$!-->')) throw new Error(`the first view of ${pathname} suspended`);
  const rules = Object.entries(emotionCache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const names = rules.map(([name]) => name).join(' ');
  const sheet = rules.map(([, rule]) => rule).join('').replace(/<\/style/gi, '<\\/style');
  return { styles: `<style data-emotion="${EMOTION_KEY} ${names}" nonce="${escapeAttr(nonce)}">${sheet}</style>`, markup, language };
}
