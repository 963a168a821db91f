import { sharedItemIds } from '../content/public';
import type { Db } from '../core/types';
import { scopeOf, type MemberScope, type SeedContext, type SeedMember } from '../db/seed-context';
import { countItems, insertItem } from './repository';
import { MAX_ITEMS } from './service';

/** The demo list: a podcast and a course of the shared library, by their seed keys (content is seeded first). */
const DEMO_ITEMS = [
  { key: 'podcast-money-minute', productId: 18, mediaType: 'podcast' },
  { key: 'course-sleep-reset', productId: 4, mediaType: 'course' },
] as const;

/** Puts the demo podcast and course on one member's list (their library items, so My list shows them). */
export async function seedMemberList(db: Db, scope: MemberScope): Promise<void> {
  const ids = await sharedItemIds(db, DEMO_ITEMS.map((item) => item.key));
  for (const item of DEMO_ITEMS) {
    const id = ids.get(item.key);
    if (id !== undefined) await insertItem(db, scope, { productId: item.productId, contentId: String(id), mediaType: item.mediaType }, MAX_ITEMS);
  }
}

/** A podcast and a course on each member's list, unless they have items already. */
export async function seedMyLists(ctx: SeedContext, members: readonly SeedMember[]): Promise<void> {
  for (const member of members) {
    const scope = scopeOf(member);
    if ((await countItems(ctx.db, scope)) > 0) continue;
    await seedMemberList(ctx.db, scope);
  }
}
