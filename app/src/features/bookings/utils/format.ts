import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Appointment, AppointmentType } from '@portal/contract/calls/bookings';
import { formatDate } from '../../../lib/dates';

const TYPE_TITLES: Record<AppointmentType, MessageDescriptor> = {
  Video: msg`Video session`,
  Audio: msg`Audio session`,
  Coaching: msg`Coaching session`,
  face_to_face: msg`Face-to-face session`,
  corporateEvent: msg`Corporate event`,
  healthcoach: msg`Health coaching`,
  mental_health: msg`Mental health coaching`,
  cancer: msg`Cancer coaching`,
};

/** A booking's title: the event's own title for corporate events, else its type. */
export function bookingTitle(
  booking: Pick<Appointment, 'appointmentType' | 'details'>,
  translate: (descriptor: MessageDescriptor) => string,
): string {
  if (booking.appointmentType === 'corporateEvent' && booking.details.event_title) return booking.details.event_title;
  return translate(TYPE_TITLES[booking.appointmentType]);
}

/** Short month and day, e.g. "Mar" and "14" (seed 000 section 9). */
export function monthAndDay(iso: string, locale: string): { month: string; day: string } {
  return { month: formatDate(iso, 'shortMonth', locale), day: formatDate(iso, 'dayOfMonth', locale) };
}

export function timeOfDay(iso: string, locale: string): string {
  return formatDate(iso, 'time', locale);
}

export function fullDate(iso: string, locale: string): string {
  return formatDate(iso, 'weekdayDate', locale);
}
