import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '@portal/manifest/routes';
import type { PageProps } from '../lib/page';
import { pageLoaders } from './page-loaders';

export { pageLoaders };

export type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/** One React.lazy component per route name; route names that share a module share its chunk. */
export const routeModules = Object.fromEntries(
  Object.entries(pageLoaders).map(([name, loader]) => [name, lazy(loader)]),
) as Record<RouteName, LazyPage>;

const notFoundPage = lazy(pageLoaders['not-found']);

/** The page of a route name. */
export function pageFor(name: RouteName): LazyPage {
  return routeModules[name] ?? notFoundPage;
}
