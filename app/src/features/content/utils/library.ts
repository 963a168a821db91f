import { isRoutePermitted, pathTo } from '@portal/manifest/routes';
import type { ContentItem } from '@portal/contract/calls/content';

/** Library page size (seed 001 section 9). */
export const LIBRARY_PAGE_SIZE = 6;
/** The next page is loaded when the member is this many items from the end (seed 001 section 9). */
export const PREFETCH_FROM_END = 4;
/** Default tag filters (seed 001 section 9). */
export const DEFAULT_FILTERS = ['Life', 'Mind', 'Body'] as const;
/** Tags never offered as filters (seed 001 section 9). */
export const EXCLUDED_TAGS = [
  'Training Plans',
  'Courses',
  'Surge',
  'Draft',
  'Ignite',
  'Healthcoach',
  'Try One Of These',
] as const;

const excluded = new Set(EXCLUDED_TAGS.map((tag) => tag.toLowerCase()));

/** The filters to offer: the server's, without the excluded tags; Life, Mind and Body when it sends none. */
export function shownFilters(
  filters: readonly { readonly label: string; readonly value: string }[] | undefined,
): { label: string; value: string }[] {
  const list = filters && filters.length > 0 ? filters : DEFAULT_FILTERS.map((tag) => ({ label: tag, value: tag }));
  return list.filter((tag) => !excluded.has(tag.value.trim().toLowerCase())).map((tag) => ({ ...tag }));
}

/**
 * Whether the item at `index` (0-based) of `count` loaded items is the one that asks for the next page: the item
 * 4 from the end, while more pages remain.
 */
export function isPrefetchTrigger(index: number, count: number, hasMore: boolean): boolean {
  if (!hasMore || count === 0) return false;
  return index === Math.max(0, count - PREFETCH_FROM_END);
}

type Permitted = readonly string[];

/** A course's page by its channel: Be Calm courses at /be-calm/:id, partner courses at /laya-course/:id. */
export function courseHref(item: Pick<ContentItem, 'id' | 'source' | 'details'>, permitted: Permitted): string | null {
  const channel = item.details?.channel ?? item.source;
  if (channel === 'be_calm' && isRoutePermitted('mindfulness', permitted)) return pathTo('mindfulness', { id: item.id });
  if (channel === 'partner' && isRoutePermitted('layaCourse', permitted)) return pathTo('layaCourse', { id: item.id });
  return isRoutePermitted('course', permitted) ? pathTo('course', { id: item.id }) : null;
}

/** The library's views: everything the member may read and watch, or the recipes. */
export const LIBRARY_VIEWS = ['all', 'life', 'mind', 'body', 'recipes'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];

/** /wellbeing/my-list: the member's list, a view of the library (the spec names no page for it; decision 0487). */
export const MY_LIST_VIEW = 'my-list';

/** /wellbeing/:id opens the library on a filter (all, life, mind, body) or the recipes; anything else is all. */
export function libraryView(id: string | undefined): LibraryView {
  const word = (id ?? '').toLowerCase();
  return (LIBRARY_VIEWS as readonly string[]).includes(word) ? (word as LibraryView) : 'all';
}
