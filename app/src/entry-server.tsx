/**
 * The first view of the login page, rendered by the server into the page it sends (decision 0350), so a phone
 * paints the client's sign-in card with the HTML instead of after the scripts have arrived and run.
 *
 * Built for Node with `vite build --ssr` into dist-ssr/ and loaded by packages/server (src/web/first-view.ts).
 * The browser does not hydrate it: the app renders over it in one commit, with the same components and styles,
 * so nothing moves. Its styles, one sheet ahead of the markup, are adopted by the browser's Emotion cache: they
 * move into the head before the app's first commit replaces the markup, and the app does not compile them again.
 */
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import type { Messages } from '@lingui/core';
import { createStore } from 'jotai';
import { StaticRouter } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { escapeAttr } from '@portal/theme/inline-html';
import type { Manifest } from '@portal/manifest/schema';
import { Providers } from './app/providers';
import Login from './features/auth/pages/login';
import { withRequestCookies } from './lib/cookies';
import { EMOTION_KEY } from './lib/emotion-cache';
import { catalogueFor, i18n, type CatalogueLanguage } from './lib/i18n';

const catalogues: Record<CatalogueLanguage, () => Promise<{ messages: Messages }>> = {
  en: () => import('./lib/messages-en'),
  de: () => import('./lib/messages-de'),
};
const loaded = new Set<CatalogueLanguage>();


export interface FirstViewInput {
  /** the public manifest the page inlines */
  readonly manifest: Manifest;
  readonly pathname: string;
  /** the page's CSP nonce, for the style elements */
  readonly nonce: string;
  /** the request's Cookie header: device choices such as a dismissed first-time warning (lib/cookies.ts) */
  readonly cookie?: string;
}

/** The markup of the page's first view for #root, or null for a page the server does not render. */
export async function renderFirstView({ manifest, pathname, nonce, cookie }: FirstViewInput): Promise<string | null> {
  if (pathname !== pathTo('login')) return null;
  const language = catalogueFor(manifest.defaultLanguage);
  if (!loaded.has(language)) {
    i18n.load(language, (await catalogues[language]()).messages);
    loaded.add(language);
  }
  // from here to the end of the render nothing awaits: another page's language cannot come in between
  i18n.activate(language);
  const emotionCache = createCache({ key: EMOTION_KEY, nonce });
  // Emotion's critical-CSS mode: rules are collected in the cache instead of a style element before each
  // element, and go out as one sheet ahead of the markup, so a page painted while it is still being parsed
  // already has every rule (a centred card would otherwise grow and move as its parts arrive). The sheet names
  // its rules the way Emotion does, so the browser's cache adopts them (lib/emotion-cache.ts).
  emotionCache.compat = true;
  const markup = withRequestCookies(cookie, () =>
    renderToString(
      <Providers manifest={manifest} onSessionError={() => undefined} store={createStore()} emotionCache={emotionCache}>
        <StaticRouter location={pathname}>
          <Login />
        </StaticRouter>
      </Providers>,
    ),
  );
  const rules = Object.entries(emotionCache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const names = rules.map(([name]) => name).join(' ');
  const sheet = rules.map(([, rule]) => rule).join('').replace(/<\/style/gi, '<\\/style');
  return `<style data-emotion="${EMOTION_KEY} ${names}" nonce="${escapeAttr(nonce)}">${sheet}</style>${markup}`;
}
