// The full app's start (main.tsx chooses it, decision 0700). First and last: the framework, the app's modules and
// this start are evaluated in separate tasks (decision 0370)
import './lib/start-up/after-framework';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRouteName } from '@portal/manifest/route-match';
import { findRoute } from '@portal/manifest/routes';
import { App } from './app/app';
import { pageLoaders } from './app/route-modules';
import { loadShellLayout } from './app/router';
import { readClientManifest } from './lib/client-manifest';
import { activateLanguage, messagesReady, pickLanguage } from './lib/i18n';
import { mountRoot } from './lib/mount-root';
import { deviceStore, memberAtom, memberFromPage } from './lib/session';
import { browserTimeZone, pageTime, rememberTimeZone } from './lib/time-zone';
import { yieldToMain } from './lib/yield-to-main';
import './lib/start-up/after-app';

/**
 * Starts loading the page the app opens on together with the catalogue, rather than after the first render
 * asks for it (the server has already preloaded its chunks). A failure is left to the router's error page.
 *
 * A member page's frame comes too, so hydrating the server's first view of it does not stop at the frame. The
 * data layer (every call's schemas), the frame and the page are evaluated one after the other, each in a task of
 * its own: together they were one of the longest tasks of home's start on a slow phone (decision 0390).
 */
async function loadFirstPage(pathname: string, signedIn: boolean): Promise<void> {
  // the registry's own matcher, as the server picks its preloads: react-router's would rank the whole table first
  const name = matchRouteName(pathname) ?? 'not-found';
  const memberPage = findRoute(name)?.access === 'member';
  const page = memberPage && !signedIn ? 'login' : name;
  try {
    if (memberPage && signedIn) {
      await import('./lib/swr');
      await yieldToMain();
      await loadShellLayout();
      await yieldToMain();
    }
    await pageLoaders[page]();
  } catch {
    // left to the router's error page
  }
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
// the server's first view of the page (app/src/entry-server.tsx), drawn with the app's own tree
const firstView = rootElement.firstElementChild !== null;
// A page drawn in the member's zone (decision 0750) is hydrated only in that zone: a device that moved since its
// last visit draws the page itself, once, rather than adopting markup with another zone's times.
const drawnElsewhere = firstView && (pageTime()?.zone ?? browserTimeZone()) !== browserTimeZone();
// the server draws the next visit's dated pages in this browser's zone
rememberTimeZone();
const result = readClientManifest();
// Start-up is a few short tasks rather than one long one on a slow phone (issue 8, decision 0370): the framework,
// the app's modules and React's DOM renderer with the manifest have had one each (lib/start-up/); the catalogue
// and the first page come in the next; the first render is sliced by React.
await yieldToMain();

if (!result.ok) {
  console.error(`portal: client manifest ${result.reason}${'detail' in result && result.detail ? `: ${result.detail}` : ''}`);
  // loaded only then: no page of a client with a manifest pays for it
  const { MissingManifest } = await import('./components/missing-manifest');
  rootElement.replaceChildren();
  createRoot(rootElement).render(<MissingManifest reason={result.reason} />);
} else {
  const { manifest } = result;
  // the member the server answered with the page (the app takes them as it starts), else this tab's copy: the
  // language and page the server's first view of a member page was drawn in (decision 0380)
  const fromPage = memberFromPage();
  const member = fromPage === undefined ? deviceStore.get(memberAtom) : fromPage;
  await Promise.all([
    activateLanguage(pickLanguage(manifest, member?.language)),
    loadFirstPage(window.location.pathname, member !== null),
  ]);
  // the catalogues of the features the page and its frame brought (messages per route, decision 0650)
  await messagesReady();
  await yieldToMain();
  const app = (
    <StrictMode>
      <App manifest={manifest} />
    </StrictMode>
  );
  // A transition renders in slices, so the first render is no long task on a slow phone, and a page whose
  // chunk is already here shows at once instead of after its loading fallback (decision 0060).
  startTransition(() => {
    // a page drawn in another zone than this browser's is drawn again here rather than adopted
    if (drawnElsewhere) rootElement.dataset.firstView = 'other-zone';
    mountRoot(rootElement, app, firstView && !drawnElsewhere);
  });
}
