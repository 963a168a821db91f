import { bookKitAppointment, getKitBookingDates, getKitLanding, orderKit } from '@portal/contract/calls/blood-test';
import { memberLanguage } from '../core/member-settings';
import { handle, memberOf } from '../core/types';
import { simulatedLab, type LabAdapter } from './lab';
import * as kit from './service';

let lab: LabAdapter | undefined;
const labOf = () => (lab ??= simulatedLab());

export const bloodTestHandlers = [
  handle(getKitLanding, async (_input, ctx) => ({ success: true, ...(await kit.landing(ctx.db, memberOf(ctx), labOf(), ctx.now)) })),
  handle(orderKit, async (input, ctx) => {
    await kit.order(ctx.db, memberOf(ctx), labOf(), input, ctx.now);
    return { success: true };
  }),
  handle(getKitBookingDates, async (input, ctx) => {
    const member = memberOf(ctx);
    const { shown } = await memberLanguage(ctx.db, member, ctx.client.manifest);
    return { success: true, dates: await kit.bookingDates(ctx.db, member, labOf(), input.gender_preference, shown, ctx.now) };
  }),
  handle(bookKitAppointment, async (input, ctx) => ({
    success: true,
    ...(await kit.book(ctx.db, memberOf(ctx), labOf(), input, ctx.now)),
  })),
];
