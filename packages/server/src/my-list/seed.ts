import { scopeOf, type SeedContext, type SeedMember } from '../db/seed-context';
import { countItems, insertItem } from './repository';

/** A podcast and a course on each member's list, unless they have items already. */
export async function seedMyLists(ctx: SeedContext, members: readonly SeedMember[]): Promise<void> {
  for (const member of members) {
    const scope = scopeOf(member);
    if ((await countItems(ctx.db, scope)) > 0) continue;
    await insertItem(ctx.db, scope, { productId: 18, contentId: '301', mediaType: 'podcast' });
    await insertItem(ctx.db, scope, { productId: 4, contentId: '112', mediaType: 'course' });
  }
}
