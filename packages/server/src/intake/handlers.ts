import { getIntakeForm, getOnlineServices, submitIntakeForm } from '@portal/contract/calls/intake';
import { memberLanguage } from '../core/member-settings';
import { handle, memberOf } from '../core/types';
import { intakeForm, onlineServices, submitIntake } from './service';

export const intakeHandlers = [
  handle(getOnlineServices, async (_input, ctx) => {
    const member = memberOf(ctx);
    const { shown } = await memberLanguage(ctx.db, member, ctx.client.manifest);
    return { success: true as const, services: await onlineServices(ctx.db, member, shown, ctx.client.manifest.currency) };
  }),
  handle(getIntakeForm, async (input, ctx) => {
    const member = memberOf(ctx);
    const { shown } = await memberLanguage(ctx.db, member, ctx.client.manifest);
    return { success: true as const, ...(await intakeForm(ctx.db, member, input.service, shown, ctx.client.manifest.currency)) };
  }),
  handle(submitIntakeForm, async (input, ctx) => {
    const member = memberOf(ctx);
    const { shown } = await memberLanguage(ctx.db, member, ctx.client.manifest);
    return { success: true as const, request_id: await submitIntake(ctx.db, member, input, shown, ctx.now) };
  }),
];
