import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { ManifestInput } from '@portal/manifest/schema';
import { Providers } from '../app/providers';
import { memberAtom, type Member } from '../lib/session';
import { testManifest } from './manifest';

/** One component at a path with the app's providers, a fresh store and SWR cache, and a home route. */
export function renderFeature(ui: ReactNode, options: { path?: string; member?: Member | null; manifest?: Partial<ManifestInput> } = {}) {
  const store = createStore();
  store.set(memberAtom, options.member === undefined ? { id: 1, email: 'member@harbour.example' } : options.member);
  const path = options.path ?? '/page';
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: path.split('?')[0]!, element: ui },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <Providers manifest={testManifest(options.manifest)} onSessionError={() => {}} store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </Providers>,
  );
  return { ...result, router, store };
}

/** One component with the app's providers and no router, for widgets that need no route (such as a form). */
export function renderWithProviders(ui: ReactNode, options: { manifest?: Partial<ManifestInput> } = {}) {
  return render(
    <Providers manifest={testManifest(options.manifest)} onSessionError={() => {}}>
      {ui}
    </Providers>,
  );
}
