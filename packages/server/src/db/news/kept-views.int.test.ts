import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { joinChat } from '@portal/contract/calls/chat';
import { bookTimeslot, getCorporateEvent } from '@portal/contract/calls/events';
import { getSupportConversations, joinSupportChat } from '@portal/contract/calls/support-chat';
import { getClinicBookings, getCoachees, setCoacheeStatus } from '@portal/contract/calls/workspace';
import type { CallDefinition, CallRequestInput, CallResponse } from '@portal/contract/define-call';
import { eventDateId } from '../../../test/event-dates';
import { testDb, withHarness, type Session } from '../../../test/harness';
import { expectSeen } from '../../../test/news';
import { secondInstance } from '../../../test/second-instance';
import { insertBooking } from '../../bookings/repository';
import { appendMessage, findConversationBySid } from '../../chat/repository';
import { listClinicians } from '../../dmh/repository';
import { newsBusOf, type News } from './bus';
import { createTestMember } from '../../testing/test-members';
import { NEWS, TABLE_NEWS } from './topics';

/**
 * The staff's polled views (the support inbox, the coach's coachees, the clinician's bookings) and a member's
 * event page answer from memory while the database sends no news of the client's rows they are made of, and the
 * clock has not passed a time they show (decision 0450). A second app instance ("B") runs beside the harness's
 * ("A"), as another API process would; PGlite hears no news, so there every call asks the database, and these
 * tests hold all the same.
 */
