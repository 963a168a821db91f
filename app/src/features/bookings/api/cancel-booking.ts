import { cancelAppointment, cancelTimeslotBooking, type Appointment } from '@portal/contract/calls/bookings';
import { cancelDateBooking } from '@portal/contract/calls/events';
import { callApi } from '../../../lib/api';
import { cancelRequestFor } from '../utils/bookings';

/** Cancels a booking through the call its type needs (seed 000 section 5). */
export async function cancelBooking(booking: Appointment): Promise<void> {
  const request = cancelRequestFor(booking);
  if (request.call === 'cancel-timeslot-booking') {
    await callApi(cancelTimeslotBooking, request.body);
  } else if (request.call === 'cancel-date-booking') {
    await callApi(cancelDateBooking, request.body);
  } else {
    await callApi(cancelAppointment, request.body);
  }
}
