import { matchPath } from 'react-router-dom';
import type { ContentItem } from '@portal/contract/calls/content';
import { routes, isRoutePermitted, type RouteName } from '@portal/manifest/routes';

type Permitted = readonly string[];

/** The content types with a listing page at /content/:content_type (seed 003 section 2.1). */
export const LISTING_TYPES = ['events', 'videos', 'articles'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export function isListingType(type: string | undefined): type is ListingType {
  return (LISTING_TYPES as readonly string[]).includes(type ?? '');
}

export function permits(permittedRoutes: Permitted, name: RouteName): boolean {
  return isRoutePermitted(name, permittedRoutes);
}

/** Where a card leads by its type, or null when the client does not permit that page (seed 001 section 2). */
export function contentItemHref(item: ContentItem, permittedRoutes: Permitted): string | null {
  const type = item.type.toLowerCase();
  if (type === 'events' || type === 'event') {
    const eventDateId = item.event_date_id;
    if (eventDateId === undefined || !permits(permittedRoutes, 'viewEvent')) return null;
    return `/events/view-event/${eventDateId}`;
  }
  if (type === 'videos' || type === 'video' || type === 'articles' || type === 'article') {
    if (!permits(permittedRoutes, 'standaloneArticle')) return null;
    return `/stand-alone-article/${encodeURIComponent(String(item.id))}`;
  }
  return null;
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

/** Live between its start and end (seed 001 section 4); the server writes times as "YYYY-MM-DD HH:mm:ss" UTC. */
export function isLive(item: ContentItem, now: Date = new Date()): boolean {
  const start = parseServerTime(item.start ?? item.details?.start_date_time);
  const end = parseServerTime(item.end ?? item.details?.end_date_time);
  return start !== null && end !== null && start <= now.getTime() && now.getTime() < end;
}

export function parseServerTime(text: string | null | undefined): number | null {
  if (!text) return null;
  const iso = text.includes('T') ? text : text.replace(' ', 'T');
  const time = Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(time) ? null : time;
}
