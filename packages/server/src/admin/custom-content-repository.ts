import { and, desc, eq, gte, isNull, like, or } from 'drizzle-orm';
import { articleBodies, contentItems } from '../db/schema';
import type { Db } from '../core/types';
import { clientAnnouncements } from './schema';

/** Slugs of articles an employer wrote: the seed's never start so, and a re-seed leaves these rows alone. */
export const CUSTOM_SLUG = 'custom-';

const own = (clientId: string) => and(eq(contentItems.clientId, clientId), like(contentItems.slug, `${CUSTOM_SLUG}%`));

export async function listCustomArticles(db: Db, clientId: string) {
  return db
    .select({ id: contentItems.id, title: contentItems.title, summary: contentItems.description, publishedAt: contentItems.publishedAt })
    .from(contentItems)
    .where(and(own(clientId), eq(contentItems.type, 'articles')))
    .orderBy(desc(contentItems.publishedAt), desc(contentItems.id));
}

/** The article and its body in one transaction, so members never see an article without its text. */
export async function insertCustomArticle(
  db: Db,
  row: { clientId: string; slug: string; title: string; summary: string; thumbnail: string; body: string; author: string; publishedAt: Date },
) {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .insert(contentItems)
      .values({
        clientId: row.clientId,
        slug: row.slug,
        type: 'articles',
        title: row.title,
        description: row.summary,
        thumbnail: row.thumbnail,
        media: 'text',
        source: 'employer',
        tags: [],
        publishedAt: row.publishedAt,
      })
      .returning({ id: contentItems.id, title: contentItems.title, summary: contentItems.description, publishedAt: contentItems.publishedAt });
    await tx.insert(articleBodies).values({ contentItemId: item!.id, body: row.body, author: row.author });
    return item!;
  });
}

/** Deletes one of the client's own articles (its body goes with it); false when there is none with this id. */
export async function deleteCustomArticleRow(db: Db, clientId: string, id: number): Promise<boolean> {
  const rows = await db.delete(contentItems).where(and(own(clientId), eq(contentItems.id, id))).returning({ id: contentItems.id });
  return rows.length > 0;
}

export type AnnouncementRow = typeof clientAnnouncements.$inferSelect;

/**
 * The announcements a client's members see at `now`: not past their last day (UTC), newest first. Only the
 * client's own: every reader (home, content, events, /my-organisation) passes the client from the session.
 */
export async function listAnnouncements(db: Db, clientId: string, now: Date): Promise<AnnouncementRow[]> {
  const today = now.toISOString().slice(0, 10);
  return db
    .select()
    .from(clientAnnouncements)
    .where(and(eq(clientAnnouncements.clientId, clientId), or(isNull(clientAnnouncements.expiresOn), gte(clientAnnouncements.expiresOn, today))))
    .orderBy(desc(clientAnnouncements.publishedAt), desc(clientAnnouncements.id));
}

/** Every announcement of the client, expired ones included, for its admins. */
export async function listAllAnnouncements(db: Db, clientId: string): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(clientAnnouncements)
    .where(eq(clientAnnouncements.clientId, clientId))
    .orderBy(desc(clientAnnouncements.publishedAt), desc(clientAnnouncements.id));
}

export async function insertAnnouncement(db: Db, row: Omit<typeof clientAnnouncements.$inferInsert, 'id'>): Promise<AnnouncementRow | undefined> {
  const [inserted] = await db.insert(clientAnnouncements).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Deletes one of the client's announcements; false when it has none with this id. */
export async function deleteAnnouncementRow(db: Db, clientId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(clientAnnouncements)
    .where(and(eq(clientAnnouncements.clientId, clientId), eq(clientAnnouncements.id, id)))
    .returning({ id: clientAnnouncements.id });
  return rows.length > 0;
}
