import { matchRouteName } from '@portal/manifest/route-match';
import { isRoutePermitted, type RouteName } from '@portal/manifest/routes';

type Permitted = readonly string[];

export function permits(permittedRoutes: Permitted, name: RouteName): boolean {
  return isRoutePermitted(name, permittedRoutes);
}

/**
 * The route an app path opens, so a tile for a page the client does not permit is left out: the registry's own
 * matcher, as the app's start and the server pick a page's route, rather than react-router's over every route
 * for every tile (it was the largest part of drawing the services on a slow phone).
 */
export function routeOfPath(path: string): RouteName | null {
  return matchRouteName(path.split(/[?#]/)[0] || '/');
}

export type TileTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

/** A tile's link: an app path the client permits, a phone or web address, or nothing. */
export function tileTarget(link: string, permittedRoutes: Permitted): TileTarget {
  if (/^(tel:|mailto:|https?:\/\/)/i.test(link)) return { kind: 'external', href: link };
  if (!link.startsWith('/')) return null;
  const route = routeOfPath(link);
  return route && permits(permittedRoutes, route) ? { kind: 'route', to: link } : null;
}
