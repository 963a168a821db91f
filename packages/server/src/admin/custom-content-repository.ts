import { and, desc, eq, like } from 'drizzle-orm';
import { articleBodies, contentItems } from '../content/schema';
import type { Db } from '../core/types';

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
