import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { getAppointments, type Appointment } from '@portal/contract/calls/bookings';
import { getCoachingBooking } from '@portal/contract/calls/coaching';
import { and, eq, sql } from 'drizzle-orm';
import {
  FEEDBACK_RATING_MESSAGE,
  saveSessionFeedback,
  getAppointmentAccessToken,
  ROOM_CLOSED_MESSAGE,
  ROOM_NOT_FOUND_MESSAGE,
  ROOM_NOT_OPEN_MESSAGE,
} from '@portal/contract/calls/meeting-room';
import { withHarness, type Harness, type Session } from '../../test/harness';
import { expectSeen } from '../../test/news';
import { insertBooking } from '../bookings/repository';
import { sessions } from '../sessions/schema';
import { hashSessionId } from '../sessions/service';
import { TEST_HOOKS_PREFIX } from '../testing/routes';
import { coachAccounts } from '../workspace/schema';
import { videoFeedback } from './schema';
import { VIDEO_SOCKET_PATH } from './socket';

const MINUTE = 60_000;

async function member(h: Harness, clientId: string): Promise<Session & { userId: number }> {
  const reply = await h.request(clientId, `${TEST_HOOKS_PREFIX}/members`, {});
  expect(reply.status, reply.text).toBe(200);
  return {
    client: clientId,
    cookie: `${reply.body.session.cookieName}=${reply.body.session.token}`,
    userId: reply.body.userId,
  };
}

async function staff(
  h: Harness,
  clientId: string,
  role: 'coach' | 'clinician',
  staffRef: string,
): Promise<Session> {
  const reply = await h.request(clientId, `${TEST_HOOKS_PREFIX}/staff`, { role, staffRef });
  expect(reply.status, reply.text).toBe(200);
  return { client: clientId, cookie: `${reply.body.session.cookieName}=${reply.body.session.token}` };
}

async function bookingsOf(h: Harness, session: Session): Promise<Appointment[]> {
  return (await h.call(getAppointments, {}, session)).appointments;
}

function find(list: Appointment[], type: string, when: 'soon' | 'later' | 'past', now: number): Appointment {
  const found = list.find((b) => {
    const start = Date.parse(b.startTime);
    const inWhen =
      when === 'soon'
        ? start > now && start - now < 10 * MINUTE
        : when === 'later'
          ? start - now > DAY_MS
          : Date.parse(b.endTime) < now;
    return b.appointmentType === type && b.appointmentStatus === 'Booked' && inWhen;
  });
  if (!found) throw new Error(`no ${when} ${type} booking`);
  return found;
}
const DAY_MS = 24 * 60 * MINUTE;

/** A booking of the member starting 20 minutes from the server's now, for 30 minutes. */
async function bookingSoon(
  h: Harness,
  who: { client: string; userId: number },
  store: 'appointment' | 'coaching',
  clinicianId: string,
) {
  const startAt = new Date(Math.floor(h.clock.now().getTime() / 60_000) * 60_000 + 20 * MINUTE);
  const id = await insertBooking(h.db, {
    clientId: who.client,
    userId: who.userId,
    store,
    appointmentType: store === 'coaching' ? 'Coaching' : 'Video',
    startAt,
    endAt: new Date(startAt.getTime() + 30 * MINUTE),
    clinicianId,
    clinicianName: 'Maya Okafor',
    details: {},
  });
  return { id, startAt, endAt: new Date(startAt.getTime() + 30 * MINUTE) };
}

