import { bookKitAppointment, getKitBookingDates, getKitLanding, orderKit } from '@portal/contract/calls/blood-test';
import type { CallRequestInput } from '@portal/contract/define-call';
import { callApi } from '../../../lib/api';

export type KitOrder = CallRequestInput<typeof orderKit>;

export const fetchLanding = () => callApi(getKitLanding, {});
export const placeOrder = (order: KitOrder) => callApi(orderKit, order);
export const fetchBookingDates = () => callApi(getKitBookingDates, { gender_preference: 'No Preference' });
export const bookConsultation = (clinicianId: string, date: string, time: string) =>
  callApi(bookKitAppointment, { clinician_id: clinicianId, start_date: date, start_time: time });
