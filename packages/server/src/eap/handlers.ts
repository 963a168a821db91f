import { sendEapRequest } from '@portal/contract/calls/eap';
import { handle, memberOf } from '../core/types';
import { requestCallback } from './service';

/** The EAP page's callback request. */
export const eapHandlers = [
  handle(sendEapRequest, async (input, ctx) => {
    await requestCallback(ctx.db, memberOf(ctx), input.phone, input.service_id, ctx.now);
    return { success: true, sent: true };
  }),
];
