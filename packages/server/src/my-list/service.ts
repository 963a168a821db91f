import { MY_LIST_PRODUCT_IDS, type MyListItem } from '@portal/contract/calls/my-list';
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

export async function getMyList(db: Db, member: Member): Promise<MyListItem[]> {
  const rows = await listItems(db, member, MAX_ITEMS);
  return rows.flatMap((row) => toItem(row) ?? []);
}

export async function addItem(
  db: Db,
  member: Member,
  input: { product_id: ProductId; content_id: string; media_type?: string | undefined },
): Promise<MyListItem[]> {
  if ((await countItems(db, member)) >= MAX_ITEMS) throw new CallError(409, LIST_FULL_MESSAGE);
  await insertItem(db, member, {
    productId: input.product_id,
    contentId: input.content_id,
    mediaType: input.media_type || DEFAULT_MEDIA_TYPE[input.product_id],
  });
  return getMyList(db, member);
}

export async function removeItem(
  db: Db,
  member: Member,
  input: { id?: number | undefined; product_id?: ProductId | undefined; content_id?: string | undefined },
): Promise<MyListItem[]> {
  if (input.id !== undefined) await deleteById(db, member, input.id);
  else if (input.product_id !== undefined && input.content_id !== undefined)
    await deleteByContent(db, member, input.product_id, input.content_id);
  return getMyList(db, member);
}
