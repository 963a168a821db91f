import type { Manifest } from '@portal/manifest/schema';
import { CallError } from '../core/types';
import type { ContentSort, ContentType } from './repository';

export const UNKNOWN_TYPE_MESSAGE = 'Please choose a valid content type.';

/** Which call asked: the home content call, trending studio classes, or nutrition. */
export type ContentSource = 'home' | 'trending' | 'nutrition';

export interface ContentRequest {
  readonly tags?: readonly string[] | undefined;
  readonly search_term?: string | undefined;
  readonly type?: string | undefined;
  readonly page?: number | undefined;
  readonly pageSize?: number | undefined;
  readonly upcoming?: boolean | undefined;
  readonly sort?: string | undefined;
  readonly order?: 'asc' | 'desc' | undefined;
  /** a location id; undefined for Show all */
  readonly filter?: number | undefined;
}

export type Permissions = Pick<Manifest, 'permittedRoutes'>;

export interface Selection {
  readonly kind: 'events' | 'content';
  readonly types: ContentType[];
  readonly scheduleType?: 'studio' | 'gym';
  readonly scheduledOnly: boolean;
}

const NON_EVENT_TYPES: ContentType[] = ['videos', 'articles', 'podcasts', 'courses'];

/** The spec's type words (and their singulars) to what the catalogue holds. */
const TYPE_WORDS: Record<string, Omit<Selection, 'scheduledOnly'> & { scheduledOnly?: boolean }> = {
  events: { kind: 'events', types: [] },
  event: { kind: 'events', types: [] },
  videos: { kind: 'content', types: ['videos'] },
  video: { kind: 'content', types: ['videos'] },
  articles: { kind: 'content', types: ['articles'] },
  article: { kind: 'content', types: ['articles'] },
  podcasts: { kind: 'content', types: ['podcasts'] },
  podcast: { kind: 'content', types: ['podcasts'] },
  courses: { kind: 'content', types: ['courses'] },
  course: { kind: 'content', types: ['courses'] },
  recipes: { kind: 'content', types: ['recipes'] },
  recipe: { kind: 'content', types: ['recipes'] },
  nutrition: { kind: 'content', types: ['recipes'] },
  studio: { kind: 'content', types: ['videos'], scheduleType: 'studio', scheduledOnly: true },
  ws: { kind: 'content', types: ['videos'], scheduleType: 'studio', scheduledOnly: true },
  gym: { kind: 'content', types: ['videos'], scheduleType: 'gym', scheduledOnly: true },
  dg: { kind: 'content', types: ['videos'], scheduleType: 'gym', scheduledOnly: true },
};

/** What a call's type asks for; trending lists studio and gym classes, nutrition lists recipes. */
export function selectionFor(source: ContentSource, type: string | undefined): Selection {
  const word = type?.trim().toLowerCase() || undefined;
  if (source === 'nutrition') {
    if (word && !['recipes', 'recipe', 'nutrition'].includes(word))
      throw new CallError(400, UNKNOWN_TYPE_MESSAGE);
    return { kind: 'content', types: ['recipes'], scheduledOnly: false };
  }
  if (source === 'trending') {
    const found = word ? TYPE_WORDS[word] : undefined;
    if (word && (!found || found.kind === 'events' || !found.types.includes('videos'))) {
      throw new CallError(400, UNKNOWN_TYPE_MESSAGE);
    }
    return {
      kind: 'content',
      types: ['videos'],
      scheduledOnly: true,
      ...(found?.scheduleType ? { scheduleType: found.scheduleType } : {}),
    };
  }
  if (!word) return { kind: 'content', types: NON_EVENT_TYPES, scheduledOnly: false };
  const found = TYPE_WORDS[word];
  if (!found) throw new CallError(400, UNKNOWN_TYPE_MESSAGE);
  return { scheduledOnly: false, ...found };
}

/** Event cards lead to event pages: a client that has none gets no events. */
export function mayListEvents(manifest: Permissions): boolean {
  return manifest.permittedRoutes.includes('events') || manifest.permittedRoutes.includes('viewEvent');
}

export function contentSort(sort: string | undefined, selection: Selection): ContentSort {
  const word = sort?.trim().toLowerCase();
  if (word === 'title' || word === 'name') return 'title';
  if (word && ['start', 'date', 'start_date', 'start_date_time', 'time'].includes(word)) return 'start';
  if (word && ['published', 'newest', 'created_at', 'recent', 'latest'].includes(word)) return 'published';
  return selection.scheduledOnly ? 'schedule' : 'published';
}
