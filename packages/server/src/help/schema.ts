import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A PostgreSQL text-search document; written by the database (generated columns), only ever matched in SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Question, answer and category in another language than English; missing fields fall back to English. */
export interface HelpTranslation {
  readonly title?: string;
  readonly body?: string;
  readonly category?: string;
}

/** One FAQ (a question and its answer) or help article of one client's help centre (seed 003 section 2.2). */
export const helpItems = pgTable(
  'help_items',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    /** stable key of the seed, so a re-seed updates instead of duplicating */
    slug: text('slug').notNull(),
    type: text('type', { enum: ['faq', 'article'] }).notNull(),
    category: text('category').notNull(),
    /** the question of an FAQ, the title of an article */
    title: text('title').notNull(),
    /** the answer of an FAQ, the text of an article; plain text, paragraphs split by blank lines */
    body: text('body').notNull(),
    /** by language code, e.g. { "de": { "title": "..." } } */
    translations: jsonb('translations').$type<Record<string, HelpTranslation>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    /**
     * Full-text search documents in English and German (stemmed, stop words dropped), the question or title weighted
     * above the answer; the German one reads the German translation where there is one (help/repository.ts).
     */
    searchEn: tsvector('search_en').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "body"), 'B')`,
    ),
    searchDe: tsvector('search_de').generatedAlwaysAs(
      sql`setweight(to_tsvector('german'::regconfig, coalesce("translations" -> 'de' ->> 'title', "title")), 'A') || setweight(to_tsvector('german'::regconfig, coalesce("translations" -> 'de' ->> 'body', "body")), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('help_items_slug').on(t.slug),
    index('help_items_client_type').on(t.clientId, t.type),
    index('help_items_search_en').using('gin', t.searchEn),
    index('help_items_search_de').using('gin', t.searchDe),
  ],
);

/** The first opening of a help item by a member: one row per member and item, however often it is opened. */
export const helpViews = pgTable(
  'help_views',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => helpItems.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('help_views_member_item').on(t.clientId, t.userId, t.itemId),
    index('help_views_item').on(t.itemId),
  ],
);
