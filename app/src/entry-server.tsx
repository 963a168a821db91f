/**
 * The first view of the login page, rendered by the server into the page it sends (decision 0350), so a phone
 * paints the client's sign-in card with the HTML instead of after the scripts have arrived and run.
 *
 * Built for Node with `vite build --ssr` into dist-ssr/ and loaded by packages/server (src/web/first-view.ts).
 * It renders the app's own tree under a StaticRouter (`AppContent`, app/src/app/app.tsx), and the browser
 * hydrates it (app/src/main.tsx, decision 0370): React adopts the markup instead of drawing the page again. Its
 * styles go out as one sheet in the head, which the browser's Emotion cache adopts (lib/emotion-cache.ts), so
 * the app compiles none of those rules again either.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import createCache from '@emotion/cache';
import type { Messages } from '@lingui/core';
import { createStore } from 'jotai';
import { StaticRouter } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { escapeAttr } from '@portal/theme/inline-html';
import type { Manifest } from '@portal/manifest/schema';
import { AppContent } from './app/app';
import { Providers } from './app/providers';
import { withRequestCookies } from './lib/cookies';
import { EMOTION_KEY } from './lib/emotion-cache';
import { catalogueFor, i18n, type CatalogueLanguage } from './lib/i18n';

const catalogues: Record<CatalogueLanguage, () => Promise<{ messages: Messages }>> = {
  en: () => import('./lib/messages-en'),
  de: () => import('./lib/messages-de'),
};
const loaded = new Set<CatalogueLanguage>();
const warmed = new Map<string, Promise<void>>();

/**
 * The app's pages are React.lazy components, which suspend the first time they render, and renderToString does
 * not wait (it would send the loading skeleton). One throwaway render per path that does wait (prerender) leaves
 * them resolved, so every real render after it is complete and synchronous.
 */
function warmUp(pathname: string, tree: () => ReactNode): Promise<void> {
  let done = warmed.get(pathname);
  if (!done) {
    done = prerender(tree()).then(
      async ({ prelude }) => {
        await prelude.cancel();
      },
      (error: unknown) => {
        warmed.delete(pathname);
        throw error;
      },
    );
    warmed.set(pathname, done);
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
}

export interface FirstView {
  /** one style element for the head: every rule the markup uses, named as the browser's Emotion cache adopts them */
  readonly styles: string;
  /** the markup for #root, which the browser hydrates */
  readonly markup: string;
}

/** The first view of a page, or null for a page the server does not render. */
export async function renderFirstView({ manifest, pathname, nonce, cookie }: FirstViewInput): Promise<FirstView | null> {
  if (pathname !== pathTo('login')) return null;
  const language = catalogueFor(manifest.defaultLanguage);
  if (!loaded.has(language)) {
    i18n.load(language, (await catalogues[language]()).messages);
    loaded.add(language);
  }
  const tree = (emotionCache = createCache({ key: EMOTION_KEY, nonce })) => (
    <Providers manifest={manifest} onSessionError={() => undefined} store={createStore()} emotionCache={emotionCache}>
      <StaticRouter location={pathname}>
        <AppContent manifest={manifest} navigateRef={{ current: null }} />
      </StaticRouter>
    </Providers>
  );
  i18n.activate(language);
  await warmUp(pathname, tree);
  // from here to the end of the render nothing awaits: another page's language cannot come in between
  i18n.activate(language);
  const emotionCache = createCache({ key: EMOTION_KEY, nonce });
  // Emotion's critical-CSS mode: rules are collected in the cache instead of a style element before each
  // element, and go out as one sheet ahead of the markup, so a page painted while it is still being parsed
  // already has every rule (a centred card would otherwise grow and move as its parts arrive). The sheet names
  // its rules the way Emotion does, so the browser's cache adopts them (lib/emotion-cache.ts).
  emotionCache.compat = true;
  const markup = withRequestCookies(cookie, () => renderToString(tree(emotionCache)));
  const rules = Object.entries(emotionCache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const names = rules.map(([name]) => name).join(' ');
  const sheet = rules.map(([, rule]) => rule).join('').replace(/<\/style/gi, '<\\/style');
  return { styles: `<style data-emotion="${EMOTION_KEY} ${names}" nonce="${escapeAttr(nonce)}">${sheet}</style>`, markup };
}
