import type { ContentItem } from '@portal/contract/calls/content';
import type { Db, Member } from '../core/types';
import { contentCard } from './cards';
import { remindedItemIds } from './class-repository';
import { withClassState } from './classes';
import { withCourseDetails } from './courses';
import { latestEpisodeIds } from './podcast-repository';
import type { TextFilters } from './events';
import * as repo from './repository';
import { pageOffset, paginate, type PageRequest, type Pagination } from './rules';
import { contentSort, type ContentRequest, type Selection } from './selection';

/**
 * A page of the catalogue that is not events: videos, articles, podcasts, courses, recipes, and the scheduled
 * studio and gym classes, newest first unless the call sorts otherwise.
 */
export async function listLibrary(
  db: Db,
  member: Member,
  selection: Selection,
  input: ContentRequest,
  filters: TextFilters,
  page: PageRequest,
  now: Date,
): Promise<{ data: ContentItem[]; meta: { pagination: Pagination } }> {
  const sort = contentSort(input.sort, selection);
  const { rows, total } = await repo.listContent(db, {
    ...filters,
    clientId: member.clientId,
    types: selection.types,
    scheduledOnly: selection.scheduledOnly,
    ...(selection.scheduleType ? { scheduleType: selection.scheduleType } : {}),
    sort,
    order: input.order ?? (sort === 'published' ? 'desc' : 'asc'),
    limit: page.pageSize,
    offset: pageOffset(page),
    now,
  });
  const favourites = await repo.favouritedItemIds(
    db,
    member.clientId,
    member.userId,
    rows.map((row) => row.id),
  );
  const reminders = await remindedItemIds(
    db,
    member,
    rows.filter((row) => row.scheduleType).map((row) => row.id),
  );
  const latest = await latestEpisodeIds(
    db,
    rows.filter((row) => row.type === 'podcasts').map((row) => row.id),
  );
  const card = (row: (typeof rows)[number]) => {
    const base = contentCard(row, filters.language, favourites.has(row.id));
    const episode = latest.get(row.id);
    return episode === undefined ? base : { ...base, details: { ...base.details, last_episode_id: episode } };
  };
  return {
    data: await withCourseDetails(
      db,
      member,
      rows,
      rows.map((row) => withClassState(card(row), reminders.has(row.id), now)),
    ),
    meta: { pagination: paginate(total, page) },
  };
}

/**
 * The cards of these items in the member's language, by id, for the my-list domain's My list view; ids the client's
 * members may not see (another client's, or gone) are left out.
 */
export async function cardsByIds(db: Db, member: Member, language: string, ids: readonly number[]): Promise<Map<number, ContentItem>> {
  const rows = await repo.visibleItemsByIds(db, member.clientId, ids);
  if (rows.length === 0) return new Map();
  const favourites = await repo.favouritedItemIds(db, member.clientId, member.userId, rows.map((row) => row.id));
  const cards = await withCourseDetails(
    db,
    member,
    rows,
    rows.map((row) => contentCard(row, language, favourites.has(row.id))),
  );
  return new Map(cards.map((card) => [Number(card.id), card]));
}

/** The ids of shared library items by their seed key (e.g. "podcast-money-minute"), for other domains' demo data. */
export async function sharedItemIds(db: Db, keys: readonly string[]): Promise<Map<string, number>> {
  const bySlug = await repo.itemsBySlug(db, keys.map((key) => `shared:${key}`));
  return new Map(keys.flatMap((key) => {
    const id = bySlug.get(`shared:${key}`);
    return id === undefined ? [] : [[key, id] as const];
  }));
}
