import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createMyListItem, deleteMyListItem, getMyList } from '@portal/contract/calls/my-list';
import { withHarness } from '../../test/harness';
import { memberId } from '../../test/members';
import { myListItems } from './schema';

withHarness('my-list calls', (h) => {
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
});
