import { getAccount, setDob, setMembershipNumber } from '@portal/contract/calls/account';
import { handle, memberOf } from '../core/types';
import * as account from './service';

export const accountHandlers = [
  handle(getAccount, async (_input, ctx) => ({ success: true, ...(await account.getAccount(ctx.db, memberOf(ctx))) })),
  handle(setDob, async (input, ctx) => {
    await account.setDob(ctx.db, memberOf(ctx), input.dob, ctx.now);
    return { success: true };
  }),
  handle(setMembershipNumber, async (input, ctx) => {
    await account.setMembershipNumber(ctx.db, memberOf(ctx), input.axa_membership_number);
    return { success: true };
  }),
];
