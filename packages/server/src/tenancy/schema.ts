import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export interface BrandBanner {
  platform: 'ios' | 'android';
  url: string;
  text: string;
}

/**
 * A brand an employer admin published (issue 14, Branding Customise): a runtime theme pack layered over the
 * client's manifest at page load. The live one is the highest version not rolled back; none: the manifest.
 */
export const brandVersions = pgTable(
  'brand_versions',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    version: integer('version').notNull(),
    skin: integer('skin').notNull(),
    action: text('action').notNull(),
    accent: text('accent').notNull(),
    logoLight: text('logo_light').notNull(),
    logoDark: text('logo_dark').notNull(),
    appBanners: jsonb('app_banners').$type<BrandBanner[]>().notNull(),
    /** the client's override pack for this brand, `:root, [data-client]` custom properties, written at publish */
    css: text('css').notNull(),
    publishedBy: integer('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    rolledBackBy: integer('rolled_back_by'),
  },
  (t) => [uniqueIndex('brand_versions_client_version').on(t.clientId, t.version)],
);

/** A logo an admin uploaded: a sanitised SVG or a checked PNG, served as /client-assets/<client>/brand-<id>.<ext>. */
export const brandAssets = pgTable(
  'brand_assets',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    /** 'svg' or 'png', found in the content */
    kind: text('kind', { enum: ['svg', 'png'] }).notNull(),
    /** base64 of the stored bytes (the sanitised SVG) */
    data: text('data').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('brand_assets_client').on(t.clientId)],
);

/**
 * A release of the clients folder that `npm run clients:publish` checked and published (decision 0530): every API
 * process serves the clients of the latest one, and hears of a new one through the database's news.
 */
export const clientReleases = pgTable('client_releases', {
  id: serial('id').primaryKey(),
  /** every file of every client folder, by its path under clients/ (`harbour/manifest.json`), base64 */
  files: jsonb('files').$type<Record<string, string>>().notNull(),
  /** the client ids in it */
  clients: jsonb('clients').$type<string[]>().notNull(),
  /** who ran the command (user@host), for the log */
  publishedBy: text('published_by').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});
