import { completedInsights } from '@portal/contract/calls/shell';
import { handle, memberOf } from '../core/types';
import { hasCompletedInsights } from './service';

export const insightHandlers = [
  handle(completedInsights, async (_input, ctx) => ({
    success: true,
    completed: await hasCompletedInsights(ctx.db, memberOf(ctx)),
  })),
];
