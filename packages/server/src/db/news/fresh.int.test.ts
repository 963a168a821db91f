import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cancelAppointment, getAppointments } from '@portal/contract/calls/bookings';
import { getNotifications, getUnreadNotifications } from '@portal/contract/calls/notifications';
import { logAction } from '@portal/contract/calls/analytics';
import { setUserLanguage } from '@portal/contract/calls/settings';
import type { CallDefinition, CallRequestInput, CallResponse } from '@portal/contract/define-call';
import { testDb, withHarness, type Session } from '../../../test/harness';
import { memberId } from '../../../test/members';
import { expectSeen } from '../../../test/news';
import { secondInstance } from '../../../test/second-instance';
import { newsBusOf } from './bus';

/**
 * get-appointments and unread answer from memory while the database's news says a member's bookings or
 * notifications have not changed (decision 0430). A second app instance ("B") runs beside the harness's ("A"),
 * as another API process would (test/second-instance.ts); PGlite hears no news and so always asks the database.
 */
withHarness('values kept while the database sends no news', (h) => {
  const b = secondInstance(h);

  /** A call to instance B, as the load balancer would send it there; it must succeed. */
  const callB = async <C extends CallDefinition>(call: C, body: CallRequestInput<C>, member: Session): Promise<CallResponse<C>> => {
    const reply = await b.post(member.client, call.path, body, member.cookie);
    if (reply.status !== 200) throw new Error(`B answered ${reply.status}: ${reply.text}`);
    return JSON.parse(reply.text) as CallResponse<C>;
  };

  /** the ids of the member's appointments, as strings in order */
  const appointmentIds = async (member: Session, through: 'A' | 'B') =>
    (through === 'A' ? await h().call(getAppointments, {}, member) : await callB(getAppointments, {}, member)).appointments.map((a) => String(a.appointmentId)).sort();
  const plus = (ids: readonly string[], ...more: string[]) => [...ids, ...more].sort();
  const unread = async (member: Session, through: 'A' | 'B') =>
    (through === 'A' ? await h().call(getUnreadNotifications, {}, member) : await callB(getUnreadNotifications, {}, member)).unread_count;

  const seen = <T>(read: () => Promise<T>, expected: T) => expectSeen(h().kind, read, expected);

  const insertBooking = async (clientId: string, userId: number, startIso: string) => {
    const rows = await h().db.execute(
      sql`insert into bookings (client_id, user_id, store, appointment_type, start_at, end_at)
          values (${clientId}, ${userId}, 'appointment', 'Audio', ${startIso}, ${startIso}::timestamptz + interval '1 hour') returning id`,
    );
    return String((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
  };
  const insertNotification = async (clientId: string, userId: number) => {
    const rows = await h().db.execute(
      sql`insert into notifications (client_id, user_id, type, subject, body) values (${clientId}, ${userId}, 'message', 'Hello', 'News') returning id`,
    );
    return Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
  };

  it.runIf(testDb() === 'postgres')(
    '(PostgreSQL only: PGlite hears no news) B answers from memory while no news comes (what makes the rest of these tests matter), and asks again once news comes',
    async () => {
      const member = await h().session('harbour', 'member@harbour.example');
      const userId = await memberId(h().db, 'harbour', 'member@harbour.example');
      const appointments = await appointmentIds(member, 'B');
      expect(await appointmentIds(member, 'B')).toEqual(appointments);
      const count = await unread(member, 'B');
      expect(await unread(member, 'B')).toBe(count);

      // what the triggers do, without their news: a new booking, a new notification
      let booking = '';
      await h().db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        const rows = await tx.execute(
          sql`insert into bookings (client_id, user_id, store, appointment_type, start_at, end_at)
              values ('harbour', ${userId}, 'appointment', 'Audio', '2032-03-01T09:00:00Z', '2032-03-01T10:00:00Z') returning id`,
        );
        booking = String((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
        await tx.execute(sql`insert into notifications (client_id, user_id, type, subject, body) values ('harbour', ${userId}, 'message', 'Hello', 'News')`);
      });
      // A process that asked the database would see both now (A kept nothing: it was not asked)
      expect(await appointmentIds(member, 'A')).toEqual(plus(appointments, booking));
      expect(await unread(member, 'A')).toBe(count + 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await appointmentIds(member, 'B')).toEqual(appointments);
      expect(await unread(member, 'B')).toBe(count);

      // the news the triggers send, by hand: B asks the database again
      await h().db.execute(sql`select pg_notify('portal_member_news', 'bookings ' || ${userId} || ' harbour'), pg_notify('portal_member_news', 'notifications ' || ${userId} || ' harbour')`);
      await seen(() => appointmentIds(member, 'B'), plus(appointments, booking));
      await seen(() => unread(member, 'B'), count + 1);
    },
  );

  it('shows a write by any writer (here straight into the tables) in A and B within moments, and news of all after a truncate', async () => {
    const member = await h().session('kontor', 'member@kontor.example');
    const userId = await memberId(h().db, 'kontor', 'member@kontor.example');
    const appointments = await appointmentIds(member, 'B');
    const count = await unread(member, 'B');
    for (const through of ['A', 'B', 'A', 'B'] as const) {
      expect(await appointmentIds(member, through)).toEqual(appointments);
      expect(await unread(member, through)).toBe(count);
    }

    const booking = await insertBooking('kontor', userId, '2032-04-01T09:00:00Z');
    const notification = await insertNotification('kontor', userId);
    for (const through of ['A', 'B'] as const) {
      await seen(() => appointmentIds(member, through), plus(appointments, booking));
      await seen(() => unread(member, through), count + 1);
    }
    await h().db.execute(sql`update bookings set status = 'Cancelled' where id = ${Number(booking)}`);
    await h().db.execute(sql`update notifications set read_at = now() where id = ${notification}`);
    for (const through of ['B', 'A'] as const) {
      await seen(() => appointmentIds(member, through), appointments);
      await seen(() => unread(member, through), count);
    }
    await h().db.execute(sql`delete from bookings where id = ${Number(booking)}`);
    await h().db.execute(sql`delete from notifications where user_id = ${userId}`);
    await seen(() => unread(member, 'B'), 0);

    await h().db.execute(sql`truncate notifications`);
    await insertNotification('kontor', userId);
    await seen(() => unread(member, 'B'), 1);
    await h().db.execute(sql`truncate notifications`);
    await seen(() => unread(member, 'B'), 0);
  });

  it("shows a member's own write through A in B on the next call, every time", async () => {
    const member = await h().session('fernway', 'member@fernway.example');
    const userId = await memberId(h().db, 'fernway', 'member@fernway.example');
    const before = await appointmentIds(member, 'B');
    const bookings: string[] = [];
    for (const day of ['01', '02', '03', '04', '05']) bookings.push(await insertBooking('fernway', userId, `2032-05-${day}T09:00:00Z`));
    const notifications: number[] = [];
    for (let i = 0; i < 5; i += 1) notifications.push(await insertNotification('fernway', userId));
    await seen(() => appointmentIds(member, 'B'), plus(before, ...bookings));
    const count = await unread(member, 'B');

    // PostgreSQL hands news to listeners asynchronously: repeated, so a write call that answered before B had
    // dropped what it kept would show here
    for (const [done, booking] of bookings.entries()) {
      const first: 'A' | 'B' = done % 2 === 0 ? 'A' : 'B';
      const then: 'A' | 'B' = first === 'A' ? 'B' : 'A';
      // twice each, so both answer from memory when the write comes
      for (const through of ['A', 'A', 'B', 'B'] as const) {
        expect(await appointmentIds(member, through)).toEqual(plus(before, ...bookings.slice(done)));
        expect(await unread(member, through)).toBe(count - done);
      }
      expect(await h().call(cancelAppointment, { appointment_id: booking, appointment_type: 'Audio' }, member)).toEqual({ success: true });
      await h().call(getNotifications, { mark_read: [notifications[done]!] }, member);
      // the process that took the write, and the other one, in turns
      for (const through of [first, then] as const) {
        expect(await appointmentIds(member, through)).toEqual(plus(before, ...bookings.slice(done + 1)));
        expect(await unread(member, through)).toBe(count - done - 1);
      }
    }
  });

  it("drops a member's cached values in every process after a write call only when it wrote a table some cache reads", async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const bus = newsBusOf(h().db);
    const publish = bus.publish.bind(bus);
    const published: string[] = [];
    bus.publish = (ref, from) => {
      published.push(`${ref.clientId} ${ref.userId}`);
      return publish(ref, from);
    };
    try {
      // member_logs: no cache reads it, so no process has anything to drop
      await h().call(logAction, { action: 'opened the library' }, member);
      expect(published).toEqual([]);
      // users: the session cache reads the member's language
      await h().call(setUserLanguage, { lang: 'en' }, member);
      expect(published).toEqual([`harbour ${await memberId(h().db, 'harbour', 'member@harbour.example')}`]);
    } finally {
      bus.publish = publish;
    }
  });
});
