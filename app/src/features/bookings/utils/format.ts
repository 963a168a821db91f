import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Appointment, AppointmentType } from '@portal/contract/calls/bookings';

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
  const date = new Date(iso);
  return {
    month: new Intl.DateTimeFormat(locale, { month: 'short' }).format(date),
    day: new Intl.DateTimeFormat(locale, { day: 'numeric' }).format(date),
  };
}

export function timeOfDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

export function fullDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}
