import { randomUUID } from 'node:crypto';
import { ARTICLE_BODY_EMPTY_MESSAGE, CUSTOM_ARTICLE_NOT_FOUND, type CustomArticle } from '@portal/contract/calls/admin';
import { thumbnailDataUri } from '../content/artwork';
import { CallError, memberOf, type CallContext } from '../core/types';
import { CUSTOM_SLUG, deleteCustomArticleRow, insertCustomArticle, listCustomArticles } from './custom-content-repository';
import { hasText, sanitiseArticleHtml } from './sanitise';
import { auditAdmin } from './service';

function toArticle(row: { id: number; title: string; summary: string; publishedAt: Date }): CustomArticle {
  return { id: row.id, title: row.title, summary: row.summary, published_at: row.publishedAt.toISOString() };
}

export async function customArticles(ctx: CallContext): Promise<CustomArticle[]> {
  return (await listCustomArticles(ctx.db, memberOf(ctx).clientId)).map(toArticle);
}

/**
 * An article of the admin's client only (content_items.client_id from the session), so it reaches that client's
 * members through the content and article calls and no other client's.
 */
export async function publishArticle(ctx: CallContext, path: string, input: { title: string; summary?: string | undefined; body: string }): Promise<CustomArticle> {
  const admin = memberOf(ctx);
  const body = await sanitiseArticleHtml(input.body);
  if (!hasText(body)) throw new CallError(422, ARTICLE_BODY_EMPTY_MESSAGE);
  const row = await insertCustomArticle(ctx.db, {
    clientId: admin.clientId,
    slug: `${CUSTOM_SLUG}${admin.clientId}-${randomUUID()}`,
    title: input.title,
    summary: input.summary ?? '',
    thumbnail: thumbnailDataUri(input.title, 'articles'),
    body,
    author: ctx.client.manifest.name,
    publishedAt: ctx.now,
  });
  await auditAdmin(ctx, admin, path, { action: 'article.publish', articleId: row.id });
  return toArticle(row);
}

export async function deleteArticle(ctx: CallContext, path: string, id: number): Promise<void> {
  const admin = memberOf(ctx);
  if (!(await deleteCustomArticleRow(ctx.db, admin.clientId, id))) throw new CallError(404, CUSTOM_ARTICLE_NOT_FOUND);
  await auditAdmin(ctx, admin, path, { action: 'article.delete', articleId: id });
}
