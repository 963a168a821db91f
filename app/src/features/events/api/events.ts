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
  type EventBooking,
} from '@portal/contract/calls/events';
import { cancelTimeslotBooking } from '@portal/contract/calls/bookings';
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

/** While a payment is being confirmed, the date is read again every 2 s until the booking shows. */
export function useEventDate(eventDateId: number | null, awaitingPayment = false) {
  return useCall(getCorporateEvent, eventDateId === null ? null : { event_date_id: eventDateId }, awaitingPayment ? { refreshInterval: 2000 } : undefined);
}

/**
 * Opens the card checkout of a paid date (or slot); the provider sends the member back to `referrer` with a
 * session_id, and the server books only once the provider confirmed the payment.
 */
export function openCheckout(target: { eventDateId: number; allSeries: boolean } | { timeslotId: number }, referrer: string) {
  return 'timeslotId' in target
    ? callApi(getStripeSessionBySlot, { timeslot_id: target.timeslotId, all_series: false, referrer })
    : callApi(getStripeSessionByDate, { event_date_id: target.eventDateId, all_series: target.allSeries, referrer });
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

/**
 * Cancels one booking of the bookings list: a place on an event by its registration, a timeslot booked in the
 * bookings store (listed by its id negated, decision 0480) by its timeslot, as the bookings panel cancels it.
 */
export function cancelBooking(item: Pick<EventBooking, 'booking_id' | 'timeslot_id'>) {
  if (item.booking_id < 0 && item.timeslot_id !== null) return callApi(cancelTimeslotBooking, { timeslot_id: item.timeslot_id, all_series: false });
  return callApi(cancelDateBooking, { booking_date_id: item.booking_id });
}

export function useWebinars() {
  return useCall(getWebinars, {});
}

export function useWebinar(webinarId: number | null) {
  return useCall(getWebinar, webinarId === null ? null : { webinar_id: webinarId });
}

export function registerForWebinar(webinarId: number) {
  return callApi(registerWebinar, { webinar_id: webinarId });
}

/**
 * Sends the seconds watched as the member leaves the viewer (webinars/track-view). keepalive lets the request
 * finish when leaving means closing the tab, which an ordinary fetch would abort.
 */
export function sendWatchedSeconds(webinarId: number, seconds: number): void {
  void fetch(trackWebinarView.path, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ webinar_id: webinarId, seconds }),
  }).catch(() => undefined);
}
