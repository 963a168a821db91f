import {
  bookEventDate,
  bookTimeslot,
  cancelDateBooking,
  getCorporateEvent,
  getEventBookings,
  getEvents,
  registerWaitingList,
} from '@portal/contract/calls/events';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

/** The event dates of the 365-day window from today, grouped by day (seed 001 section 9). */
export function useEvents(fromDate: string) {
  return useCall(getEvents, { from_date: fromDate, days_limit: 365 });
}

/** Every booking of the member; the page filters and searches them itself. */
export function useEventBookings() {
  return useCall(getEventBookings, { limit: -1 });
}

export function useEventDate(eventDateId: number | null) {
  return useCall(getCorporateEvent, eventDateId === null ? null : { event_date_id: eventDateId });
}

export function bookDate(eventDateId: number) {
  return callApi(bookEventDate, { event_date_id: eventDateId, all_series: false });
}

export function bookSlot(timeslotId: number) {
  return callApi(bookTimeslot, { timeslot_id: timeslotId, all_series: false });
}

export function joinWaitingList(eventDateId: number) {
  return callApi(registerWaitingList, { event_date_id: eventDateId });
}

/** Cancels every place of the member on the date (all of a series with allSeries), as the detail page does. */
export function cancelDate(eventDateId: number, allSeries: boolean) {
  return callApi(cancelDateBooking, { event_date_id: eventDateId, all_series: allSeries });
}

/** Cancels one booking of the bookings list. */
export function cancelBooking(bookingId: number) {
  return callApi(cancelDateBooking, { booking_date_id: bookingId });
}
