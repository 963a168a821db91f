import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withHarness } from '../../test/harness';
import { memberId } from '../seed/test-members';
import { myListItems } from './schema';

const LIST = '/application/api/u/my-list';
const CREATE = '/application/api/u/my-list/create';
const DELETE = '/application/api/u/my-list/delete';

interface Item {
  id: number;
  product_id: number;
  content_id: number | string;
  media_type: string | null;
}

withHarness('my-list calls', (h) => {
  it('adds items once per content and removes them by id or by content', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const start: Item[] = (await h().request('harbour', LIST, {}, { cookie })).body.data;
    const created = await h().request('harbour', CREATE, { product_id: 22, content_id: 5001, media_type: 'video' }, { cookie });
    expect(created.status).toBe(200);
    expect(created.body.success).toBe(true);
    expect(created.body.data).toHaveLength(start.length + 1);
    const again = await h().request('harbour', CREATE, { product_id: '22', content_id: '5001' }, { cookie });
    expect(again.body.data).toHaveLength(start.length + 1);
    const item = again.body.data.find((i: Item) => i.content_id === 5001);
    expect(item).toMatchObject({ product_id: 22, media_type: 'video' });

    await h().request('harbour', CREATE, { product_id: 17, content_id: 77 }, { cookie });
    const byId = await h().request('harbour', DELETE, { id: item.id }, { cookie });
    expect(byId.body.data.some((i: Item) => i.id === item.id)).toBe(false);
    const byContent = await h().request('harbour', DELETE, { product_id: 17, content_id: 77 }, { cookie });
    expect(byContent.body.data).toEqual(start);
  });

  it('refuses a product id outside the spec list', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const reply = await h().request('harbour', CREATE, { product_id: 99, content_id: 1 }, { cookie });
    expect(reply.status).toBe(400);
  });

  it("never reads or deletes another member's items", async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const foreignId = await memberId(h().db, 'kontor', 'member@kontor.example');
    const otherId = await memberId(h().db, 'harbour', 'admin@harbour.example');
    for (const id of [foreignId, otherId]) {
      const theirs = await h().db.select().from(myListItems).where(eq(myListItems.userId, id));
      expect(theirs.length).toBeGreaterThan(0);
      const list = await h().request('harbour', LIST, { user_id: id }, { cookie });
      expect(list.body.data.some((i: Item) => theirs.some((t) => t.id === i.id))).toBe(false);
      for (const row of theirs) await h().request('harbour', DELETE, { user_id: id, id: row.id }, { cookie });
      await h().request('harbour', CREATE, { user_id: id, product_id: 21, content_id: 4242 }, { cookie });
      const after = await h().db.select().from(myListItems).where(eq(myListItems.userId, id));
      expect(after.map((r) => r.id).sort()).toEqual(theirs.map((r) => r.id).sort());
    }
  });
});
