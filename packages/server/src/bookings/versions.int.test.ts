import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getAppointments } from '@portal/contract/calls/bookings';
import { withHarness } from '../../test/harness';
import { memberId } from '../../test/members';
import { expectSeen } from '../../test/news';
import { corporateEventDates, corporateEventRegistrations, corporateEvents } from '../events/schema';
import { bookingVersions, bookings } from './schema';

const at = (iso: string) => new Date(iso);

withHarness('the version of a member’s bookings', (h) => {
  const versionOf = async (clientId: string, userId: number): Promise<bigint> => {
    const [row] = await h()
      .db.select({ version: bookingVersions.version })
      .from(bookingVersions)
      .where(and(eq(bookingVersions.clientId, clientId), eq(bookingVersions.userId, userId)));
    return row?.version ?? 0n;
  };

  it('changes with every statement that writes the member’s bookings, and only theirs', async () => {
    const a = await memberId(h().db, 'fernway', 'member@fernway.example');
    const b = await memberId(h().db, 'fernway', 'admin@fernway.example');
    const before = { a: await versionOf('fernway', a), b: await versionOf('fernway', b) };

    const [row] = await h()
      .db.insert(bookings)
      .values({
        clientId: 'fernway',
        userId: a,
        store: 'appointment',
        appointmentType: 'Video',
        startAt: at('2030-01-01T10:00:00Z'),
        endAt: at('2030-01-01T11:00:00Z'),
      })
      .returning({ id: bookings.id });
    const inserted = await versionOf('fernway', a);
    expect(inserted).not.toBe(before.a);
    expect(await versionOf('fernway', b)).toBe(before.b);

    await h().db.update(bookings).set({ status: 'Cancelled' }).where(eq(bookings.id, row!.id));
    const updated = await versionOf('fernway', a);
    expect(updated).not.toBe(inserted);

    // a statement that touches no row changes nothing
    await h().db.update(bookings).set({ status: 'Booked' }).where(eq(bookings.id, -1));
    expect(await versionOf('fernway', a)).toBe(updated);

    // moving a booking to another member is a change for both
    await h().db.update(bookings).set({ userId: b }).where(eq(bookings.id, row!.id));
    const moved = { a: await versionOf('fernway', a), b: await versionOf('fernway', b) };
    expect(moved.a).not.toBe(updated);
    expect(moved.b).not.toBe(before.b);

    // a write that is rolled back leaves the version as it was
    await expect(
      h().db.transaction(async (tx) => {
        await tx.delete(bookings).where(eq(bookings.id, row!.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await versionOf('fernway', b)).toBe(moved.b);

    await h().db.delete(bookings).where(eq(bookings.id, row!.id));
    expect(await versionOf('fernway', b)).not.toBe(moved.b);
    expect(await versionOf('fernway', a)).toBe(moved.a);
  });

  it('makes every direct write to the bookings show in get-appointments, in each language, once its news has come', async () => {
    const userId = await memberId(h().db, 'kontor', 'member@kontor.example');
    const member = await h().session('kontor', 'member@kontor.example');
    const ids = async () =>
      (await h().call(getAppointments, {}, member)).appointments.map((a) => a.appointmentId);
    const titles = async () =>
      (await h().call(getAppointments, {}, member)).appointments.map((a) => a.details.event_title ?? null);
    // twice, so the second answer is the text the process keeps
    const seeded = await ids();
    expect(await ids()).toEqual(seeded);

    // written the way no call writes them: straight into the table
    await h().db.execute(
      sql`insert into bookings (client_id, user_id, store, appointment_type, start_at, end_at, details)
          values ('kontor', ${userId}, 'event', 'corporateEvent', '2031-05-01T09:00:00Z', '2031-05-01T10:00:00Z',
                  '{"event_title":"Yoga","translations":{"de":{"event_title":"Joga"}}}')`,
    );
    const [{ id }] = (await h()
      .db.select({ id: sql<number>`max(${bookings.id})`.mapWith(Number) })
      .from(bookings)) as [{ id: number }];
    await expectSeen(h().kind, ids, [...seeded, id]);
    expect((await titles()).at(-1)).toBe('Joga');

    await h().db.execute(
      sql`update bookings set details = '{"event_title":"Pilates","translations":{"de":{"event_title":"Pilates am Morgen"}}}' where id = ${id}`,
    );
    await expectSeen(h().kind, async () => (await titles()).at(-1), 'Pilates am Morgen');

    // the same member in another language: English, after the German text was kept
    await h().db.execute(sql`update users set language = 'en' where id = ${userId}`);
    const english = await h().session('kontor', 'member@kontor.example');
    expect((await h().call(getAppointments, {}, english)).appointments.at(-1)?.details.event_title).toBe(
      'Pilates',
    );
    await h().db.execute(sql`update users set language = 'de' where id = ${userId}`);

    await h().db.execute(sql`update bookings set status = 'Cancelled' where id = ${id}`);
    await expectSeen(h().kind, ids, seeded);
    await h().db.execute(sql`update bookings set status = 'Booked' where id = ${id}`);
    await expectSeen(h().kind, ids, [...seeded, id]);
    await h().db.execute(sql`delete from bookings where id = ${id}`);
    await expectSeen(h().kind, ids, seeded);
  });

  // last: it empties the table for the rest of this file
  it('changes when a place on an event is booked or cancelled, and the panel lists the place as a booking', async () => {
    const member = await h().session('fernway', 'member@fernway.example');
    const userId = await memberId(h().db, 'fernway', 'member@fernway.example');
    const [date] = await h()
      .db.select({ id: corporateEventDates.id, startAt: corporateEventDates.startAt, texts: corporateEvents.texts, provider: corporateEvents.serviceProviderName })
      .from(corporateEventDates)
      .innerJoin(corporateEvents, eq(corporateEvents.id, corporateEventDates.eventId))
      .where(and(eq(corporateEvents.clientId, 'fernway'), eq(corporateEvents.seedKey, 'first-aid-course')))
      .orderBy(corporateEventDates.startAt)
      .limit(1);
    const before = await versionOf('fernway', userId);
    const [place] = await h()
      .db.insert(corporateEventRegistrations)
      .values({ clientId: 'fernway', userId, eventDateId: date!.id, status: 'registered' })
      .returning({ id: corporateEventRegistrations.id });
    const booked = await versionOf('fernway', userId);
    expect(booked).not.toBe(before);
    const listed = (appointments: { appointmentId: string | number }[]) => appointments.filter((a) => a.appointmentId === -place!.id);
    await expectSeen(h().kind, async () => listed((await h().call(getAppointments, {}, member)).appointments), [
      expect.objectContaining({
        appointmentType: 'corporateEvent',
        appointmentStatus: 'Booked',
        startTime: `${date!.startAt.toISOString().slice(0, -5)}Z`,
        clinician: expect.objectContaining({ name: date!.provider }),
        details: expect.objectContaining({ event_title: date!.texts.en!.title }),
      }),
    ]);
    await h().db.update(corporateEventRegistrations).set({ status: 'cancelled' }).where(eq(corporateEventRegistrations.id, place!.id));
    expect(await versionOf('fernway', userId)).not.toBe(booked);
    await expectSeen(h().kind, async () => listed((await h().call(getAppointments, {}, member)).appointments), []);
  });

  it('goes back to 0 for everyone when the bookings are truncated, and the appointments with it', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    expect((await h().call(getAppointments, {}, member)).appointments.length).toBeGreaterThan(0);
    await h().db.execute(sql`truncate bookings, corporate_event_registrations`);
    expect(await h().db.select().from(bookingVersions)).toEqual([]);
    await expectSeen(h().kind, async () => (await h().call(getAppointments, {}, member)).appointments, []);
  });
});
