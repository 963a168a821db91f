import { matchPath } from 'react-router-dom';
import { routes, isRoutePermitted, type RouteName } from '@portal/manifest/routes';

type Permitted = readonly string[];

export function permits(permittedRoutes: Permitted, name: RouteName): boolean {
  return isRoutePermitted(name, permittedRoutes);
}

/** The route an app path opens, so a tile for a page the client does not permit is left out. */
export function routeOfPath(path: string): RouteName | null {
  const pathname = path.split(/[?#]/)[0] || '/';
  const specific = [...routes]
    .filter((route) => route.path !== null && route.path !== '*')
    .sort((a, b) => Number(/:/.test(a.path!)) - Number(/:/.test(b.path!)));
  for (const route of specific) {
    for (const candidate of [route.path!, ...(('aliases' in route ? route.aliases : undefined) ?? [])]) {
      if (matchPath({ path: candidate, end: true }, pathname)) return route.name;
    }
  }
  return null;
}

export type TileTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

/** A tile's link: an app path the client permits, a phone or web address, or nothing. */
export function tileTarget(link: string, permittedRoutes: Permitted): TileTarget {
  if (/^(tel:|mailto:|https?:\/\/)/i.test(link)) return { kind: 'external', href: link };
  if (!link.startsWith('/')) return null;
  const route = routeOfPath(link);
  return route && permits(permittedRoutes, route) ? { kind: 'route', to: link } : null;
}
