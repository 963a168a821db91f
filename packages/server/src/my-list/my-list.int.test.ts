import { and, count, eq, gte, isNull, or } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createMyListItem, deleteMyListItem, getMyList } from '@portal/contract/calls/my-list';
import { withHarness } from '../../test/harness';
import { memberId } from '../../test/members';
import { contentItems, courseModules } from '../content/schema';
import { myListItems } from './schema';
import { LIST_FULL_MESSAGE, MAX_ITEMS } from './service';

withHarness('my-list calls', (h) => {
  it("gives a course on My list its own module count (each card's subqueries name the card's item, not their own table's id)", async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const courses = await h()
      .db.select({ id: contentItems.id, modules: count(courseModules.id) })
      .from(contentItems)
      .innerJoin(courseModules, eq(courseModules.courseItemId, contentItems.id))
      .where(and(eq(contentItems.type, 'courses'), isNull(contentItems.clientId)))
      .groupBy(contentItems.id)
      .orderBy(contentItems.id)
      .limit(1);
    const course = courses[0]!;
    expect(course.modules).toBeGreaterThan(0);
    const saved = await h().call(createMyListItem, { product_id: 4, content_id: course.id }, member);
    const item = saved.data.find((i) => i.content_id === course.id)!;
    expect(item.content).toMatchObject({ id: course.id, details: { total_modules: course.modules, completed_modules: 0 } });
    await h().call(deleteMyListItem, { id: item.id }, member);
  });

  it('adds items once per content and removes them by id or by content', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const start = (await h().call(getMyList, {}, member)).data;
    const created = await h().call(createMyListItem, { product_id: 22, content_id: 5001, media_type: 'video' }, member);
    expect(created.success).toBe(true);
    expect(created.data).toHaveLength(start.length + 1);
    const again = await h().call(createMyListItem, { product_id: '22', content_id: '5001' }, member);
    expect(again.data).toHaveLength(start.length + 1);
    const item = again.data.find((i) => i.content_id === 5001)!;
    expect(item).toMatchObject({ product_id: 22, media_type: 'video' });

    await h().call(createMyListItem, { product_id: 17, content_id: 77 }, member);
    const byId = await h().call(deleteMyListItem, { id: item.id }, member);
    expect(byId.data.some((i) => i.id === item.id)).toBe(false);
    const byContent = await h().call(deleteMyListItem, { product_id: 17, content_id: 77 }, member);
    expect(byContent.data).toEqual(start);
  });

  it("saves articles and gives each item its card in the member's language for the My list view, never another client's", async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const [article] = await h()
      .db.select()
      .from(contentItems)
      .where(and(eq(contentItems.type, 'articles'), isNull(contentItems.clientId)))
      .limit(1);
    const saved = await h().call(createMyListItem, { product_id: 30, content_id: article!.id }, member);
    const item = saved.data.find((i) => i.product_id === 30 && i.content_id === article!.id)!;
    expect(item).toMatchObject({ media_type: 'article', content: { id: article!.id, title: article!.title, type: 'articles' } });
    const [foreign] = await h()
      .db.insert(contentItems)
      .values({ clientId: 'kontor', slug: `kontor-only-${Date.now()}`, type: 'articles', title: 'Nur für Kontor', description: '', thumbnail: article!.thumbnail, media: 'text' })
      .returning();
    const withForeign = await h().call(createMyListItem, { product_id: 30, content_id: foreign!.id }, member);
    const stranger = withForeign.data.find((i) => i.content_id === foreign!.id)!;
    expect(stranger.content).toBeUndefined();
    await h().call(deleteMyListItem, { product_id: 30, content_id: foreign!.id }, member);
    await h().call(deleteMyListItem, { product_id: 30, content_id: article!.id }, member);
  });

  it('refuses a product id outside the spec list', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    expect((await h().refused(createMyListItem, { product_id: 99, content_id: 1 }, member)).status).toBe(400);
  });

  it("never reads or deletes another member's items", async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const foreignId = await memberId(h().db, 'kontor', 'member@kontor.example');
    const otherId = await memberId(h().db, 'harbour', 'admin@harbour.example');
    for (const id of [foreignId, otherId]) {
      const theirs = await h().db.select().from(myListItems).where(eq(myListItems.userId, id));
      expect(theirs.length).toBeGreaterThan(0);
      const list = await h().call(getMyList, { user_id: id }, member);
      expect(list.data.some((i) => theirs.some((t) => t.id === i.id))).toBe(false);
      for (const row of theirs) await h().request('harbour', deleteMyListItem.path, { user_id: id, id: row.id }, { cookie: member.cookie });
      await h().call(createMyListItem, { user_id: id, product_id: 21, content_id: 4242 }, member);
      const after = await h().db.select().from(myListItems).where(eq(myListItems.userId, id));
      expect(after.map((r) => r.id).sort()).toEqual(theirs.map((r) => r.id).sort());
    }
  });

  it(`keeps a list at ${MAX_ITEMS} items: a full list refuses a new item, with room again after a removal`, async () => {
    const member = await h().session('kontor', 'member@kontor.example');
    const userId = await memberId(h().db, 'kontor', 'member@kontor.example');
    const have = (await h().db.select().from(myListItems).where(and(eq(myListItems.clientId, 'kontor'), eq(myListItems.userId, userId)))).length;
    const FILL_FROM = 900_000;
    await h()
      .db.insert(myListItems)
      .values(Array.from({ length: MAX_ITEMS - have }, (_, i) => ({ clientId: 'kontor', userId, productId: 22, contentId: String(FILL_FROM + i), mediaType: 'video' })));
    try {
      const refused = await h().refused(createMyListItem, { product_id: 22, content_id: 4243 }, member);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ success: false, err: LIST_FULL_MESSAGE });
      await h().call(deleteMyListItem, { product_id: 22, content_id: String(FILL_FROM) }, member);
      const added = await h().call(createMyListItem, { product_id: 22, content_id: 4243 }, member);
      expect(added.data).toHaveLength(MAX_ITEMS);
      expect((await h().refused(createMyListItem, { product_id: 22, content_id: 4244 }, member)).status).toBe(409);
    } finally {
      await h().db.delete(myListItems).where(and(eq(myListItems.clientId, 'kontor'), eq(myListItems.userId, userId), eq(myListItems.productId, 22), or(gte(myListItems.contentId, String(FILL_FROM)), eq(myListItems.contentId, '4243'))));
    }
  });
});
