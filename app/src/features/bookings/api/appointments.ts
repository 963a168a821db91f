import { getAppointments as getAppointmentsCall, cancelAppointment, cancelTimeslotBooking, type Appointment } from '@portal/contract/calls/bookings';
import { callApi } from '../../../lib/api';
import { useCall, useRevalidateCall } from '../../../lib/swr';
import { cancelDateBooking } from '@portal/contract/calls/events';
import { cancelRequestFor } from '../utils/bookings';

export function getAppointments() {
  return callApi(getAppointmentsCall, {});
}

/** Every booking of the member; the panel filters and splits them. */
export function useAppointments(enabled = true) {
  return useCall(getAppointmentsCall, enabled ? {} : null);
}

/** Fetches the bookings again, e.g. after a cancellation. */
export function useRevalidateAppointments(): () => Promise<unknown> {
  const revalidate = useRevalidateCall();
  return () => revalidate(getAppointmentsCall, {});
}

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
