import { getHomeContent, type ContentItem } from '@portal/contract/calls/content';
import { EVENTS_DAYS_LIMIT } from '@portal/contract/calls/events';
import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import { memberOf, type CallContext, type CallHandler, type Db, type Member } from '../core/types';
import { listLocations } from '../locations/public';
import * as repo from './repository';
import { dateTimeText, textOf } from './service';

const DAY_MS = 86_400_000;
const EVENT_WORDS = new Set(['events', 'event']);

export interface HomeEventsQuery {
  readonly type?: string | undefined;
  readonly tags: readonly string[];
  readonly search_term?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
  readonly filter?: number | undefined;
  readonly upcoming?: boolean | undefined;
}

/**
 * Home's event cards (sapphire/home/content with type events) from the events domain's own dates, so each
 * card's event_date_id opens its event page (decision 0100's consequence): the coming year, soonest first,
 * at the chosen office (online events are at every office), matching the search and the Life/Mind/Body tags.
 */
export async function homeEventCards(
  db: Db,
  member: Member,
  manifest: Pick<Manifest, 'languages' | 'defaultLanguage' | 'permittedRoutes'>,
  input: HomeEventsQuery,
  now: Date,
): Promise<{ data: ContentItem[]; meta: { pagination: ReturnType<typeof pagination> } }> {
  const page = { number: input.page, size: input.pageSize };
  if (!manifest.permittedRoutes.includes('events') && !manifest.permittedRoutes.includes('viewEvent')) return { data: [], meta: { pagination: pagination(0, page) } };
  // the past year too unless `upcoming`, as the content listing did: a listing page can show what took place
  const from = input.upcoming ? new Date(now.getTime() - 2 * DAY_MS) : new Date(now.getTime() - EVENTS_DAYS_LIMIT * DAY_MS);
  const [rows, language, offices] = await Promise.all([
    repo.listDates(db, member.clientId, from, new Date(now.getTime() + EVENTS_DAYS_LIMIT * DAY_MS)),
    memberLanguage(db, member, manifest),
    listLocations(db, member.clientId),
  ]);
  const search = input.search_term?.trim().toLocaleLowerCase();
  const tags = new Set(input.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean));
  const chosen = rows.filter(({ date, event }) => {
    if (event.type === 'webinar') return false;
    if (input.upcoming && date.endAt.getTime() <= now.getTime()) return false;
    if (input.filter !== undefined && !event.locationIds.includes(input.filter)) return false;
    if (tags.size > 0 && !(event.category && tags.has(event.category.toLowerCase()))) return false;
    return !search || textOf(event.texts, language.shown).title.toLocaleLowerCase().includes(search);
  });
  const slice = chosen.slice((page.number - 1) * page.size, page.number * page.size);
  const data = slice.map(({ date, event }): ContentItem => {
    const text = textOf(event.texts, language.shown);
    const start = dateTimeText(date.startAt);
    const end = dateTimeText(date.endAt);
    const where = offices.filter((office) => event.locationIds.includes(office.id)).map((office) => office.label);
    return {
      id: date.id,
      event_date_id: date.id,
      title: text.title,
      description: text.description,
      thumbnail: event.featuredImg,
      type: 'events',
      tags: event.category ? [event.category] : [],
      start,
      end,
      details: {
        description: text.description,
        start,
        end,
        start_date_time: start,
        end_date_time: end,
        location_string: event.isVirtual ? 'Online' : where.join(', ') || null,
      },
    };
  });
  return { data, meta: { pagination: pagination(chosen.length, page) } };
}

function pagination(total: number, page: { number: number; size: number }) {
  const totalPages = Math.ceil(total / page.size);
  return {
    current_page: page.number,
    per_page: page.size,
    total_pages: totalPages,
    total,
    has_next_page: page.number < totalPages,
    has_prev_page: page.number > 1,
  };
}

/**
 * Puts the events domain behind sapphire/home/content's event requests and leaves every other type to the
 * handler it had (the content domain's), so home's cards and the Events tab read the same dates.
 */
export function withEventCards(handlers: readonly CallHandler[]): CallHandler[] {
  return handlers.map((handler) => {
    if (handler.call.path !== getHomeContent.path) return handler;
    return {
      call: handler.call,
      run: async (input: unknown, ctx: CallContext) => {
        const query = input as HomeEventsQuery;
        if (!EVENT_WORDS.has(query.type?.trim().toLowerCase() ?? '')) return handler.run(input, ctx);
        return { success: true, ...(await homeEventCards(ctx.db, memberOf(ctx), ctx.client.manifest, query, ctx.now)) };
      },
    };
  });
}
