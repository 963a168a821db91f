import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An announcement an employer writes for its own members (home, content and events pages; /my-organisation). */
export const clientAnnouncements = pgTable(
  'client_announcements',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    title: text('title').notNull(),
    /** sanitised HTML */
    body: text('body').notNull(),
    /** YYYY-MM-DD, the last day it is shown (UTC); null: until taken down */
    expiresOn: text('expires_on'),
    createdBy: integer('created_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** a seeded demo announcement, found again by a re-seed */
    seedKey: text('seed_key'),
  },
  (t) => [index('client_announcements_client').on(t.clientId, t.publishedAt), uniqueIndex('client_announcements_seed').on(t.clientId, t.seedKey)],
);

export type ContentDraftKind = 'article' | 'announcement' | 'event';

/** What a draft keeps to be published again: the words, and an event's times and places. */
export interface ContentDraftPayload {
  summary?: string;
  body?: string;
  expiresOn?: string | null;
  description?: string;
  startAt?: string;
  endAt?: string;
  capacity?: number;
  isVirtual?: boolean;
}

/**
 * An article, announcement or event an employer admin took down (unpublished): the live row is gone from the
 * members' tables at once, and its words wait here until the admin publishes it again or deletes it.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    kind: text('kind', { enum: ['article', 'announcement', 'event'] }).notNull(),
    title: text('title').notNull(),
    payload: jsonb('payload').$type<ContentDraftPayload>().notNull(),
    unpublishedBy: integer('unpublished_by').notNull(),
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('content_drafts_client').on(t.clientId, t.unpublishedAt)],
);
