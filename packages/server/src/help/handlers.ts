import { getFaqs, getHelpVersion, recordFaqView, searchDmhArticles } from '@portal/contract/calls/help';
import { handle, memberOf, type CallHandler } from '../core/types';
import * as help from './service';
import { helpVersion } from './version';

export const helpHandlers: CallHandler[] = [
  handle(getFaqs, async (input, ctx) => ({
    success: true,
    articles: await help.findFaqs(ctx.db, memberOf(ctx), ctx.client.manifest, input),
  })),
  handle(recordFaqView, async (input, ctx) => {
    await help.recordView(ctx.db, memberOf(ctx), input, ctx.now);
    return { success: true };
  }),
  handle(searchDmhArticles, async (input, ctx) => ({
    success: true,
    data: await help.searchArticles(ctx.db, memberOf(ctx), ctx.client.manifest, input),
  })),
  handle(getHelpVersion, async (_input, ctx) => ({ success: true, ...(await helpVersion(ctx)) })),
];
