import { getNav } from '@portal/contract/calls/shell';
import type { CallResponse } from '@portal/contract/define-call';
import { JsonReply, handle, memberOf } from '../core/types';
import { navigationReply } from './service';

export const navHandlers = [
  handle(getNav, async (input, ctx) =>
    new JsonReply<CallResponse<typeof getNav>>(await navigationReply(ctx.db, memberOf(ctx), ctx.client.manifest, input.language)),
  ),
];