withHarness(
  'video room tokens and signalling',
  (h) => {
    it('gives a token to the booking member and its clinician inside the window, and to nobody else', async () => {
      const alex = await member(h(), 'harbour');
      const other = await member(h(), 'harbour');
      const foreign = await member(h(), 'lumen');
      const list = await bookingsOf(h(), alex);
      const now = h().clock.now().getTime();
      const soon = find(list, 'Video', 'soon', now);
      const id = String(soon.appointmentId);

      const granted = await h().call(getAppointmentAccessToken, { appointment_id: id }, alex);
      expect(granted).toMatchObject({
        success: true,
        access_token: expect.stringMatching(/^vrt_/),
        room_name: `harbour-booking-${id}`,
        start: soon.startTime,
        end: soon.endTime,
      });

      // another member of the client, a member of another client: the booking does not exist for them
      expect((await h().refused(getAppointmentAccessToken, { appointment_id: id }, other)).body.err).toBe(
        ROOM_NOT_FOUND_MESSAGE,
      );
      expect((await h().refused(getAppointmentAccessToken, { appointment_id: id }, foreign)).body.err).toBe(
        ROOM_NOT_FOUND_MESSAGE,
      );

      // its clinician may join; another clinician and the same staff reference at another client may not
      const clinician = await staff(h(), 'harbour', 'clinician', String(soon.clinician.clinicianId));
      const staffToken = await h().call(getAppointmentAccessToken, { appointment_id: id }, clinician);
      expect(staffToken.success).toBe(true);
      expect(staffToken.room_name).toBe(granted.room_name);
      expect(staffToken.access_token).not.toBe(granted.access_token);
      const otherClinician = await staff(h(), 'harbour', 'clinician', 'CLN-1077');
      expect(
        (await h().refused(getAppointmentAccessToken, { appointment_id: id }, otherClinician)).status,
      ).toBe(404);
      const foreignClinician = await staff(h(), 'lumen', 'clinician', String(soon.clinician.clinicianId));
      expect(
        (await h().refused(getAppointmentAccessToken, { appointment_id: id }, foreignClinician)).status,
      ).toBe(404);

      // before the window, after the end: no token, the reason in `error`
      const later = find(list, 'Audio', 'later', now);
      expect(
        await h().call(getAppointmentAccessToken, { appointment_id: String(later.appointmentId) }, alex),
      ).toMatchObject({
        success: false,
        error: ROOM_NOT_OPEN_MESSAGE,
        start: later.startTime,
      });
      expect(
        (await h().call(getAppointmentAccessToken, { appointment_id: String(later.appointmentId) }, alex))
          .access_token,
      ).toBeUndefined();
      const past = find(list, 'Video', 'past', now);
      expect(
        await h().call(getAppointmentAccessToken, { appointment_id: String(past.appointmentId) }, alex),
      ).toMatchObject({ success: false, error: ROOM_CLOSED_MESSAGE });

      // a booking as the clock passes: open from 10 minutes before the start until the end
      const timed = await bookingSoon(h(), alex, 'appointment', 'CLN-1041');
      const ask = async () => h().call(getAppointmentAccessToken, { appointment_id: String(timed.id) }, alex);
      try {
        expect((await ask()).error).toBe(ROOM_NOT_OPEN_MESSAGE);
        h().clock.set(new Date(timed.startAt.getTime() - 10 * MINUTE - 1000));
        expect((await ask()).error).toBe(ROOM_NOT_OPEN_MESSAGE);
        h().clock.set(new Date(timed.startAt.getTime() - 10 * MINUTE));
        expect((await ask()).success).toBe(true);
        // the member stays in the room (each poll is activity, so the server's idle rule keeps the session)
        for (let at = timed.startAt.getTime(); at < timed.endAt.getTime(); at += 10 * MINUTE) {
          h().clock.set(new Date(at));
          expect((await ask()).success).toBe(true);
        }
        h().clock.set(new Date(timed.endAt.getTime() - 1000));
        expect((await ask()).success).toBe(true);
        h().clock.set(timed.endAt);
        expect(await ask()).toMatchObject({ success: false, error: ROOM_CLOSED_MESSAGE });
      } finally {
        h().clock.reset();
      }
    });

    it("keeps the member's cached session through the waiting room's polls, which change nothing kept in memory", async () => {
      const reply = await h().request('harbour', `${TEST_HOOKS_PREFIX}/members`, {});
      const alex: Session = { client: 'harbour', cookie: `${reply.body.session.cookieName}=${reply.body.session.token}` };
      const timed = await bookingSoon(h(), { client: 'harbour', userId: reply.body.userId }, 'appointment', 'CLN-1041');
      const ask = () => h().call(getAppointmentAccessToken, { appointment_id: String(timed.id) }, alex);
      expect((await ask()).error).toBe(ROOM_NOT_OPEN_MESSAGE);
      // removed behind the server's back: only a session still kept in memory answers the next poll. A call
      // that dropped the member's cached session after it (as write calls do) would get 401 here.
      await h().db.delete(sessions).where(eq(sessions.idHash, hashSessionId(reply.body.session.token)));
      expect((await ask()).error).toBe(ROOM_NOT_OPEN_MESSAGE);
      h().clock.set(new Date(timed.startAt.getTime() - 5 * MINUTE));
      try {
        // an open room's token is written, and still nothing kept in memory changes
        expect((await ask()).success).toBe(true);
        expect((await ask()).success).toBe(true);
      } finally {
        h().clock.reset();
      }
    });

    it("answers the waiting room from the member's own booking kept in memory until news of their bookings comes", async () => {
      const reply = await h().request('harbour', `${TEST_HOOKS_PREFIX}/members`, {});
      const cookie = `${reply.body.session.cookieName}=${reply.body.session.token}`;
      const userId: number = reply.body.userId;
      const timed = await bookingSoon(h(), { client: 'harbour', userId }, 'appointment', 'CLN-1041');
      const status = async () => (await h().request('harbour', getAppointmentAccessToken.path, { appointment_id: String(timed.id) }, { cookie })).status;
      expect(await status()).toBe(200);
      expect(await status()).toBe(200);
      if (h().kind === 'postgres') {
        // cancelled behind the triggers' back, so no news is sent: the kept booking still answers (PGlite keeps nothing)
        await h().db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.execute(sql`update bookings set status = 'Cancelled' where id = ${timed.id}`);
        });
        expect(await status()).toBe(200);
        await h().db.execute(sql`select pg_notify('portal_member_news', 'bookings ' || ${userId} || ' harbour')`);
        await expectSeen(h().kind, status, 404);
        await h().db.execute(sql`update bookings set status = 'Booked' where id = ${timed.id}`);
        await expectSeen(h().kind, status, 200);
      }
      // any writer's change sends news: the room is gone once the booking is cancelled
      await h().db.execute(sql`update bookings set status = 'Cancelled' where id = ${timed.id}`);
      await expectSeen(h().kind, status, 404);
    });

    it("answers the clinician's waiting room from memory until news of the client's bookings or staff links comes", async () => {
      const alex = await member(h(), 'harbour');
      const clinician = await staff(h(), 'harbour', 'clinician', 'CLN-2077');
      const timed = await bookingSoon(h(), alex, 'appointment', 'CLN-2077');
      const status = async () => (await h().request('harbour', getAppointmentAccessToken.path, { appointment_id: String(timed.id) }, { cookie: clinician.cookie })).status;
      expect(await status()).toBe(200);
      expect(await status()).toBe(200);
      if (h().kind === 'postgres') {
        // moved to another clinician behind the triggers' back, so no news is sent: what was kept still answers
        await h().db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.execute(sql`update bookings set clinician_id = 'CLN-2078' where id = ${timed.id}`);
        });
        expect(await status()).toBe(200);
        // news of any member of the client (here the booking's) concerns every staff member's rooms there
        await h().db.execute(sql`select pg_notify('portal_member_news', 'bookings ' || ${alex.userId} || ' harbour')`);
        await expectSeen(h().kind, status, 404);
        await h().db.execute(sql`update bookings set clinician_id = 'CLN-2077' where id = ${timed.id}`);
        await expectSeen(h().kind, status, 200);
      }
      // any writer's change sends news: the clinician's link to the reference, then the booking itself
      await h().db.execute(sql`update video_staff set staff_ref = 'CLN-2079' where client_id = 'harbour' and staff_ref = 'CLN-2077'`);
      await expectSeen(h().kind, status, 404);
      await h().db.execute(sql`update video_staff set staff_ref = 'CLN-2077' where client_id = 'harbour' and staff_ref = 'CLN-2079'`);
      await expectSeen(h().kind, status, 200);
      await h().db.execute(sql`update bookings set status = 'Cancelled' where id = ${timed.id}`);
      await expectSeen(h().kind, status, 404);
    });

    it("coaching/get-booking gives the jwt for the member's coaching booking inside the window only", async () => {
      const alex = await member(h(), 'harbour');
      const list = await bookingsOf(h(), alex);
      const now = h().clock.now().getTime();
      const coaching = await bookingSoon(h(), alex, 'coaching', 'COA-3120');
      const early = await h().call(getCoachingBooking, { booking_id: coaching.id }, alex);
      expect(early).toMatchObject({
        success: false,
        error: ROOM_NOT_OPEN_MESSAGE,
        coach: { id: 3120, name: 'Maya Okafor' },
        booking: { id: coaching.id, delivery_type: 'video', coach_title: 'Healthcoach' },
      });
      expect(Date.parse(early.booking.start)).toBe(coaching.startAt.getTime());
      expect(early.jwt).toBeUndefined();
      try {
        h().clock.set(new Date(coaching.startAt.getTime() - 5 * MINUTE));
        expect((await h().call(getCoachingBooking, { booking_id: coaching.id }, alex)).jwt).toMatch(/^vrt_/);
        const coach = await staff(h(), 'harbour', 'coach', 'COA-3120');
        expect((await h().call(getCoachingBooking, { booking_id: coaching.id }, coach)).jwt).toMatch(/^vrt_/);
        // the coach workspace's coach (coach_accounts, as coach@<client>.example signs in) joins their coachee's room
        const workspaceCoach = await h().request('harbour', `${TEST_HOOKS_PREFIX}/members`, { coach: true });
        expect(workspaceCoach.status, workspaceCoach.text).toBe(200);
        const [link] = await h().db.select().from(coachAccounts).where(eq(coachAccounts.userId, workspaceCoach.body.userId));
        const theirs = await bookingSoon(h(), alex, 'coaching', `COA-${link!.coachId}`);
        const asWorkspaceCoach = { client: 'harbour', cookie: `${workspaceCoach.body.session.cookieName}=${workspaceCoach.body.session.token}` };
        h().clock.set(new Date(theirs.startAt.getTime() - 5 * MINUTE));
        expect((await h().call(getCoachingBooking, { booking_id: theirs.id }, asWorkspaceCoach)).jwt).toMatch(/^vrt_/);
        if (link!.coachId !== 3120) expect((await h().refused(getCoachingBooking, { booking_id: coaching.id }, asWorkspaceCoach)).status).toBe(404);
        const otherCoach = await staff(h(), 'harbour', 'coach', 'COA-3155');
        expect((await h().refused(getCoachingBooking, { booking_id: coaching.id }, otherCoach)).status).toBe(
          404,
        );
      } finally {
        h().clock.reset();
      }
      // a clinic booking is not a coaching booking
      const clinic = find(list, 'Video', 'soon', now);
      expect(
        (await h().refused(getCoachingBooking, { booking_id: Number(clinic.appointmentId) }, alex)).status,
      ).toBe(404);
      const other = await member(h(), 'harbour');
      expect((await h().refused(getCoachingBooking, { booking_id: coaching.id }, other)).status).toBe(404);
    });

    it('relays signals between the two sides of one room only, and refuses a token at another client', async () => {
      const alex = await member(h(), 'harbour');
      const sam = await member(h(), 'harbour');
      const now = h().clock.now().getTime();
      const alexBooking = find(await bookingsOf(h(), alex), 'Video', 'soon', now);
      const samBooking = find(await bookingsOf(h(), sam), 'Video', 'soon', now);
      const clinician = await staff(h(), 'harbour', 'clinician', String(alexBooking.clinician.clinicianId));
      const token = async (session: Session, booking: Appointment) =>
        (
          await h().call(
            getAppointmentAccessToken,
            { appointment_id: String(booking.appointmentId) },
            session,
          )
        ).access_token!;

      const open = (clientId: string, roomToken: string) =>
        new Promise<{ socket: WebSocket; messages: { type: string; data: unknown }[] } | { status: number }>(
          (resolve) => {
            const socket = new WebSocket(
              `ws://127.0.0.1:${h().port}${VIDEO_SOCKET_PATH}?token=${encodeURIComponent(roomToken)}`,
              {
                headers: { host: h().host(clientId), origin: `http://${h().host(clientId)}` },
              },
            );
            const messages: { type: string; data: unknown }[] = [];
            socket.on('message', (data) => {
              messages.push(JSON.parse(data.toString()));
              if (messages.length === 1) resolve({ socket, messages });
            });
            socket.on('unexpected-response', (_request, response) =>
              resolve({ status: response.statusCode ?? 0 }),
            );
            socket.on('error', () => {});
          },
        );

      const memberToken = await token(alex, alexBooking);
      expect(await open('lumen', memberToken)).toEqual({ status: 403 });
      expect(await open('harbour', 'vrt_made-up')).toEqual({ status: 403 });

      const memberSide = await open('harbour', memberToken);
      const staffSide = await open('harbour', await token(clinician, alexBooking));
      const elsewhere = await open('harbour', await token(sam, samBooking));
      if (!('socket' in memberSide) || !('socket' in staffSide) || !('socket' in elsewhere))
        throw new Error('a socket was refused');
      expect(memberSide.messages[0]).toEqual({ type: 'ready', data: { side: 'member' } });
      expect(staffSide.messages[0]).toEqual({ type: 'ready', data: { side: 'staff' } });
      await expect.poll(() => memberSide.messages.map((m) => m.type)).toContain('join');

      memberSide.socket.send(JSON.stringify({ type: 'offer', data: { sdp: 'v=0 offer', type: 'offer' } }));
      memberSide.socket.send(JSON.stringify({ type: 'ice', data: { candidate: 'candidate:1' } }));
      memberSide.socket.send(JSON.stringify({ type: 'not-a-signal', data: 1 }));
      await expect
        .poll(() => staffSide.messages.filter((m) => m.type === 'offer' || m.type === 'ice'))
        .toEqual([
          { type: 'offer', data: { sdp: 'v=0 offer', type: 'offer' } },
          { type: 'ice', data: { candidate: 'candidate:1' } },
        ]);
      staffSide.socket.send(JSON.stringify({ type: 'answer', data: { sdp: 'v=0 answer', type: 'answer' } }));
      await expect
        .poll(() => memberSide.messages.filter((m) => m.type === 'answer'))
        .toEqual([{ type: 'answer', data: { sdp: 'v=0 answer', type: 'answer' } }]);
      // mute and camera off reach the other side as two flags; anything else in a media signal is refused
      memberSide.socket.send(JSON.stringify({ type: 'media', data: { audio: false, video: true, note: '<b>x</b>' } }));
      memberSide.socket.send(JSON.stringify({ type: 'media', data: { audio: 'no', video: true } }));
      memberSide.socket.send(JSON.stringify({ type: 'media', data: { audio: false, video: false } }));
      await expect
        .poll(() => staffSide.messages.filter((m) => m.type === 'media'))
        .toEqual([
          { type: 'media', data: { audio: false, video: true } },
          { type: 'media', data: { audio: false, video: false } },
        ]);
      // a sender never hears itself, and another room hears nothing
      expect(memberSide.messages.some((m) => m.type === 'offer')).toBe(false);
      expect(elsewhere.messages.map((m) => m.type)).toEqual(['ready']);

      staffSide.socket.close();
      await expect.poll(() => memberSide.messages.map((m) => m.type)).toContain('leave');
      memberSide.socket.close();
      elsewhere.socket.close();
    });

    it('keeps the feedback of a participant, one answer per booking and person, and refuses others', async () => {
      const alex = await member(h(), 'harbour');
      const other = await member(h(), 'harbour');
      const booking = find(await bookingsOf(h(), alex), 'Video', 'soon', h().clock.now().getTime());
      const bookingId = Number(booking.appointmentId);
      await h().call(
        saveSessionFeedback,
        { booking_id: bookingId, rating: 4, recommend: false, comment: 'Sound dropped once.' },
        alex,
      );
      await h().call(saveSessionFeedback, { booking_id: bookingId, rating: 9, recommend: true }, alex);
      const rows = await h()
        .db.select()
        .from(videoFeedback)
        .where(and(eq(videoFeedback.clientId, 'harbour'), eq(videoFeedback.bookingId, bookingId)));
      expect(rows).toEqual([
        expect.objectContaining({ userId: alex.userId, rating: 9, recommend: true, comment: null }),
      ]);
      expect(
        (await h().refused(saveSessionFeedback, { booking_id: bookingId, rating: 5 }, other)).body.err,
      ).toBe(ROOM_NOT_FOUND_MESSAGE);
      expect(
        (await h().refused(saveSessionFeedback, { booking_id: bookingId, rating: 11 }, alex)).body.err,
      ).toBe(FEEDBACK_RATING_MESSAGE);
    });
  },
  { env: { PORTAL_TEST_HOOKS: '1' } },
);
