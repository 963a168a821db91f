import { getAppointments as getAppointmentsCall } from '@portal/contract/calls/bookings';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const APPOINTMENTS_KEY = [getAppointmentsCall.path, {}] as const;

export function getAppointments() {
  return callApi(getAppointmentsCall, {});
}

/** Every booking of the member; the panel filters and splits them. */
export function useAppointments(enabled = true) {
  return useCall(getAppointmentsCall, enabled ? {} : null);
}
