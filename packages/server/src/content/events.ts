import type { ContentItem } from '@portal/contract/calls/content';
import type { Db, Member } from '../core/types';
import { contentCard } from './cards';
import * as repo from './repository';
import { dateTimeText, pageOffset, paginate, type PageRequest, type Pagination } from './rules';
import type { ContentRequest } from './selection';

export interface TextFilters {
  readonly tags: string[];
  readonly search: string | undefined;
  readonly language: string;
}

/** A page of the client's event dates: one card per date, with where it takes place (seed 001 section 7). */
export async function listEvents(
  db: Db,
  member: Member,
  input: ContentRequest,
  filters: TextFilters,
  page: PageRequest,
  now: Date,
): Promise<{ data: ContentItem[]; meta: { pagination: Pagination } }> {
  const { rows, total } = await repo.listEventDates(db, {
    ...filters,
    clientId: member.clientId,
    locationId: input.filter ?? null,
    endingAfter: input.upcoming ? now : null,
    order: input.order ?? 'asc',
    limit: page.pageSize,
    offset: pageOffset(page),
  });
  const [labels, favourites] = await Promise.all([
    repo.eventDateLocations(
      db,
      member.clientId,
      rows.map((row) => row.eventDateId),
    ),
    repo.favouritedItemIds(
      db,
      member.clientId,
      member.userId,
      rows.map((row) => row.item.id),
    ),
  ]);
  const data = rows.map((row): ContentItem => {
    const card = contentCard(row.item, filters.language, favourites.has(row.item.id));
    const start = dateTimeText(row.startsAt);
    const end = dateTimeText(row.endsAt);
    const where = labels.get(row.eventDateId) ?? [];
    return {
      ...card,
      event_date_id: row.eventDateId,
      start,
      end,
      details: {
        ...card.details,
        start,
        end,
        start_date_time: start,
        end_date_time: end,
        location_string: row.item.isVirtual ? 'Online' : where.length > 0 ? where.join(', ') : null,
      },
    };
  });
  return { data, meta: { pagination: paginate(total, page) } };
}