withHarness('staff views and event pages kept while the database sends no news', (h) => {
  const b = secondInstance(h);

  const via = async <C extends CallDefinition>(through: 'A' | 'B', call: C, body: CallRequestInput<C>, who: Session): Promise<CallResponse<C>> => {
    if (through === 'A') return h().call(call, body, who);
    const reply = await b.post(who.client, call.path, body, who.cookie);
    if (reply.status !== 200) throw new Error(`B answered ${reply.status}: ${reply.text}`);
    return JSON.parse(reply.text) as CallResponse<C>;
  };
  const seen = <T>(read: () => Promise<T>, expected: T) => expectSeen(h().kind, read, expected);
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

  async function person(clientId: string, options: { chat?: boolean; firstName?: string } = {}): Promise<Session & { userId: number }> {
    const client = h().clients.find((c) => c.id === clientId)!;
    const created = await createTestMember(
      h().db,
      client,
      { bookings: false, notifications: false, myList: false, reports: false, chat: options.chat ?? false, ...(options.firstName ? { firstName: options.firstName } : {}) },
      { sessionMinutes: h().config.sessionMinutes, now: h().clock.now() },
    );
    return { client: clientId, userId: created.userId, cookie: `${created.session.cookieName}=${created.session.token}` };
  }

  /** A member's conversation (with the coach, or support's) and a way to write into it behind the calls' back. */
  async function conversation(clientId: string, kind: 'coach' | 'support', firstName: string) {
    const member = await person(clientId, { chat: kind === 'coach', firstName });
    const { conversation_sid: sid } = await h().call(kind === 'coach' ? joinChat : joinSupportChat, {}, member);
    const row = (await findConversationBySid(h().db, clientId, sid))!;
    return {
      member,
      sid,
      id: row.id,
      say: (body: string) => appendMessage(h().db, { conversationId: row.id, author: 'member', authorUserId: member.userId, body, createdAt: h().clock.now() }),
    };
  }

  // the four views, as the pages read them
  const inboxRow = async (through: 'A' | 'B', staff: Session, sid: string) => {
    const row = (await via(through, getSupportConversations, {}, staff)).conversations.find((c) => c.conversation_sid === sid);
    return row && { first_name: row.first_name, status: row.status, unread: row.unread };
  };
  const coacheeRow = async (through: 'A' | 'B', coach: Session, sid: string) => {
    const row = (await via(through, getCoachees, {}, coach)).coachees.find((c) => c.conversation_sid === sid);
    return row && { name: row.name, status: row.status, unread: row.unread };
  };
  const clinicIds = async (through: 'A' | 'B', clinician: Session) => (await via(through, getClinicBookings, {}, clinician)).bookings.map((row) => row.booking_id).sort();
  const slotsOf = async (through: 'A' | 'B', member: Session, dateId: number) =>
    (await via(through, getCorporateEvent, { event_date_id: dateId }, member)).event_date.ed_timeslots.map((slot) => `${slot.ts_id} ${slot.ts_time_status} ${slot.ts_fully_booked}`);

  const dateOf = (clientId: string, key: string, position: number) => eventDateId(h().db, clientId, key, position);
  const clinicBooking = async (clientId: string, userId: number, clinicianRef: string, startAt: Date, endAt = new Date(startAt.getTime() + 30 * 60_000)) =>
    insertBooking(h().db, {
      clientId,
      userId,
      store: 'appointment',
      appointmentType: 'Video',
      status: 'Booked',
      startAt,
      endAt,
      clinicianId: clinicianRef,
      clinicianName: 'Dr. Test',
      details: {},
    });
  const soon = (minutes: number) => new Date(Math.floor(h().clock.now().getTime() / 60_000) * 60_000 + minutes * 60_000);

  it.runIf(testDb() === 'postgres')(
    '(PostgreSQL only: PGlite hears no news) B answers each view from memory while no news comes (what makes the rest of these tests matter), and asks again once news of the client comes',
    async () => {
      const support = await h().session('larkspur', 'support@larkspur.example');
      const helpChat = await conversation('larkspur', 'support', 'Kept');
      const coach = await h().session('harbour', 'coach@harbour.example');
      const coachChat = await conversation('harbour', 'coach', 'Kept');
      const clinician = await h().session('harbour', 'clinician@harbour.example');
      const patient = await person('harbour');
      const dmh = (await listClinicians(h().db, 'harbour', null))[0]!;
      const member = await h().session('harbour', 'member@harbour.example');
      const dateId = await dateOf('harbour', 'health-mot', 0);

      const inbox = await inboxRow('B', support, helpChat.sid);
      const coachees = await coacheeRow('B', coach, coachChat.sid);
      const clinic = await clinicIds('B', clinician);
      const slots = await slotsOf('B', member, dateId);
      expect(inbox).toMatchObject({ unread: 0 });
      expect(slots.length).toBeGreaterThan(1);

      // what the triggers do, without their news
      let booking = 0;
      await h().db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        for (const id of [helpChat.id, coachChat.id]) {
          await tx.execute(sql`insert into chat_messages (conversation_id, "index", author, author_user_id, body, created_at) values (${id}, 100000, 'member', 0, 'Unheard', now())`);
        }
        booking = rowsOf<{ id: number }>(
          await tx.execute(
            sql`insert into bookings (client_id, user_id, store, appointment_type, status, start_at, end_at, clinician_id, clinician_name, details)
                values ('harbour', ${patient.userId}, 'appointment', 'Video', 'Booked', ${soon(90).toISOString()}, ${soon(120).toISOString()}, ${`DMH-${dmh.id}`}, 'Dr. Test', '{}') returning id`,
          ),
        )[0]!.id;
        await tx.execute(sql`update corporate_event_slots set booked = capacity where event_date_id = ${dateId}`);
      });
      const full = slots.map((slot) => slot.replace(/ \d$/, ' 1'));
      // A was not asked before, so it asks the database and finds every change
      expect(await inboxRow('A', support, helpChat.sid)).toEqual({ ...inbox, unread: 1 });
      expect(await coacheeRow('A', coach, coachChat.sid)).toEqual({ ...coachees, unread: 1 });
      expect(await clinicIds('A', clinician)).toEqual([...clinic, booking].sort());
      expect(await slotsOf('A', member, dateId)).toEqual(full);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await inboxRow('B', support, helpChat.sid)).toEqual(inbox);
      expect(await coacheeRow('B', coach, coachChat.sid)).toEqual(coachees);
      expect(await clinicIds('B', clinician)).toEqual(clinic);
      expect(await slotsOf('B', member, dateId)).toEqual(slots);

      // news of another client changes nothing; the client's news, by hand, makes B ask again
      await h().db.execute(sql`select pg_notify('portal_member_news', ${`${NEWS.chat} 0 lumen`}), pg_notify('portal_member_news', ${`${NEWS.events} 0 lumen`})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await coacheeRow('B', coach, coachChat.sid)).toEqual(coachees);
      expect(await slotsOf('B', member, dateId)).toEqual(slots);
      await h().db.execute(sql`select pg_notify('portal_member_news', ${`${NEWS.chat} 0 larkspur`}), pg_notify('portal_member_news', ${`${NEWS.chat} 0 harbour`})`);
      await seen(() => inboxRow('B', support, helpChat.sid), { ...inbox, unread: 1 });
      await seen(() => coacheeRow('B', coach, coachChat.sid), { ...coachees, unread: 1 });
      // news of one member of the client concerns the views of all the client's
      await h().db.execute(sql`select pg_notify('portal_member_news', ${`bookings ${patient.userId} harbour`}), pg_notify('portal_member_news', ${`${NEWS.events} 0 harbour`})`);
      await seen(() => clinicIds('B', clinician), [...clinic, booking].sort());
      await seen(() => slotsOf('B', member, dateId), full);
    },
  );

  it('shows any writer’s change (here straight into the tables) to each view in A and B within moments', async () => {
    const support = await h().session('larkspur', 'support@larkspur.example');
    const helpChat = await conversation('larkspur', 'support', 'Robin');
    const coach = await h().session('harbour', 'coach@harbour.example');
    const coachChat = await conversation('harbour', 'coach', 'Sasha');
    const clinician = await h().session('harbour', 'clinician@harbour.example');
    const patient = await person('harbour');
    const dmh = (await listClinicians(h().db, 'harbour', null))[0]!;
    const member = await h().session('harbour', 'member@harbour.example');
    const dateId = await dateOf('harbour', 'health-mot', 1);
    const both = ['A', 'B'] as const;

    // each read twice in each process, so that both keep it
    const inbox = await inboxRow('B', support, helpChat.sid);
    const coachees = await coacheeRow('B', coach, coachChat.sid);
    const clinic = await clinicIds('B', clinician);
    const slots = await slotsOf('B', member, dateId);
    for (const through of ['A', 'A', 'B', 'B'] as const) {
      expect(await inboxRow(through, support, helpChat.sid)).toEqual(inbox);
      expect(await coacheeRow(through, coach, coachChat.sid)).toEqual(coachees);
      expect(await clinicIds(through, clinician)).toEqual(clinic);
      expect(await slotsOf(through, member, dateId)).toEqual(slots);
    }

    // messages (chat_messages), read marks (chat_read_state), a status (chat_conversations), a name (users)
    await helpChat.say('Hello?');
    await coachChat.say('Hello?');
    for (const through of both) {
      await seen(() => inboxRow(through, support, helpChat.sid), { ...inbox!, unread: 1 });
      await seen(() => coacheeRow(through, coach, coachChat.sid), { ...coachees!, unread: 1 });
    }
    for (const [id, participant] of [[helpChat.id, 'support'], [coachChat.id, 'coach']] as const) {
      await h().db.execute(
        sql`insert into chat_read_state (conversation_id, participant, last_read_index) values (${id}, ${participant}, 1000000)
            on conflict (conversation_id, participant) do update set last_read_index = excluded.last_read_index`,
      );
    }
    await h().db.execute(sql`update chat_conversations set status = 'discharged' where id = ${coachChat.id}`);
    await h().db.execute(sql`update users set first_name = 'Robyn' where client_id = 'larkspur' and id = ${helpChat.member.userId}`);
    await h().db.execute(sql`update users set first_name = 'Sacha' where client_id = 'harbour' and id = ${coachChat.member.userId}`);
    for (const through of both) {
      await seen(() => inboxRow(through, support, helpChat.sid), { first_name: 'Robyn', status: inbox!.status, unread: 0 });
      await seen(() => coacheeRow(through, coach, coachChat.sid), { name: 'Sacha Member', status: 'discharged', unread: 0 });
    }
    // which coaches the account answers for (coach_accounts)
    const links = rowsOf<{ coach_id: number; user_id: number }>(await h().db.execute(sql`delete from coach_accounts where client_id = 'harbour' and user_id = (select id from users where client_id = 'harbour' and email = 'coach@harbour.example') returning coach_id, user_id`));
    expect(links.length).toBeGreaterThan(0);
    for (const through of both) await seen(() => coacheeRow(through, coach, coachChat.sid), undefined);
    for (const link of links) await h().db.execute(sql`insert into coach_accounts (client_id, user_id, coach_id) values ('harbour', ${link.user_id}, ${link.coach_id})`);
    for (const through of both) await seen(() => coacheeRow(through, coach, coachChat.sid), { name: 'Sacha Member', status: 'discharged', unread: 0 });

    // a booking with the clinician (bookings), and its member's name (users)
    const booking = await clinicBooking('harbour', patient.userId, `DMH-${dmh.id}`, soon(60));
    for (const through of both) await seen(() => clinicIds(through, clinician), [...clinic, booking].sort());
    await h().db.execute(sql`update bookings set status = 'Cancelled' where id = ${booking}`);
    for (const through of both) await seen(() => clinicIds(through, clinician), clinic);

    // seats taken (corporate_event_slots), the date moved (corporate_event_dates), the office renamed (office_locations)
    await h().db.execute(sql`update corporate_event_slots set booked = capacity where event_date_id = ${dateId}`);
    for (const through of both) await seen(() => slotsOf(through, member, dateId), slots.map((slot) => slot.replace(/ \d$/, ' 1')));
    const page = async (through: 'A' | 'B') => {
      const { event_date } = await via(through, getCorporateEvent, { event_date_id: dateId }, member);
      return { end: event_date.ed_end_date_time, offices: event_date.e_locations.map((row) => row.location_label) };
    };
    const before = await page('B');
    await h().db.execute(sql`update corporate_event_dates set end_at = end_at + interval '1 minute' where id = ${dateId}`);
    await h().db.execute(sql`update office_locations set label = label || ' (new)' where client_id = 'harbour'`);
    const moved = new Date(`${before.end.replace(' ', 'T')}Z`).getTime() + 60_000;
    for (const through of both) await seen(() => page(through), { end: new Date(moved).toISOString().slice(0, 19).replace('T', ' '), offices: before.offices.map((label) => `${label} (new)`) });
  });

  it('shows the clock passing a time a view shows without any news: a slot that starts and ends, a booking that ends', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const dateId = await dateOf('harbour', 'health-mot', 2);
    const clinician = await h().session('harbour', 'clinician@harbour.example');
    const patient = await person('harbour');
    const dmh = (await listClinicians(h().db, 'harbour', null))[0]!;
    // all within the minute a value is kept at most, so that only the times shown can make it stale
    const at = (seconds: number) => new Date(h().clock.now().getTime() + seconds * 1000);
    const first = rowsOf<{ id: number }>(await h().db.execute(sql`select id from corporate_event_slots where event_date_id = ${dateId} order by start_at, id limit 1`))[0]!.id;
    await h().db.execute(sql`update corporate_event_slots set start_at = ${at(20).toISOString()}, end_at = ${at(40).toISOString()} where id = ${first}`);
    const booking = await clinicBooking('harbour', patient.userId, `DMH-${dmh.id}`, at(-600), at(45));
    const status = async () => (await slotsOf('A', member, dateId)).find((slot) => slot.startsWith(`${first} `))!.split(' ')[1];
    await seen(status, 'upcoming');
    await seen(async () => (await clinicIds('A', clinician)).includes(booking), true);
    expect(await status()).toBe('upcoming');

    h().clock.advance(30_000);
    try {
      expect(await status()).toBe('live');
      h().clock.advance(20_000);
      expect(await status()).toBe('past');
      expect(await clinicIds('A', clinician)).not.toContain(booking);
    } finally {
      h().clock.reset();
    }
  });

  it('shows a write call of any of the client’s members or staff through A in B on the next call, every time', async () => {
    const coach = await h().session('harbour', 'coach@harbour.example');
    const coachChat = await conversation('harbour', 'coach', 'Turn');
    const reader = await h().session('harbour', 'member@harbour.example');
    const booker = await person('harbour');
    const dateId = await dateOf('harbour', 'health-mot', 3);
    const slots = await slotsOf('A', reader, dateId);
    const free = slots.filter((slot) => slot.endsWith(' 0')).map((slot) => Number(slot.split(' ')[0]));
    expect(free.length).toBeGreaterThan(2);

    // PostgreSQL hands news to listeners asynchronously: repeated, so that a write call that answered before B had
    // dropped what it kept would show here
    let expected = slots;
    for (const [turn, slot] of free.slice(0, 3).entries()) {
      const status = turn % 2 === 0 ? 'discharged' : 'active';
      for (const through of ['A', 'A', 'B', 'B'] as const) {
        expect(await slotsOf(through, reader, dateId)).toEqual(expected);
        await coacheeRow(through, coach, coachChat.sid);
      }
      await h().call(bookTimeslot, { timeslot_id: slot }, booker);
      await h().call(setCoacheeStatus, { conversation_sid: coachChat.sid, status }, coach);
      expected = expected.map((row) => (row.startsWith(`${slot} `) ? row.replace(/ 0$/, ' 1') : row));
      for (const through of turn % 2 === 0 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
        expect(await slotsOf(through, reader, dateId)).toEqual(expected);
        expect((await coacheeRow(through, coach, coachChat.sid))?.status).toBe(status);
      }
    }
  });

  it.runIf(testDb() === 'postgres')('(PostgreSQL only) sends the news of every watched table, for its client, on insert, update, delete and truncate', async () => {
    const heard: string[] = [];
    const bus = newsBusOf(h().db);
    const stops = Object.values(NEWS).map((topic) =>
      bus.subscribeNews(topic, (news: News) => heard.push(news === 'all' ? `${topic} *` : `${topic} ${news.userId} ${news.clientId}`)),
    );
    const hears = async (expected: string) => {
      const until = Date.now() + 2000;
      while (!heard.includes(expected) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard).toContain(expected);
      heard.length = 0;
    };
    try {
      // every table whose triggers send news of its client (TABLE_NEWS; bookings and notifications send news of members)
      const watched = Object.entries(TABLE_NEWS).flatMap(([table, news]) => news.filter((item) => item.of === 'client').map((item) => [table, item.topic] as const));
      expect(watched.length).toBeGreaterThanOrEqual(13);
      for (const [table, topic] of watched) {
        // an update that changes nothing still touches its row: one row of the demo data, and its client
        const ofConversation = table === 'chat_messages' || table === 'chat_read_state';
        const column = ofConversation ? 'conversation_id' : 'client_id';
        const found = rowsOf<{ client_id: string; row: string }>(
          await h().db.execute(
            sql.raw(
              ofConversation
                ? `select c.client_id, t.ctid::text as row from ${table} t join chat_conversations c on c.id = t.conversation_id limit 1`
                : `select client_id, ctid::text as row from ${table} limit 1`,
            ),
          ),
        )[0];
        expect(found, `the demo data has rows in ${table}`).toBeDefined();
        await h().db.execute(sql.raw(`update ${table} set ${column} = ${column} where ctid = '${found!.row}'::tid`));
        await hears(`${topic} 0 ${found!.client_id}`);
      }
      // a message in and out, through the conversation's client
      const conversationId = rowsOf<{ id: number }>(await h().db.execute(sql`select id from chat_conversations where client_id = 'kontor' limit 1`))[0]!.id;
      const message = rowsOf<{ id: number }>(
        await h().db.execute(sql`insert into chat_messages (conversation_id, "index", author, author_user_id, body, created_at) values (${conversationId}, 100000, 'member', 0, 'In', now()) returning id`),
      )[0]!.id;
      await hears(`${NEWS.chat} 0 kontor`);
      await h().db.execute(sql`delete from chat_messages where id = ${message}`);
      await hears(`${NEWS.chat} 0 kontor`);
      // a statement that touches nothing says nothing; a truncate concerns every client
      await h().db.execute(sql`update office_locations set label = label where false`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual([]);
      await h().db.execute(sql`truncate chat_read_state`);
      await hears(`${NEWS.chat} *`);
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('sends the chat tables\' news from row triggers: a message, the hottest write, pays no transition tables (decision 0580)', async () => {
    // tgtype bit 0: FOR EACH ROW; the truncate triggers are statement triggers by nature
    const triggers = rowsOf<{ name: string; per_row: boolean }>(
      await h().db.execute(sql`select c.relname || '.' || t.tgname as name, (t.tgtype & 1) = 1 as per_row from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where c.relname in ('chat_conversations', 'chat_messages', 'chat_read_state') and t.tgname like '%news%' and t.tgname not like '%truncate' order by 1`),
    );
    expect(triggers.map((trigger) => trigger.name)).toEqual(
      ['chat_conversations', 'chat_messages', 'chat_read_state'].flatMap((table) => ['delete', 'insert', 'update'].map((op) => `${table}.${table}_news_${op}`)),
    );
    expect(triggers.filter((trigger) => !trigger.per_row)).toEqual([]);
  });
});
