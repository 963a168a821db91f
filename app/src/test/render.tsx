import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Manifest } from '@portal/manifest/schema';
import { Providers } from '../app/providers';
import { AppRoutes } from '../app/router';
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
  const seen = { pathname: path };
  function LocationProbe() {
    seen.pathname = useLocation().pathname;
    return null;
  }
  const wrap = (children: ReactNode) => (
    <Providers manifest={manifest} onSessionError={onSessionError} store={store}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </Providers>
  );
  const result = render(
    wrap(
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <AppRoutes manifest={manifest} />
      </MemoryRouter>,
    ),
  );
  /** the path the app is at now */
  const location = () => seen.pathname;
  return { ...result, location, store };
}
