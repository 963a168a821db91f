import { MY_LIST_PRODUCT_IDS, type MyListItem } from '@portal/contract/calls/my-list';
import type { Manifest } from '@portal/manifest/schema';
import { cardsByIds } from '../content/public';
import { memberLanguage } from '../core/member-settings';
import { CallError, type Db, type Member } from '../core/types';
import { countItems, deleteByContent, deleteById, insertItem, listItems, type MyListRow } from './repository';

export const MAX_ITEMS = 500;
export const LIST_FULL_MESSAGE = `Your list is full: please remove an item first (at most ${MAX_ITEMS}).`;

type ProductId = MyListItem['product_id'];

const DEFAULT_MEDIA_TYPE: Record<ProductId, string> = {
  [MY_LIST_PRODUCT_IDS.course]: 'course',
  [MY_LIST_PRODUCT_IDS.beCalmCourse]: 'course',
  [MY_LIST_PRODUCT_IDS.podcast]: 'podcast',
  [MY_LIST_PRODUCT_IDS.studio]: 'video',
  [MY_LIST_PRODUCT_IDS.gym]: 'video',
  [MY_LIST_PRODUCT_IDS.article]: 'article',
};

const PRODUCT_IDS: readonly number[] = Object.values(MY_LIST_PRODUCT_IDS);

function isProductId(value: number): value is ProductId {
  return PRODUCT_IDS.includes(value);
}

export function toItem(row: MyListRow): MyListItem | null {
  if (!isProductId(row.productId)) return null;
  return {
    id: row.id,
    product_id: row.productId,
    // Content ids are numbers in the catalogue; textual ids of other sources stay text.
    content_id: /^\d{1,15}$/.test(row.contentId) ? Number(row.contentId) : row.contentId,
    media_type: row.mediaType,
  };
}

/**
 * The member's list in the order it was added, each item with its card in the member's language
 * (the content domain's), so the My list view needs no call per item. An item whose content is gone keeps no card.
 */
export async function getMyList(db: Db, member: Member, manifest: Manifest): Promise<MyListItem[]> {
  const rows = await listItems(db, member, MAX_ITEMS);
  const items = rows.flatMap((row) => toItem(row) ?? []);
  const ids = items.flatMap((item) => (typeof item.content_id === 'number' ? [item.content_id] : []));
  if (ids.length === 0) return items;
  const { shown } = await memberLanguage(db, member, manifest);
  const cards = await cardsByIds(db, member, shown, ids);
  return items.map((item) => {
    const card = typeof item.content_id === 'number' ? cards.get(item.content_id) : undefined;
    return card ? { ...item, content: card } : item;
  });
}

export async function addItem(
  db: Db,
  member: Member,
  manifest: Manifest,
  input: { product_id: ProductId; content_id: string; media_type?: string | undefined },
): Promise<MyListItem[]> {
  const added = await insertItem(
    db,
    member,
    { productId: input.product_id, contentId: input.content_id, mediaType: input.media_type || DEFAULT_MEDIA_TYPE[input.product_id] },
    MAX_ITEMS,
  );
  // nothing added: on the list already (fine), or the list is full
  if (!added && (await countItems(db, member)) >= MAX_ITEMS) throw new CallError(409, LIST_FULL_MESSAGE);
  return getMyList(db, member, manifest);
}

export async function removeItem(
  db: Db,
  member: Member,
  manifest: Manifest,
  input: { id?: number | undefined; product_id?: ProductId | undefined; content_id?: string | undefined },
): Promise<MyListItem[]> {
  if (input.id !== undefined) await deleteById(db, member, input.id);
  else if (input.product_id !== undefined && input.content_id !== undefined)
    await deleteByContent(db, member, input.product_id, input.content_id);
  return getMyList(db, member, manifest);
}
