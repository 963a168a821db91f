import { getImpactData } from '@portal/contract/calls/impact';
import { memberLanguage } from '../core/member-settings';
import { handle, memberOf } from '../core/types';
import * as impact from './service';

/** The impact page (your impact): personal and organisation-wide bottles and trees. */
export const impactHandlers = [
  handle(getImpactData, async (_input, ctx) => {
    const member = memberOf(ctx);
    const { shown } = await memberLanguage(ctx.db, member, ctx.client.manifest);
    return { success: true, ...(await impact.getImpactData(ctx.db, member, ctx.client.manifest.name, shown, ctx.now)) };
  }),
];
