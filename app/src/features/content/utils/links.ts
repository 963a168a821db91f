import { TRAINING_PLAN_SOURCE, type ContentItem } from '@portal/contract/calls/content';
import { isRoutePermitted, pathTo, type RouteName } from '@portal/manifest/routes';
import { courseHref } from './library';

type Permitted = readonly string[];

/** The content types with a listing page at /content/:content_type (seed 003 section 2.1). */
export const LISTING_TYPES = ['events', 'videos', 'articles'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export function isListingType(type: string | undefined): type is ListingType {
  return (LISTING_TYPES as readonly string[]).includes(type ?? '');
}

function permits(permittedRoutes: Permitted, name: RouteName): boolean {
  return isRoutePermitted(name, permittedRoutes);
}

/** Where a card leads by its type, or null when the client does not permit that page (seed 001 section 2). */
export function contentItemHref(item: ContentItem, permittedRoutes: Permitted): string | null {
  const type = item.type.toLowerCase();
  if (type === 'events' || type === 'event') {
    const eventDateId = item.event_date_id;
    if (eventDateId === undefined || !permits(permittedRoutes, 'viewEvent')) return null;
    return pathTo('viewEvent', { id: eventDateId });
  }
  if (type === 'podcasts' || type === 'podcast') {
    if (!permits(permittedRoutes, 'soundSpace')) return null;
    const episode = item.details?.last_episode_id;
    const path = pathTo('soundSpace', { id: item.id });
    return episode === undefined || episode === null ? path : `${path}?play=${encodeURIComponent(String(episode))}`;
  }
  if (type === 'courses' || type === 'course') return courseHref(item, permittedRoutes);
  if (type === 'recipes' || type === 'recipe') {
    if (!permits(permittedRoutes, 'wellbeing')) return null;
    return `${pathTo('wellbeing', { id: 'recipes' })}?q=${encodeURIComponent(item.title)}`;
  }
  if (type === 'videos' || type === 'video') {
    const page = classPage(item);
    if (page && permits(permittedRoutes, page)) return pathTo(page, { id: item.id });
  }
  if (type === 'videos' || type === 'video' || type === 'articles' || type === 'article') {
    if (!permits(permittedRoutes, 'standaloneArticle')) return null;
    return pathTo('standaloneArticle', { id: item.id });
  }
  return null;
}

/** The page of a studio or gym class or a training plan (seed 001 section 2); other videos are articles. */
function classPage(item: ContentItem): 'trainingPlan' | 'wellbeingStudio' | 'digitalGym' | null {
  if (item.source === TRAINING_PLAN_SOURCE) return 'trainingPlan';
  if (item.schedule_type === 'studio') return 'wellbeingStudio';
  if (item.schedule_type === 'gym') return 'digitalGym';
  return null;
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
