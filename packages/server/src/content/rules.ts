/** The business rules of home content that need no database: paging, tag filters, locations, live status. */

/** Carousel page size (seed 001 section 9). */
export const CAROUSEL_PAGE_SIZE = 6;
/** Listing page size (seed 003 section 9). */
export const LISTING_PAGE_SIZE = 30;
/** Side events on the event detail page: one page of 4. */
export const SIDE_EVENTS_PAGE_SIZE = 4;
/** Guards the database against a huge page; larger than any page the app asks for. */
export const MAX_PAGE_SIZE = 100;

/** Default tag filters (seed 001 section 9). */
export const DEFAULT_TAG_FILTERS = ['Life', 'Mind', 'Body'] as const;
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

export function isExcludedTag(tag: string): boolean {
  return excluded.has(tag.trim().toLowerCase());
}

export interface Pagination {
  current_page: number;
  per_page: number;
  total_pages: number;
  total: number;
  has_next_page: boolean;
  has_prev_page: boolean;
}

export interface PageRequest {
  readonly page: number;
  readonly pageSize: number;
}

/** A page request made safe: page at least 1, page size 1 to MAX_PAGE_SIZE (carousel size when absent). */
export function normalisePage(page: number | undefined, pageSize: number | undefined): PageRequest {
  const safePage = Number.isSafeInteger(page) && (page ?? 0) >= 1 ? (page as number) : 1;
  const size =
    Number.isSafeInteger(pageSize) && (pageSize ?? 0) >= 1 ? (pageSize as number) : CAROUSEL_PAGE_SIZE;
  return { page: safePage, pageSize: Math.min(size, MAX_PAGE_SIZE) };
}

/** The row offset of a page. */
export function pageOffset({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

/**
 * The pagination block of seed 001 section 7. An empty listing has 0 pages; a page past the end keeps its
 * number (the carousel stops asking because has_next_page is false) and may go back.
 */
export function paginate(total: number, { page, pageSize }: PageRequest): Pagination {
  const totalPages = total === 0 ? 0 : Math.ceil(total / pageSize);
  return {
    current_page: page,
    per_page: pageSize,
    total_pages: totalPages,
    total,
    has_next_page: page < totalPages,
    has_prev_page: page > 1,
  };
}

/** Requested tags to filter by: trimmed, de-duplicated case-insensitively, without blanks and excluded tags. */
export function tagsToFilter(tags: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  // A form or query string may send the tags as one comma-separated value.
  for (const raw of (tags ?? []).flatMap((value) => value.split(','))) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || isExcludedTag(tag) || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/**
 * The tag filters offered to the member: Life, Mind and Body first, then the other tags of the content the
 * member can see, alphabetically; excluded tags never.
 */
export function offeredFilters(contentTags: readonly string[]): string[] {
  const defaults = [...DEFAULT_TAG_FILTERS] as string[];
  const known = new Set(defaults.map((tag) => tag.toLowerCase()));
  const others = new Map<string, string>();
  for (const raw of contentTags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || known.has(key) || isExcludedTag(tag) || others.has(key)) continue;
    others.set(key, tag);
  }
  return [...defaults, ...[...others.values()].sort((a, b) => a.localeCompare(b, 'en'))];
}

/** The location filter: a location id, or null for Show all ('all', empty, 0 or absent). */
export function locationFilter(filter: string | number | null | undefined): number | null {
  if (filter === undefined || filter === null) return null;
  const text = String(filter).trim().toLowerCase();
  if (text === '' || text === 'all' || text === 'show all' || text === '0') return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : Number.NaN;
}

export type LiveStatus = 'not_started' | 'live' | 'ended';

/** Class and video status from times (seed 001 section 4); content without a schedule has ended (on demand). */
export function liveStatus(start: Date | null, end: Date | null, now: Date): LiveStatus {
  if (!start || !end) return 'ended';
  if (now < start) return 'not_started';
  if (now < end) return 'live';
  return 'ended';
}

/** "YYYY-MM-DD HH:mm:ss" in UTC, the space-separated form the spec stores (seed 003 section 3). */
export function dateTimeText(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
