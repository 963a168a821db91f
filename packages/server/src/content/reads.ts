import { CONTENT_NOT_FOUND_MESSAGE, NOT_READABLE_MESSAGE, READ_CONTENT_TYPES } from '@portal/contract/calls/content';
import { CallError, type Db, type Member } from '../core/types';
import { visibleItemsByIds } from './repository';
import { contentReads } from './schema';

const READABLE: readonly string[] = READ_CONTENT_TYPES;

/**
 * Records the member's read of a library article, video or podcast, once per item and UTC day (decision 0620).
 * Support staff acting as the member (login-as) read nothing for them: no row, so no points.
 * Answers whether this read was the day's first.
 */
export async function recordRead(db: Db, member: Member, itemId: number, now: Date): Promise<boolean> {
  const [item] = await visibleItemsByIds(db, member.clientId, [itemId]);
  if (!item) throw new CallError(404, CONTENT_NOT_FOUND_MESSAGE);
  if (!READABLE.includes(item.type)) throw new CallError(400, NOT_READABLE_MESSAGE);
  if (member.actingStaffId !== undefined) return false;
  const made = await db
    .insert(contentReads)
    .values({ clientId: member.clientId, userId: member.userId, contentItemId: item.id, day: now.toISOString().slice(0, 10), readAt: now })
    .onConflictDoNothing()
    .returning({ itemId: contentReads.contentItemId });
  return made.length > 0;
}
