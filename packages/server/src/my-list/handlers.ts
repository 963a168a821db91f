import { createMyListItem, deleteMyListItem, getMyList } from '@portal/contract/calls/my-list';
import { handle, memberOf } from '../core/types';
import * as myList from './service';

export const myListHandlers = [
  handle(getMyList, async (_input, ctx) => ({ success: true, data: await myList.getMyList(ctx.db, memberOf(ctx), ctx.client.manifest) })),
  handle(createMyListItem, async (input, ctx) => ({
    success: true,
    data: await myList.addItem(ctx.db, memberOf(ctx), ctx.client.manifest, input),
  })),
  handle(deleteMyListItem, async (input, ctx) => ({
    success: true,
    data: await myList.removeItem(ctx.db, memberOf(ctx), ctx.client.manifest, input),
  })),
];
