import { cancelAppointment, cancelTimeslotBooking, getAppointments, type Appointment } from '@portal/contract/calls/bookings';
import { JsonReply, handle, memberOf } from '../core/types';
import * as bookings from './service';

export const bookingHandlers = [
  handle(getAppointments, (_input, ctx) =>
    bookings
      .appointmentsReply(ctx.db, memberOf(ctx), ctx.now, ctx.client.manifest)
      .then((reply) => new JsonReply<{ success: true; appointments: Appointment[] }>(reply)),
  ),
  handle(cancelAppointment, async (input, ctx) => {
    await bookings.cancelAppointment(ctx.db, memberOf(ctx), input, ctx.now);
    return { success: true };
  }),
  handle(cancelTimeslotBooking, async (input, ctx) => {
    await bookings.cancelTimeslotBooking(ctx.db, memberOf(ctx), input, ctx.now);
    return { success: true, message: 'Your booking has been cancelled.' };
  }),
];
