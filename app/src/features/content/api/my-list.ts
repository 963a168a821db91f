import { createMyListItem, deleteMyListItem, getMyList, type MyListItem } from '@portal/contract/calls/my-list';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const useMyList = () => useCall(getMyList, {});

/** Whether the list holds the item of this product and content id. */
export function onMyList(list: readonly MyListItem[] | undefined, productId: number, contentId: number | string): boolean {
  return (list ?? []).some((item) => item.product_id === productId && String(item.content_id) === String(contentId));
}

type ProductId = MyListItem['product_id'];

export const addToMyList = (productId: ProductId, contentId: number | string, mediaType?: string) =>
  callApi(createMyListItem, {
    product_id: productId,
    content_id: String(contentId),
    ...(mediaType ? { media_type: mediaType } : {}),
  });

export const removeFromMyList = (productId: ProductId, contentId: number | string) =>
  callApi(deleteMyListItem, { product_id: productId, content_id: String(contentId) });
