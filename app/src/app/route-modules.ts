import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '@portal/manifest/routes';
import { withMessages } from '../lib/i18n';
import type { PageProps } from '../lib/page';
import { pageLoaders } from './page-loaders';

export { pageLoaders };

export type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * One React.lazy component per route name; route names that share a module share its chunk. A page renders once
 * the catalogues of the features its chunk brought are in (messages per route, decision 0650).
 */
export const routeModules = Object.fromEntries(
  Object.entries(pageLoaders).map(([name, loader]) => [name, lazy(() => withMessages(loader()))]),
) as Record<RouteName, LazyPage>;

const notFoundPage = lazy(() => withMessages(pageLoaders['not-found']()));

/** The page of a route name. */
export function pageFor(name: RouteName): LazyPage {
  return routeModules[name] ?? notFoundPage;
}
