import { getAppointments as getAppointmentsCall } from '@portal/contract/calls/bookings';
import { callApi } from '../../../lib/api';
import { useCall, useRevalidateCall } from '../../../lib/swr';

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
