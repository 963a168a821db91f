import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getFaqs, recordFaqView, searchDmhArticles } from '@portal/contract/calls/help';
import { withHarness } from '../../test/harness';
import { assertEdgeNumbersRefused, assertNoServerErrors } from '../../test/random-bodies';
import { helpHandlers } from './handlers';
import { memberId } from '../../test/members';
import { users } from '../identity/schema';
import { helpItems, helpViews } from './schema';
import { UNKNOWN_ITEM_MESSAGE } from './service';

withHarness('help centre calls', (h) => {
  it('pages FAQs 3 at a time without a search, with a 100-character preview', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const first = await h().call(
      getFaqs,
      { page_size: 3, page: 1, preview_length: 100, type: 'question' },
      member,
    );
    expect(first.success).toBe(true);
    expect(first.articles).toHaveLength(3);
    for (const item of first.articles) {
      expect(item.type).toBe('faq');
      expect(item.question).toBeTruthy();
      expect(item.preview!.length).toBeLessThanOrEqual(101);
      expect(item.answer!.startsWith(item.preview!.replace(/…$/, ''))).toBe(true);
    }
    const second = await h().call(
      getFaqs,
      { page_size: 3, page: 2, preview_length: 100, type: 'question' },
      member,
    );
    expect(second.articles.map((item) => item.id)).not.toContain(first.articles[0]!.id);
    const long = first.articles.find((item) => item.answer!.length > 100)!;
    expect(long.preview).toHaveLength(101);
    expect(long.preview!.endsWith('…')).toBe(true);
  });

  it('searches question and answer case-insensitively, questions that match first, 10 per page', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const found = await h().call(
      getFaqs,
      { page_size: 10, page: 1, preview_length: 100, type: 'question', search_string: 'PASSWORD' },
      member,
    );
    expect(found.articles[0]!.question).toBe('How do I reset my password?');
    const inAnswer = await h().call(
      getFaqs,
      { page_size: 10, page: 1, preview_length: 100, type: 'question', search_string: 'samaritans' },
      member,
    );
    expect(inAnswer.articles.map((item) => item.question)).toEqual([
      'What should I do if I need urgent help?',
    ]);
    // with the crisis numbers of the client's country: harbour is Irish
    expect(inAnswer.articles[0]!.answer).toContain('call 112 now. You can also call Samaritans Ireland on 116 123');
    const none = await h().call(
      getFaqs,
      { page_size: 10, page: 1, preview_length: 100, type: 'question', search_string: 'zebra crossing' },
      member,
    );
    expect(none).toEqual({ success: true, articles: [] });
    const all = await h().call(
      getFaqs,
      { page_size: 2, page: 1, preview_length: 100, type: 'question', search_string: 'password cancel confidential' },
      member,
    );
    expect(all.articles).toHaveLength(2);
  });

  it('searches by words and their stems in the member language, not by substring (full-text search)', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const search = (search_string: string, session = member) =>
      h().call(getFaqs, { page_size: 10, page: 1, preview_length: 100, type: 'question', search_string }, session);
    // "booking" and "bookings" share the stem of "book"; neither phrase is a substring of the question
    expect((await search('cancel booking')).articles[0]!.question).toBe('How do I cancel an event booking?');
    expect((await search('cancelling bookings')).articles[0]!.question).toBe('How do I cancel an event booking?');
    // the last word is also the start of a word, as members type
    expect((await search('cance')).articles.map((item) => item.question)).toContain('How do I cancel an event booking?');
    // words no item has together: the items with any of them, best first
    expect((await search('cancel zebra')).articles[0]!.question).toBe('How do I cancel an event booking?');
    // query syntax is only words
    expect(await search('!&|():*')).toEqual({ success: true, articles: [] });
    const kontor = await h().session('kontor', 'member@kontor.example');
    // German stemming: "Buchungen stornieren" finds "Wie storniere ich eine Buchung …?"
    const de = await search('Buchungen stornieren', kontor);
    expect(de.articles[0]!.question).toMatch(/storniere/);
  });

  it('lists help articles for type article, and by offset for articles-search', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const articles = await h().call(
      getFaqs,
      { page_size: 3, page: 1, preview_length: 100, type: 'article' },
      member,
    );
    expect(articles.articles).toHaveLength(3);
    expect(articles.articles.every((item) => item.type === 'article' && item.title && item.body)).toBe(true);
    const searched = await h().call(
      searchDmhArticles,
      { from: 0, size: 6, search_string: 'health score' },
      member,
    );
    // the title match comes before the article that names it in its text
    expect(searched.data.map((item) => item.title)).toEqual([
      'Understanding your Health Score',
      'Getting started with your wellbeing portal',
    ]);
    const rest = await h().call(searchDmhArticles, { from: 2, size: 6 }, member);
    expect(rest.data).toHaveLength(3);
  });

  it("answers in the member's language, and names the member's own client", async () => {
    const kontor = await h().session('kontor', 'member@kontor.example');
    const de = await h().call(
      getFaqs,
      { page_size: 10, page: 1, preview_length: 100, type: 'question', search_string: 'vertraulich' },
      kontor,
    );
    expect(de.articles[0]).toMatchObject({
      question: 'Ist das vertraulich?',
      category: 'Datenschutz und Sicherheit',
    });
    expect(de.articles[0]!.answer).toContain('Kontor Logistik');
    await h()
      .db.update(users)
      .set({ language: 'en' })
      .where(eq(users.id, await memberId(h().db, 'kontor', 'member@kontor.example')));
    const en = await h().call(
      getFaqs,
      { page_size: 10, page: 1, preview_length: 100, type: 'question', search_string: 'confidential' },
      await h().session('kontor', 'member@kontor.example'),
    );
    expect(en.articles[0]).toMatchObject({
      question: 'Is it confidential?',
      category: 'Privacy and security',
    });
    const harbour = await h().call(
      getFaqs,
      { page_size: 10, page: 1, preview_length: 100, type: 'question', search_string: 'Kontor' },
      await h().session('harbour', 'member@harbour.example'),
    );
    expect(harbour.articles).toEqual([]);
  });

  it('records a view once per member and item, and keeps the order for everyone', async () => {
    const self = await memberId(h().db, 'harbour', 'member@harbour.example');
    const member = await h().session('harbour', 'member@harbour.example');
    const [last] = await h()
      .db.select()
      .from(helpItems)
      .where(
        and(
          eq(helpItems.clientId, 'harbour'),
          eq(helpItems.type, 'faq'),
          eq(helpItems.slug, 'harbour:faq:watch-offline'),
        ),
      );
    expect(await h().call(recordFaqView, { type: 'question', id: last!.id }, member)).toEqual({
      success: true,
    });
    expect(await h().call(recordFaqView, { type: 'faq', id: last!.id }, member)).toEqual({ success: true });
    const views = await h().db.select().from(helpViews).where(eq(helpViews.itemId, last!.id));
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ clientId: 'harbour', userId: self });
    const top = await h().call(
      getFaqs,
      { page_size: 3, page: 1, preview_length: 100, type: 'question' },
      member,
    );
    expect(top.articles[0]!.question).toBe('Is it confidential?');
  });

  it("refuses another client's item, an item of the other type and an unknown id, with a message", async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const [foreign] = await h()
      .db.select()
      .from(helpItems)
      .where(eq(helpItems.slug, 'lumen:faq:confidential'));
    const [article] = await h()
      .db.select()
      .from(helpItems)
      .where(eq(helpItems.slug, 'harbour:article:getting-started'));
    for (const body of [
      { type: 'question' as const, id: foreign!.id },
      { type: 'question' as const, id: article!.id },
      { type: 'article' as const, id: 999_999 },
    ]) {
      const reply = await h().refused(recordFaqView, body, member);
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ success: false, err: UNKNOWN_ITEM_MESSAGE });
    }
    expect(await h().db.select().from(helpViews).where(eq(helpViews.itemId, foreign!.id))).toEqual([]);
  });

  it('refuses a bad type or page with a 400 and a message', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const badType = await h().request(
      'harbour',
      getFaqs.path,
      { type: 'recipes' },
      { cookie: member.cookie },
    );
    expect(badType.status).toBe(400);
    const badPage = await h().request('harbour', getFaqs.path, { page: 0 }, { cookie: member.cookie });
    expect(badPage.status).toBe(400);
    expect(badPage.body).toMatchObject({ success: false, err: 'Please choose a valid page.' });
  });

  it('answers random bodies and edge numbers with a 4xx, never a 5xx', async () => {
    await assertNoServerErrors(h(), helpHandlers, 15);
    await assertEdgeNumbersRefused(h(), helpHandlers);
  }, 300_000);
});
