import { TRAINING_PLAN_SOURCE } from '@portal/contract/calls/content';
import { loadClients } from '@portal/manifest/load';
import type { Manifest } from '@portal/manifest/schema';
import { loadConfig } from '../config';
import type { Db } from '../core/types';
import { listLocations } from '../locations/public';
import { seedArticleBodies } from './articles';
import { thumbnailDataUri, iconDataUri } from './artwork';
import * as courseRepo from './course-repository';
import { COURSE_MODULES, COURSES_BEYOND_THE_LIBRARY } from './course-catalogue';
import * as podcastRepo from './podcast-repository';
import { DEMO_EPISODE_SECONDS, DEMO_EPISODE_URL, PODCAST_EPISODES } from './podcast-catalogue';
import * as repo from './repository';
import type { NewContentRow } from './repository';
import {
  CLIENT_EVENTS,
  CLINIC_CATEGORIES,
  REPORT_TEMPLATES,
  reportColumns,
  SHARED_ARTICLES,
  SHARED_COURSES,
  SHARED_PODCASTS,
  SHARED_RECIPES,
  SHARED_VIDEOS,
  clientArticles,
  clientVideos,
  type CatalogueEntry,
  type EventEntry,
  type VideoEntry,
} from './seed-catalogue';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type SeedClient = Pick<Manifest, 'id' | 'name'>;

export interface SeedContentOptions {
  /** default: every valid client of the clients folder */
  readonly clients?: readonly SeedClient[];
  /** every date is relative to this; default: the wall clock */
  readonly now?: Date;
}

function startOfDayUtc(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

function entryRow(
  entry: CatalogueEntry,
  clientId: string | null,
  type: NewContentRow['type'],
  media: NewContentRow['media'],
  publishedAt: Date,
): NewContentRow {
  return {
    clientId,
    slug: `${clientId ?? 'shared'}:${entry.key}`,
    type,
    title: entry.title,
    subtitle: entry.subtitle,
    description: entry.description,
    translations: { de: entry.de },
    thumbnail: thumbnailDataUri(entry.title, type),
    media,
    source: clientId ? 'client' : 'library',
    tags: [...entry.tags],
    url: null,
    publishedAt,
  };
}

/** The demo class video in packages/server/media, served by the server itself (never another host). */
export const DEMO_VIDEO_URL = '/content-media/demo-class.webm';

function videoRow(entry: VideoEntry, clientId: string | null, now: Date, publishedAt: Date): NewContentRow {
  const start = entry.schedule ? new Date(now.getTime() + entry.schedule.startMinutes * MINUTE) : null;
  return {
    ...entryRow(entry, clientId, 'videos', 'video', publishedAt),
    url: entry.embedded ? null : DEMO_VIDEO_URL,
    embedVideo: entry.embedded ? `<iframe src="${DEMO_VIDEO_URL}" title="${entry.title}"></iframe>` : null,
    source: entry.trainingPlan
      ? TRAINING_PLAN_SOURCE
      : entry.schedule
      ? entry.schedule.type === 'studio'
        ? 'WellbeingStudio'
        : 'DigitalGym'
      : clientId
        ? 'client'
        : 'library',
    scheduleType: entry.schedule?.type ?? null,
    startsAt: start,
    endsAt:
      start && entry.schedule ? new Date(start.getTime() + entry.schedule.lengthMinutes * MINUTE) : null,
    durationMinutes: entry.minutes,
  };
}

/** Newest first in catalogue order: each entry a day older than the one before. */
function publishedAt(now: Date, index: number, offsetDays = 1): Date {
  return new Date(now.getTime() - (index + offsetDays) * DAY);
}

async function seedShared(db: Db, now: Date): Promise<void> {
  if (await repo.hasSharedContent(db)) return;
  await repo.insertContent(db, [
    ...SHARED_VIDEOS.map((entry, index) => videoRow(entry, null, now, publishedAt(now, index))),
    ...SHARED_ARTICLES.map((entry, index) =>
      entryRow(entry, null, 'articles', 'text', publishedAt(now, index)),
    ),
    ...SHARED_PODCASTS.map((entry, index) => ({
      ...entryRow(entry, null, 'podcasts', 'podcasts', publishedAt(now, index)),
      durationMinutes: 20 + index * 5,
    })),
    ...SHARED_COURSES.map((entry, index) =>
      entryRow(entry, null, 'courses', 'video', publishedAt(now, index)),
    ),
    ...SHARED_RECIPES.map((entry, index) =>
      entryRow(entry, null, 'recipes', 'text', publishedAt(now, index)),
    ),
  ]);
  await repo.insertClinicCategories(
    db,
    CLINIC_CATEGORIES.map((category, index) => ({
      clientId: null,
      slug: `shared:clinic-${category.key}`,
      title: category.title,
      translations: { de: { title: category.de } },
      featuredImg: iconDataUri(`clinic:${category.key}`),
      sortOrder: index,
    })),
  );
}

/**
 * The office locations of each event: the last location gets none, so the home page's
 * "no events at the chosen location" message can be seen; the others take turns.
 */
export function eventLocations(entries: readonly EventEntry[], locationIds: readonly number[]): number[][] {
  const pool = locationIds.length > 1 ? locationIds.slice(0, -1) : [...locationIds];
  let turn = 0;
  return entries.map((entry) => {
    if (entry.virtual || pool.length === 0) return [];
    const count = Math.min(entry.locations ?? 1, pool.length);
    const chosen = Array.from({ length: count }, (_, i) => pool[(turn + i) % pool.length]!);
    turn += 1;
    return chosen;
  });
}

async function seedClient(db: Db, client: SeedClient, now: Date): Promise<void> {
  if (await repo.hasClientContent(db, client.id)) return;
  const name = client.name;
  const recent = (index: number) => new Date(now.getTime() - (index + 1) * 6 * 60 * MINUTE);
  await repo.insertContent(db, [
    ...clientVideos(name).map((entry, index) => videoRow(entry, client.id, now, recent(index))),
    ...clientArticles(name).map((entry, index) =>
      entryRow(entry, client.id, 'articles', 'text', recent(index)),
    ),
  ]);

  const events = await repo.insertContent(
    db,
    CLIENT_EVENTS.map((entry, index) => ({
      ...entryRow(entry, client.id, 'events', 'text', recent(index)),
      isVirtual: entry.virtual ?? false,
      durationMinutes: entry.lengthMinutes,
    })),
  );
  const bySlug = new Map(events.map((row) => [row.slug, row.id]));
  const locations = await listLocations(db, client.id);
  const placed = eventLocations(
    CLIENT_EVENTS,
    locations.map((location) => location.id),
  );
  const midnight = startOfDayUtc(now);
  await repo.insertEventDates(
    db,
    CLIENT_EVENTS.flatMap((entry, index) => {
      const contentItemId = bySlug.get(`${client.id}:${entry.key}`);
      if (contentItemId === undefined) return [];
      return entry.days.map((day) => {
        const startsAt = new Date(midnight + day * DAY + entry.hour * 60 * MINUTE);
        return {
          contentItemId,
          clientId: client.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + entry.lengthMinutes * MINUTE),
          locationIds: placed[index] ?? [],
        };
      });
    }),
  );
}

