import { getNav, type NavItem } from '@portal/contract/calls/shell';
import { JsonReply, handle, memberOf } from '../core/types';
import { navigationReply } from './service';

export const navHandlers = [
  handle(getNav, async (input, ctx) =>
    new JsonReply<{ success: true; nav: NavItem[]; side_nav: NavItem[]; nav_elements: NavItem[] }>(
      await navigationReply(ctx.db, memberOf(ctx), ctx.client.manifest, input.language),
    ),
  ),
];
