import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Title, subtitle and description in another language than English; missing fields fall back to English. */
export interface ContentTranslation {
  readonly title?: string;
  readonly subtitle?: string;
  readonly description?: string;
}

/**
 * One piece of home content: an event, video, article, podcast, course or recipe.
 * client_id null: the shared library every client sees; otherwise only that client's members see it.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id'),
    /** stable key of the seed, so a re-seed updates instead of duplicating */
    slug: text('slug').notNull(),
    type: text('type', {
      enum: ['events', 'videos', 'articles', 'podcasts', 'courses', 'recipes'],
    }).notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description').notNull().default(''),
    /** by language code, e.g. { "de": { "title": "..." } } */
    translations: jsonb('translations').$type<Record<string, ContentTranslation>>().notNull().default({}),
    /** an SVG data URI generated in artwork.ts */
    thumbnail: text('thumbnail').notNull(),
    media: text('media', { enum: ['video', 'audio', 'text', 'podcasts'] }).notNull(),
    source: text('source'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    url: text('url'),
    /** videos: iframe markup or the address of an embedded player; null for a file video (url) */
    embedVideo: text('embed_video'),
    /** videos: studio or gym classes have a schedule; null for on-demand content */
    scheduleType: text('schedule_type', { enum: ['studio', 'gym'] }),
    /** videos with a schedule: live between start and end */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** events: 1 = online */
    isVirtual: boolean('is_virtual').notNull().default(false),
    durationMinutes: integer('duration_minutes'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_items_slug').on(t.slug),
    index('content_items_client_type').on(t.clientId, t.type),
  ],
);

/** A date of an event; its id is the event_date_id the event pages use. Events always belong to one client. */
export const contentEventDates = pgTable(
  'content_event_dates',
  {
    id: serial('id').primaryKey(),
    contentItemId: integer('content_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('content_event_dates_client_start').on(t.clientId, t.startsAt)],
);

/** The office locations (office_locations.id) an event date takes place at; none for an online-only date. */
export const contentEventLocations = pgTable(
  'content_event_locations',
  {
    eventDateId: integer('event_date_id')
      .notNull()
      .references(() => contentEventDates.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventDateId, t.locationId] }),
    index('content_event_locations_location').on(t.locationId),
  ],
);

/** A member's favourite content item. */
export const contentFavourites = pgTable(
  'content_favourites',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    contentItemId: integer('content_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId, t.contentItemId] })],
);

/**
 * A member's read of a library item (an article, video or podcast opened), once per item and UTC day: engagement
 * points count these rows (fitness/points.ts, decision 0620). Recorded by content/record-read, never by a read call.
 */
export const contentReads = pgTable(
  'content_reads',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    contentItemId: integer('content_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    /** the UTC day of the read, YYYY-MM-DD */
    day: date('day', { mode: 'string' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.userId, t.contentItemId, t.day] }),
    index('content_reads_member_read').on(t.clientId, t.userId, t.readAt),
  ],
);

/** A digital clinic category shown in the home digital-clinics banner; client_id null for every client. */
export const digitalClinicCategories = pgTable(
  'digital_clinic_categories',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id'),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    translations: jsonb('translations').$type<Record<string, ContentTranslation>>().notNull().default({}),
    featuredImg: text('featured_img').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('digital_clinic_categories_slug').on(t.slug)],
);

/** One item of an assessment report (seed 003 section 3). */
export interface ReportItem {
  readonly heading: string;
  readonly title: string;
  readonly description: string;
}

/** A report's texts in another language than English. */
export interface ReportTranslationColumns {
  readonly headerCopy?: string;
  readonly subHeaderCopy?: string;
  readonly reportItems?: ReportItem[];
}

/** A past assessment report of a member; the home page shows its results banner when one exists. */
export const assessmentReports = pgTable(
  'assessment_reports',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    dateOfAssessment: date('date_of_assessment', { mode: 'string' }).notNull(),
    headerCopy: text('header_copy').notNull(),
    subHeaderCopy: text('sub_header_copy').notNull(),
    reportItems: jsonb('report_items').$type<ReportItem[]>().notNull().default([]),
    /** by language code, e.g. { "de": { "headerCopy": "..." } }; shown in the member's language */
    translations: jsonb('translations')
      .$type<Record<string, ReportTranslationColumns>>()
      .notNull()
      .default({}),
  },
  (t) => [index('assessment_reports_member').on(t.clientId, t.userId, t.dateOfAssessment)],
);

/**
 * The body of an article (seed 003 section 2.4), kept apart from content_items so the listings never load it.
 * HTML in English; `translations` holds it in other languages by code.
 */
export const articleBodies = pgTable('article_bodies', {
  contentItemId: integer('content_item_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
  /** iframe markup or embed code shown above the body; null for text-only articles */
  embedCode: text('embed_code'),
  author: text('author'),
});

/** A member's reminder for a studio (ws) or gym (dg) class that has not started yet (seed 001 section 3). */
export const contentReminders = pgTable(
  'content_reminders',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    contentItemId: integer('content_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['ws', 'dg'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId, t.contentItemId] })],
);

/** An episode of a podcast (a content item of type podcasts); the podcast's client decides who sees it. */
export const podcastEpisodes = pgTable(
  'podcast_episodes',
  {
    id: serial('id').primaryKey(),
    podcastItemId: integer('podcast_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    translations: jsonb('translations').$type<Record<string, ContentTranslation>>().notNull().default({}),
    durationSeconds: integer('duration_seconds').notNull(),
    audioUrl: text('audio_url').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('podcast_episodes_slug').on(t.slug), index('podcast_episodes_podcast').on(t.podcastItemId)],
);

/** A member's podcast subscription (podcasts/subscribe toggles it). */
export const podcastSubscriptions = pgTable(
  'podcast_subscriptions',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    podcastItemId: integer('podcast_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId, t.podcastItemId] })],
);

/** A member's audio player: the queue of episode ids, the one playing and how far in, across pages and visits. */
export const podcastPlayers = pgTable(
  'podcast_players',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    queue: jsonb('queue').$type<number[]>().notNull().default([]),
    currentEpisodeId: integer('current_episode_id'),
    positionSeconds: integer('position_seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId] })],
);

/** A module of a course (a content item of type courses): a short video lesson. Shared like its course. */
export const courseModules = pgTable(
  'course_modules',
  {
    id: serial('id').primaryKey(),
    courseItemId: integer('course_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    translations: jsonb('translations').$type<Record<string, ContentTranslation>>().notNull().default({}),
    durationMinutes: integer('duration_minutes').notNull(),
    videoUrl: text('video_url'),
  },
  (t) => [uniqueIndex('course_modules_slug').on(t.slug), index('course_modules_course').on(t.courseItemId)],
);

/** A module a member has marked done. */
export const courseModuleCompletions = pgTable(
  'course_module_completions',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId, t.moduleId] })],
);

/**
 * The member's course progress (seed 000 section 3: channel, id, percent), kept by the course_progress rule:
 * a course begun and not complete has an entry; a complete one has none.
 */
export const courseProgress = pgTable(
  'course_progress',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    courseItemId: integer('course_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    percent: doublePrecision('percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId, t.courseItemId] })],
);
