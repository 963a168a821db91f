import {
  bookEventDate,
  bookTimeslot,
  cancelDateBooking,
  getCorporateEvent,
  getEventBookings,
  getEvents,
  getStripeSessionByDate,
  getStripeSessionBySlot,
  getWebinar,
  getWebinars,
  registerWaitingList,
  registerWebinar,
  trackWebinarView,
} from '@portal/contract/calls/events';
import { handle, memberOf } from '../core/types';
import { paymentAdapter } from '../payments/choose-adapter';
import * as paid from './paid-booking';
import * as events from './service';
import * as webinars from './webinars';

export const eventHandlers = [
  handle(getEvents, async (input, ctx) => ({
    success: true,
    data: await events.getEvents(ctx.db, memberOf(ctx), ctx.client.manifest, input, ctx.now),
  })),
  handle(getCorporateEvent, (input, ctx) => events.corporateEventReply(ctx.db, memberOf(ctx), ctx.client.manifest, input, ctx.now)),
  handle(getEventBookings, async (input, ctx) => ({
    success: true,
    items: await events.getBookings(ctx.db, memberOf(ctx), ctx.client.manifest, input, ctx.now),
  })),
  handle(bookEventDate, async (input, ctx) => {
    await events.bookDate(ctx.db, memberOf(ctx), input, ctx.now);
    return { success: true, message: events.BOOKED_MESSAGE };
  }),
  handle(bookTimeslot, async (input, ctx) => {
    await events.bookTimeslot(ctx.db, memberOf(ctx), input, ctx.now);
    return { success: true, message: events.BOOKED_MESSAGE };
  }),
  handle(registerWaitingList, async (input, ctx) => {
    await events.registerWaitingList(ctx.db, memberOf(ctx), ctx.client.manifest, input, ctx.now);
    return { success: true, message: events.WAITING_MESSAGE };
  }),
  handle(cancelDateBooking, async (input, ctx) => {
    const { refunded } = await paid.cancelWithRefund(ctx.db, paymentAdapter(ctx.db), memberOf(ctx), ctx.client.manifest, input, ctx.now);
    return { success: true, message: refunded ? `${events.CANCELLED_MESSAGE} ${paid.REFUND_MESSAGE}` : events.CANCELLED_MESSAGE };
  }),
  handle(getStripeSessionByDate, async (input, ctx) => ({
    success: true,
    session: await paid.openCheckout(ctx.db, paymentAdapter(ctx.db), memberOf(ctx), ctx.client.manifest, ctx.origin, input, ctx.now),
  })),
  handle(getStripeSessionBySlot, async (input, ctx) => ({
    success: true,
    session: await paid.openCheckout(ctx.db, paymentAdapter(ctx.db), memberOf(ctx), ctx.client.manifest, ctx.origin, input, ctx.now),
  })),
  handle(getWebinars, async (_input, ctx) => ({
    success: true,
    webinars: await webinars.listWebinars(ctx.db, memberOf(ctx), ctx.client.manifest, ctx.now),
  })),
  handle(getWebinar, async (input, ctx) => ({
    success: true,
    webinar: await webinars.getWebinar(ctx.db, memberOf(ctx), ctx.client.manifest, input.webinar_id, ctx.now),
  })),
  handle(registerWebinar, async (input, ctx) => {
    await webinars.registerWebinar(ctx.db, memberOf(ctx), input.webinar_id, ctx.now);
    return { success: true, message: webinars.REGISTERED_MESSAGE };
  }),
  handle(trackWebinarView, async (input, ctx) => {
    await webinars.trackView(ctx.db, memberOf(ctx), input.webinar_id, input.seconds, ctx.now);
    return { success: true };
  }),
];
