import { cancelAppointment, cancelTimeslotBooking, getAppointments } from '@portal/contract/calls/bookings';
import { handle, memberOf } from '../core/types';
import * as bookings from './service';

export const bookingHandlers = [
  handle(getAppointments, async (_input, ctx) => ({
    success: true,
    appointments: await bookings.getAppointments(ctx.db, memberOf(ctx), ctx.now, ctx.client.manifest),
  })),
  handle(cancelAppointment, async (input, ctx) => {
    await bookings.cancelAppointment(ctx.db, memberOf(ctx), input, ctx.now);
    return { success: true };
  }),
  handle(cancelTimeslotBooking, async (input, ctx) => {
    await bookings.cancelTimeslotBooking(ctx.db, memberOf(ctx), input, ctx.now);
    return { success: true, message: 'Your booking has been cancelled.' };
  }),
];
