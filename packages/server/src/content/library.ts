import type { ContentItem } from '@portal/contract/calls/content';
import type { Db, Member } from '../core/types';
import { contentCard } from './cards';
import { withClassState } from './classes';
import { courseCard } from './courses';
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
  const { rows, total } = await repo.listContent(
    db,
    {
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
    },
    member,
  );
  const card = (row: (typeof rows)[number]) => {
    const base = contentCard(row, filters.language, row.favourite);
    const withEpisode = row.latestEpisodeId === null ? base : { ...base, details: { ...base.details, last_episode_id: row.latestEpisodeId } };
    const withCourse = row.type === 'courses' ? courseCard(withEpisode, row.source, row.modules > 0 ? { total: row.modules, completed: row.modulesDone } : undefined) : withEpisode;
    return withClassState(withCourse, row.reminded, now);
  };
  return { data: rows.map(card), meta: { pagination: paginate(total, page) } };
}

/**
 * The cards of these items in the member's language, by id, for the my-list domain's My list view; ids the client's
 * members may not see (another client's, or gone) are left out.
 */
export async function cardsByIds(db: Db, member: Member, language: string, ids: readonly number[]): Promise<Map<number, ContentItem>> {
  const rows = await repo.visibleItemsOfMember(db, member.clientId, member.userId, ids);
  const cards = rows.map((row) => {
    const card = contentCard(row, language, row.favourite);
    return row.type === 'courses' ? courseCard(card, row.source, row.modules > 0 ? { total: row.modules, completed: row.modulesDone } : undefined) : card;
  });
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
