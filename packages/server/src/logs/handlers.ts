import { insertLog, logAction } from '@portal/contract/calls/analytics';
import { logVideoInfo } from '@portal/contract/calls/meeting-room';
import { handle, memberOf } from '../core/types';
import * as logs from './service';

export const logHandlers = [
  handle(logVideoInfo, async (input, ctx) => {
    await logs.logVideoInfo(ctx.db, memberOf(ctx), input.message);
    return { success: true };
  }),
  handle(insertLog, async (input, ctx) => {
    await logs.logAnalytics(ctx.db, memberOf(ctx), input.payload);
    return { success: true };
  }),
  handle(logAction, async (input, ctx) => {
    await logs.logAction(ctx.db, memberOf(ctx), input.action);
    return { success: true };
  }),
];
