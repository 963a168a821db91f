import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  ARTICLE_BODY_EMPTY_MESSAGE,
  CUSTOM_ARTICLE_NOT_FOUND,
  deleteCustomArticle,
  getCustomArticles,
  publishCustomArticle,
} from '@portal/contract/calls/admin';
import { getArticle, getArticles } from '@portal/contract/calls/articles';
import { UNKNOWN_ARTICLE_MESSAGE } from '../content/articles';
import { withHarness } from '../../test/harness';
import { auditLog } from '../audit/schema';

const decode = (base64: string | null | undefined) => Buffer.from(base64 ?? '', 'base64').toString('utf8');

withHarness('employer admin: custom content', (h) => {
  it("publishes a sanitised article to its own members only, and takes it down again", async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const member = await h().session('harbour', 'member@harbour.example');
    const stranger = await h().session('lumen', 'member@lumen.example');
    const body =
      '<h2>Ride in</h2><p onclick="steal()">Lease a <strong>bike</strong> <a href="https://example.org/bikes">here</a>' +
      ' or <a href="javascript:alert(1)">there</a>.</p><script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="https://evil.example"></iframe>';
    const { article } = await h().call(publishCustomArticle, { title: '  Cycle to work  ', summary: 'Save on a bike.', body }, admin);
    expect(article.title).toBe('Cycle to work');

    // the member of harbour finds it first among the articles and reads it
    const listed = await h().call(getArticles, {}, member);
    expect(listed.content[0]).toMatchObject({ id: article.id, title: 'Cycle to work' });
    const read = await h().call(getArticle, { article_id: article.id }, member);
    const html = decode(read.article.body);
    expect(html).toContain('<h2>Ride in</h2>');
    expect(html).toContain('<strong>bike</strong>');
    expect(html).toContain('<a href="https://example.org/bikes" target="_blank" rel="noopener noreferrer">here</a>');
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img|<iframe|evil/);

    // another client's member neither sees nor opens it, and another client's admin cannot list or delete it
    expect((await h().call(getArticles, {}, stranger)).content.map((item) => item.id)).not.toContain(article.id);
    expect((await h().refused(getArticle, { article_id: article.id }, stranger)).body.err).toBe(UNKNOWN_ARTICLE_MESSAGE);
    const otherAdmin = await h().session('lumen', 'admin@lumen.example');
    expect((await h().call(getCustomArticles, {}, otherAdmin)).articles.map((item) => item.id)).not.toContain(article.id);
    const refused = await h().refused(deleteCustomArticle, { id: article.id }, otherAdmin);
    expect([refused.status, refused.body.err]).toEqual([404, CUSTOM_ARTICLE_NOT_FOUND]);

    expect((await h().call(getCustomArticles, {}, admin)).articles).toEqual([article]);
    await h().call(deleteCustomArticle, { id: article.id }, admin);
    expect((await h().refused(getArticle, { article_id: article.id }, member)).status).toBe(404);
    expect((await h().call(getCustomArticles, {}, admin)).articles).toEqual([]);
    const actions = (await h().db.select().from(auditLog).where(and(eq(auditLog.event, 'admin.action'), eq(auditLog.clientId, 'harbour')))).map((row) => row.detail?.['action']);
    expect(actions).toEqual(expect.arrayContaining(['article.publish', 'article.delete']));
  });

  it('refuses an article with nothing left to read once sanitised, and a seeded article as not its own', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const refused = await h().refused(publishCustomArticle, { title: 'Empty', body: '<script>alert(1)</script><img src=x>' }, admin);
    expect([refused.status, refused.body.err]).toEqual([422, ARTICLE_BODY_EMPTY_MESSAGE]);
    const member = await h().session('harbour', 'member@harbour.example');
    const seeded = (await h().call(getArticles, {}, member)).content[0]!;
    expect((await h().refused(deleteCustomArticle, { id: seeded.id }, admin)).status).toBe(404);
    expect((await h().call(getArticle, { article_id: seeded.id }, member)).success).toBe(true);
  });
});
