import { useEffect, useState } from 'react';
import { getAppointments } from '@portal/contract/calls/bookings';
import { getCoachingBooking } from '@portal/contract/calls/coaching';
import { getAppointmentAccessToken } from '@portal/contract/calls/meeting-room';
import type { CallDefinition, CallRequestInput, CallResponse } from '@portal/contract/define-call';
import { ApiError, callApi } from '../../../lib/api';
import { useSessionErrorHandler } from '../../../lib/session-error';
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

/**
 * Asks every 2 s until a reply has a token (seed 000 section 7), through refusals and failures alike; a reply
 * with a token ends it, since each one mints a new token. A 3994 reply ends the session as everywhere else.
 */
function usePolledToken<C extends CallDefinition>(
  call: C,
  body: CallRequestInput<C> | null,
  hasToken: (reply: CallResponse<C>) => boolean,
) {
  const [data, setData] = useState<CallResponse<C> | undefined>(undefined);
  const [error, setError] = useState<ApiError | null>(null);
  const onSessionError = useSessionErrorHandler();
  const key = body === null ? null : JSON.stringify(body);
  useEffect(() => {
    if (key === null) return undefined;
    const request = JSON.parse(key) as CallRequestInput<C>;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const reply = await callApi(call, request);
        if (stopped) return;
        setData(reply);
        setError(null);
        if (hasToken(reply)) return;
      } catch (failure) {
        if (stopped) return;
        if (failure instanceof ApiError && failure.isSessionError) {
          onSessionError();
          return;
        }
        setError(failure instanceof ApiError ? failure : new ApiError(call.path, 0, String(failure), null));
      }
      timer = setTimeout(() => void tick(), TOKEN_POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // hasToken is a rule of the call, not a value that changes while polling: it is left out on purpose
  }, [call, key, onSessionError]);
  return { data, error };
}

/** The spec's date-time text (YYYY-MM-DD HH:mm, UTC) of an instant the bookings list gives as ISO. */
const dateTimeText = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * The room token of a booking: coaching bookings through coaching/get-booking's jwt, clinic bookings through
 * dmh/get-appointment-access-token. The member's bookings list says which one a booking is; a coach or
 * clinician (not in that list) asks the latter, which answers for both kinds.
 */
export function useRoomToken(bookingId: string): RoomToken {
  const list = useCall(getAppointments, {});
  const booking = list.data?.appointments.find((item) => String(item.appointmentId) === bookingId);
  const listed = list.data !== undefined || list.error !== undefined;
  const coaching = booking !== undefined && COACHING_TYPES.has(booking.appointmentType);

  const coachingReply = usePolledToken(
    getCoachingBooking,
    listed && coaching ? { booking_id: Number(bookingId) } : null,
    (reply) => Boolean(reply.jwt),
  );
  const clinicReply = usePolledToken(
    getAppointmentAccessToken,
    listed && !coaching
      ? booking
        ? {
            appointment_id: bookingId,
            start: dateTimeText(booking.startTime),
            end: dateTimeText(booking.endTime),
            ...(booking.clinician.clinicianId ? { clinician_id: String(booking.clinician.clinicianId) } : {}),
          }
        : { appointment_id: bookingId }
      : null,
    (reply) => Boolean(reply.access_token),
  );

  if (coaching) {
    const data = coachingReply.data;
    return {
      token: data?.jwt ?? null,
      roomName: `booking-${bookingId}`,
      error: data && !data.jwt ? (data.error ?? null) : null,
      startsAt: data ? Date.parse(data.booking.start) : Date.parse(booking.startTime),
      endsAt: data ? Date.parse(data.booking.end) : Date.parse(booking.endTime),
      otherName: data?.coach.name ?? booking.clinician.name,
      side: 'member',
      loading: !data && !coachingReply.error,
      failure: coachingReply.error ? coachingReply.error.message : null,
    };
  }
  const data = clinicReply.data;
  return {
    token: data?.access_token ?? null,
    roomName: data?.room_name ?? `booking-${bookingId}`,
    error: data && !data.access_token ? (data.error ?? null) : null,
    startsAt: data?.start ? Date.parse(data.start) : booking ? Date.parse(booking.startTime) : null,
    endsAt: data?.end ? Date.parse(data.end) : booking ? Date.parse(booking.endTime) : null,
    otherName: booking?.clinician.name ?? null,
    side: booking ? 'member' : 'staff',
    loading: !listed || (!data && !clinicReply.error),
    failure: clinicReply.error ? clinicReply.error.message : null,
  };
}
