import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { findRoute, routes, type RouteName } from '@portal/manifest/routes';
import { App } from './app/app';
import { pageLoaders } from './app/route-modules';
import { MissingManifest } from './components/missing-manifest';
import { readClientManifest } from './lib/client-manifest';
import { activateLanguage, pickLanguage } from './lib/i18n';
import { deviceStore, isSignedInAtom, memberAtom } from './lib/session';

const routeTable = routes.flatMap((route) =>
  route.path === null ? [] : [route.path, ...(route.aliases ?? [])].map((path) => ({ path, id: route.name })),
);

/**
 * Starts loading the page the app opens on together with the catalogue, rather than after the first render
 * asks for it (the server has already preloaded its chunks). A failure is left to the router's error page.
 */
function loadFirstPage(pathname: string, signedIn: boolean): Promise<unknown> {
  const name = (matchRoutes(routeTable, pathname)?.at(-1)?.route.id ?? 'not-found') as RouteName;
  const page = findRoute(name)?.access === 'member' && !signedIn ? 'login' : name;
  return pageLoaders[page]().catch(() => undefined);
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);
const result = readClientManifest();

if (!result.ok) {
  console.error(`portal: client manifest ${result.reason}${'detail' in result && result.detail ? `: ${result.detail}` : ''}`);
  root.render(<MissingManifest reason={result.reason} />);
} else {
  const { manifest } = result;
  await Promise.all([
    activateLanguage(pickLanguage(manifest, deviceStore.get(memberAtom)?.language)),
    loadFirstPage(window.location.pathname, deviceStore.get(isSignedInAtom)),
  ]);
  // A transition renders in slices, so the first render is no long task on a slow phone, and a page whose
  // chunk is already here shows at once instead of after its loading fallback (decision 0060).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App manifest={manifest} />
      </StrictMode>,
    );
  });
}
