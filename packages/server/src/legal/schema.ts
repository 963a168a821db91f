import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A privacy policy or terms text of one client, addressed by the manifest's legal slugs. */
export const legalTexts = pgTable(
  'legal_texts',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: ['pp', 'tc'] }).notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('legal_texts_client_slug_language').on(t.clientId, t.slug, t.language)],
);
