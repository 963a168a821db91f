import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Manifest } from '@portal/manifest/schema';
import { Providers } from '../app/providers';
import { buildRoutes } from '../app/router';
import { memberAtom, type Member } from '../lib/session';

export interface RenderAppOptions {
  readonly manifest: Manifest;
  readonly path: string;
  readonly member?: Member | null;
  readonly onSessionError?: () => void;
}

/** The app's real route table and providers at a path, with a fresh device store and SWR cache. */
export function renderApp({ manifest, path, member = null, onSessionError = () => {} }: RenderAppOptions) {
  const store = createStore();
  store.set(memberAtom, member);
  const router = createMemoryRouter(buildRoutes(manifest), { initialEntries: [path] });
  const wrap = (children: ReactNode) => (
    <Providers manifest={manifest} onSessionError={onSessionError} store={store}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </Providers>
  );
  const result = render(wrap(<RouterProvider router={router} />));
  return { ...result, router, store };
}
