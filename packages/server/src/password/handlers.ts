import { checkPassword, resetPassword } from '@portal/contract/calls/settings';
import { handle, memberOf } from '../core/types';
import * as passwords from './service';

export const passwordHandlers = [
  handle(checkPassword, async (input, ctx) => ({ success: true, ...(await passwords.checkPassword(ctx.db, memberOf(ctx), input.password, ctx.now)) })),
  handle(resetPassword, async (input, ctx) => ({ success: true, ...(await passwords.resetPassword(ctx.db, memberOf(ctx), input, ctx.now)) })),
];
