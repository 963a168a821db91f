import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getArticle, getArticles } from '@portal/contract/calls/articles';
import { withHarness, type Harness } from '../../test/harness';
import { memberId } from '../../test/members';
import { assertEdgeNumbersRefused, assertNoServerErrors } from '../../test/random-bodies';
import { users } from '../identity/schema';
import { UNKNOWN_ARTICLE_MESSAGE } from './articles';
import { contentHandlers } from './handlers';
import { contentItems } from './schema';

const decode = (body: string | null | undefined) => Buffer.from(body ?? '', 'base64').toString('utf8');

async function itemBySlug(h: () => Harness, slug: string) {
  const [row] = await h().db.select().from(contentItems).where(eq(contentItems.slug, slug));
  return row!;
}

withHarness('article calls', (h) => {
  it("lists the shared articles and the member's own client's, newest first, never another client's", async () => {
    const harbour = await h().session('harbour', 'member@harbour.example');
    const { content } = await h().call(getArticles, {}, harbour);
    expect(content.length).toBeGreaterThanOrEqual(14);
    expect(content.every((item) => item.type === 'articles')).toBe(true);
    const titles = content.map((item) => item.title);
    expect(titles).toContain('Seven Habits for Better Sleep');
    expect(titles.some((title) => title.includes('Harbour'))).toBe(true);
    expect(titles.some((title) => title.includes('Kontor') || title.includes('Lumen'))).toBe(false);
  });

  it('opens an article: title, base64 HTML body, featured image and description', async () => {
    const harbour = await h().session('harbour', 'member@harbour.example');
    const sleep = await itemBySlug(h, 'shared:article-sleep-habits');
    const { success, article } = await h().call(getArticle, { article_id: sleep.id }, harbour);
    expect(success).toBe(true);
    expect(article).toMatchObject({
      id: sleep.id,
      title: 'Seven Habits for Better Sleep',
      featured_image: sleep.thumbnail,
      e_description: sleep.description,
      author: { author_name: 'The Wellbeing Team' },
    });
    const html = decode(article.body);
    expect(html).toContain('<h2>Why it matters</h2>');
    expect(html).toContain(sleep.description);
  });

  it("answers in the member's language", async () => {
    const kontor = await h().session('kontor', 'member@kontor.example');
    const sleep = await itemBySlug(h, 'shared:article-sleep-habits');
    const de = await h().call(getArticle, { article_id: sleep.id }, kontor);
    expect(de.article.title).toBe('Sieben Gewohnheiten für besseren Schlaf');
    expect(decode(de.article.body)).toContain('<h2>Warum es wichtig ist</h2>');
    // the byline reads "Von Ihrem Wellbeing-Team", not "Von The Wellbeing Team" (issue 31)
    expect(de.article.author).toEqual({ author_name: 'Ihrem Wellbeing-Team' });
    const list = await h().call(getArticles, {}, kontor);
    expect(list.content.map((item) => item.title)).toContain('Sieben Gewohnheiten für besseren Schlaf');
    await h()
      .db.update(users)
      .set({ language: 'en' })
      .where(eq(users.id, await memberId(h().db, 'kontor', 'member@kontor.example')));
    const en = await h().call(
      getArticle,
      { article_id: sleep.id },
      await h().session('kontor', 'member@kontor.example'),
    );
    expect(en.article.title).toBe('Seven Habits for Better Sleep');
  });

  it("refuses another client's article, an event and an unknown id, with a message", async () => {
    const harbour = await h().session('harbour', 'member@harbour.example');
    const foreign = await itemBySlug(h, 'kontor:benefits-article');
    const [event] = await h().db.select().from(contentItems).where(eq(contentItems.type, 'events')).limit(1);
    for (const articleId of [foreign.id, event!.id, 999_999]) {
      const reply = await h().refused(getArticle, { article_id: articleId }, harbour);
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ success: false, err: UNKNOWN_ARTICLE_MESSAGE });
    }
    const own = await itemBySlug(h, 'harbour:benefits-article');
    const mine = await h().call(getArticle, { article_id: own.id }, harbour);
    expect(mine.article.title).toContain('Harbour');
  });

  it('opens a video card on the same page, without a body', async () => {
    const harbour = await h().session('harbour', 'member@harbour.example');
    const video = await itemBySlug(h, 'harbour:welcome-video');
    const { article } = await h().call(getArticle, { article_id: video.id }, harbour);
    expect(article).toMatchObject({
      id: video.id,
      title: 'Welcome to Wellbeing at Harbour Mutual',
      body: null,
    });
  });

  it('refuses a missing or bad article id with a 400 and the message', async () => {
    const harbour = await h().session('harbour', 'member@harbour.example');
    const reply = await h().request(
      'harbour',
      getArticle.path,
      { article_id: 'x' },
      { cookie: harbour.cookie },
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, err: UNKNOWN_ARTICLE_MESSAGE });
  });

  it('answers random bodies and edge numbers with a 4xx, never a 5xx', async () => {
    const articleHandlers = contentHandlers.filter((handler) =>
      [getArticle.path, getArticles.path].includes(handler.call.path),
    );
    expect(articleHandlers).toHaveLength(2);
    await assertNoServerErrors(h(), articleHandlers, 15);
    await assertEdgeNumbersRefused(h(), articleHandlers);
  }, 300_000);
});