/** The first of each pair of members gets reports, the second none, so both home page variants are seen. */
async function seedReports(db: Db, clientId: string, now: Date): Promise<void> {
  if (await repo.hasClientReports(db, clientId)) return;
  const memberIds = await repo.clientMemberIds(db, clientId);
  const midnight = startOfDayUtc(now);
  const day = (offset: number) => new Date(midnight - offset * DAY).toISOString().slice(0, 10);
  await repo.insertReports(
    db,
    memberIds
      .filter((_, index) => index % 2 === 0)
      .flatMap((userId) =>
        REPORT_TEMPLATES.map((template, index) => ({
          clientId,
          userId,
          dateOfAssessment: day(index === 0 ? 12 : 130),
          ...reportColumns(template),
        })),
      ),
  );
}

function configuredClients(): SeedClient[] {
  return loadClients(loadConfig().clientsDir).clients.map((client) => client.manifest);
}

/**
 * Seeds the content library, each client's events, videos and articles, and assessment reports of the
 * seeded members. Idempotent: what exists already is kept, so a restart never duplicates content.
 */
export async function seedContent(db: Db, options: SeedContentOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const clients = options.clients ?? configuredClients();
  await seedShared(db, now);
  for (const client of clients) {
    await seedClient(db, client, now);
    await seedReports(db, client.id, now);
  }
  await seedArticleBodies(db);
  await seedEpisodes(db, now);
  await seedCourses(db, now);
}

/**
 * The Be Calm and partner courses beside the library's, and the modules of every demo course (a short lesson
 * each, playing the demo class video). Idempotent by slug, so an existing database gains them on restart.
 */
async function seedCourses(db: Db, now: Date): Promise<void> {
  await repo.insertContent(
    db,
    COURSES_BEYOND_THE_LIBRARY.map((entry, index) => ({
      ...entryRow(entry, null, 'courses', 'video', publishedAt(now, index, 0)),
      source: entry.channel,
    })),
  );
  const ids = await repo.itemsBySlug(
    db,
    Object.keys(COURSE_MODULES).map((key) => `shared:${key}`),
  );
  await courseRepo.insertModules(
    db,
    Object.entries(COURSE_MODULES).flatMap(([key, modules]) => {
      const courseItemId = ids.get(`shared:${key}`);
      if (courseItemId === undefined) return [];
      return modules.map((module, index) => ({
        courseItemId,
        slug: `shared:${key}:${index + 1}`,
        number: index + 1,
        title: module.title,
        description: module.description,
        translations: { de: module.de },
        durationMinutes: module.minutes,
        videoUrl: DEMO_VIDEO_URL,
      }));
    }),
  );
}

/** The episodes of the shared podcasts, each a day newer than the one before, the newest yesterday. */
async function seedEpisodes(db: Db, now: Date): Promise<void> {
  if (await podcastRepo.hasEpisodes(db)) return;
  const podcasts = await repo.itemsBySlug(
    db,
    Object.keys(PODCAST_EPISODES).map((key) => `shared:${key}`),
  );
  await podcastRepo.insertEpisodes(
    db,
    Object.entries(PODCAST_EPISODES).flatMap(([key, episodes]) => {
      const podcast = podcasts.get(`shared:${key}`);
      if (podcast === undefined) return [];
      return episodes.map((episode, index) => ({
        podcastItemId: podcast,
        slug: `shared:${key}:${index + 1}`,
        number: index + 1,
        title: episode.title,
        description: episode.description,
        translations: { de: episode.de },
        durationSeconds: DEMO_EPISODE_SECONDS,
        audioUrl: DEMO_EPISODE_URL,
        publishedAt: new Date(now.getTime() - (episodes.length - index) * DAY),
      }));
    }),
  );
}
