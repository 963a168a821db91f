import { getAppointments } from '@portal/contract/calls/bookings';
import { getCoachingBooking } from '@portal/contract/calls/coaching';
import { getAppointmentAccessToken } from '@portal/contract/calls/meeting-room';
import { useCall } from '../../../lib/swr';
import { COACHING_TYPES, TOKEN_POLL_MS } from '../utils/room';

export interface RoomToken {
  readonly token: string | null;
  readonly roomName: string;
  /** the server's text while there is no token (it goes on polling) */
  readonly error: string | null;
  readonly startsAt: number | null;
  readonly endsAt: number | null;
  /** who the member meets; null on the coach's or clinician's side */
  readonly otherName: string | null;
  /** the member's own booking, or the other side's (coach or clinician) */
  readonly side: 'member' | 'staff';
  readonly loading: boolean;
  /** the booking cannot be found or the request failed */
  readonly failure: string | null;
}

/** Polls until a token arrives, then stops: every reply with a token mints a new one. */
const poll = <T>(hasToken: (data: T) => boolean) => ({
  refreshInterval: (data: T | undefined) => (data !== undefined && hasToken(data) ? 0 : TOKEN_POLL_MS),
  revalidateOnFocus: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
});

/**
 * The room token of a booking, polled every 2 s until it arrives (seed 000 section 7): coaching bookings
 * through coaching/get-booking's jwt, clinic bookings through dmh/get-appointment-access-token. The member's
 * bookings list says which one a booking is; a coach or clinician (not in that list) asks the latter, which
 * answers for both kinds.
 */
export function useRoomToken(bookingId: string): RoomToken {
  const list = useCall(getAppointments, {});
  const booking = list.data?.appointments.find((item) => String(item.appointmentId) === bookingId);
  const listed = list.data !== undefined || list.error !== undefined;
  const coaching = booking !== undefined && COACHING_TYPES.has(booking.appointmentType);
  const numericId = Number(bookingId);

  const coachingReply = useCall(
    getCoachingBooking,
    listed && coaching ? { booking_id: numericId } : null,
    poll((data: { jwt?: string }) => Boolean(data.jwt)),
  );
  const clinicReply = useCall(
    getAppointmentAccessToken,
    listed && !coaching
      ? booking
        ? { appointment_id: bookingId, start: booking.startTime, end: booking.endTime, clinician_id: booking.clinician.clinicianId || undefined }
        : { appointment_id: bookingId }
      : null,
    poll((data: { access_token?: string }) => Boolean(data.access_token)),
  );

  if (coaching) {
    const data = coachingReply.data;
    return {
      token: data?.jwt ?? null,
      roomName: `booking-${bookingId}`,
      error: data && !data.jwt ? (data.error ?? null) : null,
      startsAt: data ? Date.parse(data.booking.start) : booking ? Date.parse(booking.startTime) : null,
      endsAt: data ? Date.parse(data.booking.end) : null,
      otherName: data?.coach.name ?? booking?.clinician.name ?? null,
      side: 'member',
      loading: !data && !coachingReply.error,
      failure: !data && coachingReply.error ? coachingReply.error.message : null,
    };
  }
  const data = clinicReply.data;
  return {
    token: data?.access_token ?? null,
    roomName: data?.room_name ?? `booking-${bookingId}`,
    error: data && !data.access_token ? (data.error ?? null) : null,
    startsAt: data?.start ? Date.parse(data.start) : booking ? Date.parse(booking.startTime) : null,
    endsAt: data?.end ? Date.parse(data.end) : null,
    otherName: booking?.clinician.name ?? null,
    side: booking ? 'member' : 'staff',
    loading: !listed || (!data && !clinicReply.error),
    failure: !data && clinicReply.error ? clinicReply.error.message : null,
  };
}
