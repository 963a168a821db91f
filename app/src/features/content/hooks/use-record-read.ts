import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { READ_CONTENT_TYPES } from '@portal/contract/calls/content';
import { memberAtom } from '../../../lib/session';
import { recordRead } from '../api/content-reads';

/** A page passed through on the way elsewhere is not a read: it counts once it has been open this long. */
export const READ_AFTER_MS = 3000;

const READABLE: readonly string[] = READ_CONTENT_TYPES;

/**
 * Records the member's read of a library article, video or podcast once it has been open for READ_AFTER_MS
 * (engagement points, decision 0620); the server counts one per item and day. Support staff acting as the member
 * read nothing for them. `item` is undefined until the page has loaded it.
 */
export function useRecordRead(item: { readonly id: number | string; readonly type: string } | undefined): void {
  const acting = useAtomValue(memberAtom)?.signedInBy !== undefined;
  const id = item && READABLE.includes(item.type.toLowerCase()) ? Number(item.id) : null;
  useEffect(() => {
    if (id === null || !Number.isSafeInteger(id) || acting) return;
    // a lost read is not worth troubling the member with: the next visit counts it
    const timer = setTimeout(() => void recordRead(id).catch(() => undefined), READ_AFTER_MS);
    return () => clearTimeout(timer);
  }, [id, acting]);
}
