import { cancelAppointment, cancelTimeslotBooking, getAppointments, type Appointment } from '@portal/contract/calls/bookings';
import { JsonReply, handle, memberOf } from '../core/types';
import { appointmentsReply } from './appointments-json';
import * as bookings from './service';

export const bookingHandlers = [
  // one step after the read: the text to the reply's bytes at this call's clock
  handle(getAppointments, (_input, ctx) =>
    bookings
      .appointmentsText(ctx.db, memberOf(ctx), ctx.client.manifest)
      .then((text) => new JsonReply<{ success: true; appointments: Appointment[] }>(appointmentsReply(text, ctx.now))),
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
