import { setUserLanguage } from '@portal/contract/calls/settings';
import { handle, memberOf } from '../core/types';
import { setLanguage } from './service';

export const settingsHandlers = [
  handle(setUserLanguage, async (input, ctx) => {
    await setLanguage(ctx.db, memberOf(ctx), input.lang);
    return { success: true };
  }),
];
