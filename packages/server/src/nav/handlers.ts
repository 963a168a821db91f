import { getNav } from '@portal/contract/calls/shell';
import { handle, memberOf } from '../core/types';
import { getNavigation } from './service';

export const navHandlers = [
  handle(getNav, async (input, ctx) => ({
    success: true,
    ...(await getNavigation(ctx.db, memberOf(ctx), ctx.client.manifest, input.language)),
  })),
];
