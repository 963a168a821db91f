import { createHash, randomBytes } from 'node:crypto';
import { HIDDEN_APPOINTMENT_STATUSES } from '@portal/contract/calls/bookings';
import {
  ROOM_CLOSED_MESSAGE,
  ROOM_NOT_FOUND_MESSAGE,
  ROOM_NOT_OPEN_MESSAGE,
  ROOM_OPENS_BEFORE_MS,
} from '@portal/contract/calls/meeting-room';
import { CallError, type Db, type Member } from '../core/types';
import { keptView } from '../db/news/kept-view';
import { bookings, coachAccounts, videoStaff } from '../db/schema';
import {
  findClientBooking,
  findMemberBooking,
  findRoomToken,
  insertRoomToken,
  staffRefsOf,
  type RoomBooking,
  type RoomToken,
} from './repository';
import { mintTwilioVideoToken, type VideoProvider } from './twilio';

/** Booking types held as a video or audio call; face-to-face sessions and events have no room. */
export const ROOM_TYPES: ReadonlySet<string> = new Set([
  'Video',
  'Audio',
  'Coaching',
  'healthcoach',
  'mental_health',
  'cancer',
]);

/** Local room tokens carry this prefix, so the page tells them from a Twilio token without asking. */
export const LOCAL_TOKEN_PREFIX = 'vrt_';

export type Side = 'member' | 'staff';

export interface RoomAccess {
  readonly booking: RoomBooking;
  readonly side: Side;
}

/** The room's name: one per booking of one client, so a token for one booking admits to no other. */
export function roomNameOf(booking: Pick<RoomBooking, 'clientId' | 'id'>): string {
  return `${booking.clientId}-booking-${booking.id}`;
}

export function hashRoomToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Who may use a booking's room: the member who booked it, and the clinician or coach it names (a staff user
 * whose staff reference is the booking's clinician id). Everybody else learns nothing, not even that it exists.
 */
export async function roomAccess(db: Db, member: Member, bookingId: number): Promise<RoomAccess> {
  const roles = member.roles ?? [];
  const access = roles.includes('coach') || roles.includes('clinician') ? await staffRoomAccess(db, member, bookingId) : await memberRoomAccess(db, member, bookingId);
  if (!access) throw new CallError(404, ROOM_NOT_FOUND_MESSAGE);
  return access;
}

const usable = (booking: RoomBooking): boolean =>
  ROOM_TYPES.has(booking.appointmentType) && !(HIDDEN_APPOINTMENT_STATUSES as readonly string[]).includes(booking.status);

/** A member may use only their own bookings' rooms: those are kept in memory while no news of them came. */
async function memberRoomAccess(db: Db, member: Member, bookingId: number): Promise<RoomAccess | null> {
  const booking = await findMemberBooking(db, member, bookingId);
  return booking && usable(booking) ? { booking, side: 'member' } : null;
}

/**
 * What a coach's or clinician's waiting room may use, polled like the member's: kept by account and booking
 * while the database sends no news of the client's bookings or staff links (db/news, decision 0450).
 */
const keptStaffRooms = keptView<RoomAccess | null>({ name: "staff's waiting room", reads: [bookings, videoStaff, coachAccounts], scope: 'client' });

function staffRoomAccess(db: Db, staff: Member, bookingId: number): Promise<RoomAccess | null> {
  const key = `${staff.userId} ${(staff.roles ?? []).join(',')} ${bookingId}`;
  return keptStaffRooms.read(db, staff.clientId, key, Date.now(), async () => {
    const booking = await findClientBooking(db, staff.clientId, bookingId);
    if (!booking || !usable(booking)) return { value: null };
    // a coach or clinician may have booked a session of their own
    if (booking.userId === staff.userId) return { value: { booking, side: 'member' } };
    const refs = booking.clinicianId ? await staffRefsOf(db, staff.clientId, staff.userId) : [];
    return { value: booking.clinicianId && refs.includes(booking.clinicianId) ? { booking, side: 'staff' } : null };
  });
}

/** Why the room is shut at `now`, or null while it is open: from 10 minutes before the start to the end. */
export function roomShutReason(booking: Pick<RoomBooking, 'startAt' | 'endAt'>, now: Date): string | null {
  if (now.getTime() < booking.startAt.getTime() - ROOM_OPENS_BEFORE_MS) return ROOM_NOT_OPEN_MESSAGE;
  if (now.getTime() >= booking.endAt.getTime()) return ROOM_CLOSED_MESSAGE;
  return null;
}

export type TokenResult = { readonly token: string; readonly roomName: string } | { readonly error: string };

/** A room token for the caller's side of the booking, valid until its end, or why there is none now. */
export async function issueRoomToken(
  db: Db,
  provider: VideoProvider,
  access: RoomAccess,
  member: Member,
  now: Date,
): Promise<TokenResult> {
  const { booking, side } = access;
  const shut = roomShutReason(booking, now);
  if (shut) return { error: shut };
  const roomName = roomNameOf(booking);
  if (provider.kind === 'twilio') {
    const identity = `${side}-${member.userId}`;
    return {
      token: mintTwilioVideoToken(
        provider,
        identity,
        roomName,
        (booking.endAt.getTime() - now.getTime()) / 1000,
      ),
      roomName,
    };
  }
  const token = `${LOCAL_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await insertRoomToken(
    db,
    {
      tokenHash: hashRoomToken(token),
      clientId: booking.clientId,
      bookingId: booking.id,
      userId: member.userId,
      side,
      expiresAt: booking.endAt,
    },
    now,
  );
  return { token, roomName };
}

/** The room a local token admits to, if it is one of this client's and has not expired. */
export async function checkRoomToken(
  db: Db,
  clientId: string,
  token: string,
  now: Date,
): Promise<RoomToken | null> {
  if (!token.startsWith(LOCAL_TOKEN_PREFIX) || token.length > 200) return null;
  const row = await findRoomToken(db, hashRoomToken(token));
  if (!row || row.clientId !== clientId || row.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}
