import { getCoachingBooking } from '@portal/contract/calls/coaching';
import {
  getAppointmentAccessToken,
  ROOM_NOT_FOUND_MESSAGE,
  saveSessionFeedback,
} from '@portal/contract/calls/meeting-room';
import { formatInstant } from '../bookings/public';
import { CallError, handle, memberOf } from '../core/types';
import { deliveryTypeOf, findCoachRow, saveFeedback } from './repository';
import { issueRoomToken, roomAccess } from './service';
import { videoProviderFrom } from './twilio';

/** Read once as the server loads: a half-configured Twilio stops the start, never a call (no 5xx). */
const provider = videoProviderFrom(process.env);

const COACH_REF = /^COA-(\d{1,9})$/;
/** Seed 002 section 9: the coach's position label when none is set. */
const DEFAULT_COACH_TITLE = 'Healthcoach';

export const videoHandlers = [
  handle(getAppointmentAccessToken, async (input, ctx) => {
    const member = memberOf(ctx);
    const bookingId = Number(input.appointment_id);
    if (!Number.isSafeInteger(bookingId) || bookingId < 1 || bookingId > 2_147_483_647)
      throw new CallError(404, ROOM_NOT_FOUND_MESSAGE);
    const access = await roomAccess(ctx.db, member, bookingId);
    const issued = await issueRoomToken(ctx.db, provider, access, member, ctx.now);
    const times = { start: formatInstant(access.booking.startAt), end: formatInstant(access.booking.endAt) };
    if ('error' in issued) return { success: false, error: issued.error, ...times };
    return { success: true, access_token: issued.token, room_name: issued.roomName, ...times };
  }),
  handle(getCoachingBooking, async (input, ctx) => {
    const member = memberOf(ctx);
    const access = await roomAccess(ctx.db, member, input.booking_id);
    const { booking } = access;
    if (booking.store !== 'coaching') throw new CallError(404, ROOM_NOT_FOUND_MESSAGE);
    const coachId = Number(COACH_REF.exec(booking.clinicianId ?? '')?.[1] ?? 0);
    const coach = coachId > 0 ? await findCoachRow(ctx.db, member.clientId, coachId) : undefined;
    const issued = await issueRoomToken(ctx.db, provider, access, member, ctx.now);
    return {
      success: !('error' in issued),
      ...('error' in issued ? { error: issued.error } : { jwt: issued.token }),
      coach: {
        id: coachId,
        name: coach?.name ?? booking.clinicianName ?? '',
        avatar_url: coach?.avatarUrl ?? booking.clinicianImage,
      },
      booking: {
        id: booking.id,
        start: formatInstant(booking.startAt),
        end: formatInstant(booking.endAt),
        coach_title: coach?.position?.en ?? DEFAULT_COACH_TITLE,
        delivery_type: (await deliveryTypeOf(ctx.db, member.clientId, booking.id)) ?? 'video',
      },
    };
  }),
  handle(saveSessionFeedback, async (input, ctx) => {
    const member = memberOf(ctx);
    const { booking } = await roomAccess(ctx.db, member, input.booking_id);
    await saveFeedback(ctx.db, {
      clientId: member.clientId,
      userId: member.userId,
      bookingId: booking.id,
      rating: input.rating,
      recommend: input.recommend ?? null,
      comment: input.comment ?? null,
      answeredAt: ctx.now,
    });
    return { success: true };
  }),
];
