import type { Article } from '@portal/contract/calls/articles';
import type { ContentItem } from '@portal/contract/calls/content';
import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import { CallError, type Db, type Member } from '../core/types';
import * as repo from './article-repository';
import { articleBodyTexts } from './article-texts';
import { contentCard, localised } from './cards';
import { favouritedItemIds } from './repository';

export const UNKNOWN_ARTICLE_MESSAGE = 'Please choose a valid article.';

const toBase64 = (html: string) => Buffer.from(html, 'utf8').toString('base64');

/**
 * One article in the member's language (seed 003 section 2.4): the body as base64 HTML, the thumbnail as
 * featured image. An id of another client's article or of anything that is not an article is refused alike,
 * so a member cannot learn which ids exist elsewhere.
 */
export async function getArticle(db: Db, member: Member, manifest: Manifest, id: number): Promise<Article> {
  const found = await repo.findArticle(db, member.clientId, id);
  if (!found) throw new CallError(404, UNKNOWN_ARTICLE_MESSAGE);
  const { shown } = await memberLanguage(db, member, manifest);
  const { item, body } = found;
  const text = localised(item, shown);
  const html = body ? (shown === 'en' ? body.body : (body.translations[shown] ?? body.body)) : null;
  return {
    id: item.id,
    title: text.title,
    video_url: item.type === 'videos' ? item.url : null,
    embed_code: body?.embedCode ?? null,
    body: html ? toBase64(html) : null,
    featured_image: item.thumbnail,
    e_description: text.description,
    author: body?.author ? { author_name: authorIn(body.author, shown) } : null,
    image_url: item.thumbnail,
  };
}

/**
 * Who wrote the seeded articles, by language: the app writes the byline around it ("By …", German "Von …"), so the
 * German reads "Von Ihrem Wellbeing-Team". An employer's own articles carry the employer's name as it is.
 */
export const SEED_AUTHOR = { en: 'The Wellbeing Team', de: 'Ihrem Wellbeing-Team' } as const;

function authorIn(author: string, language: string): string {
  return author === SEED_AUTHOR.en && language === 'de' ? SEED_AUTHOR.de : author;
}

/** The articles the member's client may see, as cards in the member's language, newest first. */
export async function listArticles(db: Db, member: Member, manifest: Manifest): Promise<ContentItem[]> {
  const rows = await repo.listArticles(db, member.clientId);
  const { shown } = await memberLanguage(db, member, manifest);
  const favourites = await favouritedItemIds(
    db,
    member.clientId,
    member.userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => contentCard(row, shown, favourites.has(row.id)));
}

/** Gives every seeded article its demo body; idempotent, an article keeps a body it has. */
export async function seedArticleBodies(db: Db): Promise<void> {
  const articles = await repo.allArticles(db);
  await repo.insertArticleBodies(
    db,
    articles.map((article) => ({
      contentItemId: article.id,
      ...articleBodyTexts(article),
      author: article.clientId ? null : SEED_AUTHOR.en,
    })),
  );
}
