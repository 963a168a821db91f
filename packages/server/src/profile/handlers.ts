import { getUserProfile } from '@portal/contract/calls/settings';
import { handle, memberOf } from '../core/types';
import * as profile from './service';

export const profileHandlers = [
  handle(getUserProfile, async (_input, ctx) => ({
    success: true,
    ...(await profile.getUserProfile(ctx.db, memberOf(ctx))),
  })),
];
