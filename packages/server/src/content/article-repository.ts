import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../core/types';
import type { ContentRow } from './repository';
import { articleBodies, contentItems } from './schema';

export type ArticleBodyRow = typeof articleBodies.$inferSelect;
export type NewArticleBody = typeof articleBodies.$inferInsert;

const visible = (clientId: string) => or(isNull(contentItems.clientId), eq(contentItems.clientId, clientId));

/** Video cards open on the standalone article page too (seed 003 section 2.4: its video part). */
const ARTICLE_PAGE_TYPES: ContentRow['type'][] = ['articles', 'videos'];

/** One article or video the client's members may see, with its body when it has one; undefined for any other id. */
export async function findArticle(
  db: Db,
  clientId: string,
  id: number,
): Promise<{ item: ContentRow; body: ArticleBodyRow | null } | undefined> {
  const [row] = await db
    .select()
    .from(contentItems)
    .leftJoin(articleBodies, eq(articleBodies.contentItemId, contentItems.id))
    .where(and(eq(contentItems.id, id), inArray(contentItems.type, ARTICLE_PAGE_TYPES), visible(clientId)))
    .limit(1);
  return row ? { item: row.content_items, body: row.article_bodies } : undefined;
}

/** Every article the client's members may see, newest first. */
export async function listArticles(db: Db, clientId: string): Promise<ContentRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.type, 'articles'), visible(clientId)))
    .orderBy(desc(contentItems.publishedAt), asc(contentItems.id));
}

/** Every article in the catalogue, of all clients: the seed gives each its body. */
export async function allArticles(db: Db): Promise<ContentRow[]> {
  return db.select().from(contentItems).where(eq(contentItems.type, 'articles'));
}

export async function insertArticleBodies(db: Db, rows: readonly NewArticleBody[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(articleBodies)
    .values([...rows])
    .onConflictDoNothing();
}
