import { acceptTerms, getInfo } from '@portal/contract/calls/legal';
import { handle, memberOf } from '../core/types';
import * as legal from './service';

export const legalHandlers = [
  handle(acceptTerms, async (input, ctx) => {
    await legal.acceptTerms(ctx.db, memberOf(ctx), input.terms_type);
    return { success: true };
  }),
  // Public: readable signed out, and always from the client the Host names, never another client's texts.
  handle(getInfo, async (input, ctx) => {
    const text = await legal.getInfo(ctx.db, ctx.client.manifest, input, ctx.member);
    return { success: true, dynamic_string: { string: legal.toBase64(text.html), title: text.title } };
  }),
];
