import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  cancelDateBooking,
  getCorporateEvent,
  getEventBookings,
  getEvents,
  getStripeSessionByDate,
  registerWaitingList,
} from '@portal/contract/calls/events';
import { eventDateId } from '../../test/event-dates';
import { withHarness, type Session } from '../../test/harness';
import { memberId } from '../../test/members';
import { expectSeen } from '../../test/news';
import { outboxMailer } from '../mail/mailer';
import { notifications } from '../notifications/schema';
import { createReminderWorker } from '../reminders/worker';
import { corporateEventDates, corporateEventRegistrations } from './schema';
import { OFFER_HELD_MESSAGE, releaseHeldPlace } from './service';

const HOLDER = 'admin@harbour.example';
const WAITER = 'member@harbour.example';
const GERMAN = 'member@kontor.example';
const HOUR = 3_600_000;

/** Issue 10 item 3 with decision 0262: a freed seat of a paid date is held for the first member waiting, who books it by paying. */
withHarness('paid events: the waiting list is offered a freed seat to pay for', (h) => {
  /** the date of a seeded event, made to hold `capacity` seats with none taken */
  const dateOf = async (clientId: string, key: string, position: number, capacity: number) => {
    const id = await eventDateId(h().db, clientId, key, position);
    await h().db.update(corporateEventDates).set({ capacity, booked: 0 }).where(eq(corporateEventDates.id, id));
    return id;
  };
  const origin = (clientId: string) => `http://${h().host(clientId)}`;
  /** opens the local checkout for the date and presses Pay, as the member's browser would */
  const pay = async (clientId: string, member: Session, dateId: number) => {
    const { session } = await h().call(getStripeSessionByDate, { event_date_id: dateId, all_series: false, referrer: `/events/view-event/${dateId}` }, member);
    const path = new URL(session.url!).pathname;
    const page = await h().get(clientId, path, { cookie: member.cookie });
    const reply = await h().request(clientId, `${path}/pay`, undefined, {
      cookie: member.cookie,
      headers: { origin: origin(clientId) },
      raw: { body: '', contentType: 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBe(303);
    return page.text;
  };
  const detail = async (member: Session, dateId: number) => (await h().call(getCorporateEvent, { event_date_id: dateId }, member)).event_date;
  /** the date as the events list shows it */
  const listed = async (member: Session, dateId: number) => {
    const day = (await detail(member, dateId)).ed_start_date_time.slice(0, 10);
    const { data } = await h().call(getEvents, { from_date: day, days_limit: 1 }, member);
    return data.flatMap((group) => group.events).find((event) => event.event_date_id === dateId)!;
  };
  /** one pass of the job queue's worker (main.ts runs it every 30 s) at the harness's clock */
  const releaseDue = async () => {
    const worker = createReminderWorker({ releaseHeldPlace, db: h().db, clients: h().clients, mailer: outboxMailer(), from: 'Portal <reminders@portal.test>', publicOrigin: 'http://localhost:3000', now: h().clock.now, log: () => {} });
    return (await worker.runOnce()).released;
  };
  /** what a read must leave as it found it: the date's places and seats, and every notice */
  const written = async (dateId: number) => ({
    places: await h().db.select().from(corporateEventRegistrations).where(eq(corporateEventRegistrations.eventDateId, dateId)).orderBy(corporateEventRegistrations.id),
    seats: await seats(dateId),
    notices: await h().db.$count(notifications),
  });
  const seats = async (dateId: number) => (await h().db.select({ booked: corporateEventDates.booked }).from(corporateEventDates).where(eq(corporateEventDates.id, dateId)))[0]!.booked;
  const lastNotice = async (clientId: string, email: string) =>
    (
      await h()
        .db.select()
        .from(notifications)
        .where(and(eq(notifications.clientId, clientId), eq(notifications.userId, await memberId(h().db, clientId, email))))
        .orderBy(desc(notifications.id))
        .limit(1)
    )[0];

  it('holds the freed seat for the first member waiting, tells them, and books it once they pay', async () => {
    h().clock.reset();
    const holder = await h().session('harbour', HOLDER);
    const waiter = await h().session('harbour', WAITER);
    const dateId = await dateOf('harbour', 'first-aid-course', 2, 1);

    await pay('harbour', holder, dateId);
    expect(await detail(holder, dateId)).toMatchObject({ ed_u_registered: 1, ed_fully_booked: 1 });
    // full: the waiting member cannot open a checkout, only join the list
    expect((await h().refused(getStripeSessionByDate, { event_date_id: dateId, all_series: false, referrer: '/' }, waiter)).status).toBe(409);
    await h().call(registerWaitingList, { event_date_id: dateId }, waiter);
    expect(await detail(waiter, dateId)).toMatchObject({ ed_u_on_waiting_list: 1, ed_u_offered: 0 });

    await h().call(cancelDateBooking, { event_date_id: dateId, all_series: false }, holder);
    const offered = await detail(waiter, dateId);
    expect(offered).toMatchObject({ ed_u_offered: 1, ed_u_on_waiting_list: 0, ed_u_registered: 0, ed_fully_booked: 1 });
    const until = new Date(`${offered.ed_u_offered_until!.replace(' ', 'T')}Z`).getTime();
    expect(until - h().clock.now().getTime()).toBeGreaterThan(23 * HOUR);
    expect(until - h().clock.now().getTime()).toBeLessThanOrEqual(24 * HOUR);
    // the seat stays counted for them: nobody else can take it meanwhile, and it is not booked yet
    expect(await seats(dateId)).toBe(1);
    expect((await h().call(getEventBookings, { status: 'upcoming', limit: -1 }, waiter)).items.some((item) => item.event_date_id === dateId)).toBe(false);
    expect(await h().refused(registerWaitingList, { event_date_id: dateId }, waiter)).toMatchObject({ status: 409, body: { err: OFFER_HELD_MESSAGE } });
    const notice = await lastNotice('harbour', WAITER);
    expect(notice).toMatchObject({ subject: 'A place is held for you', body: 'A place came free on the waiting list and is held for you for 24 hours: open the event and pay to book it.' });
    expect(notice!.event).toMatchObject({ actionUrl: { href: `/events/view-event/${dateId}` } });

    // paying the held seat books it, though the date is still full for everyone else
    const checkoutPage = await pay('harbour', waiter, dateId);
    expect(checkoutPage).toContain('€25.00');
    expect(await detail(waiter, dateId)).toMatchObject({ ed_u_registered: 1, ed_u_offered: 0 });
    expect(await seats(dateId)).toBe(1);
    const booked = (await h().call(getEventBookings, { status: 'upcoming', limit: -1 }, waiter)).items.filter((item) => item.event_date_id === dateId);
    expect(booked).toHaveLength(1);
    await h().call(cancelDateBooking, { booking_date_id: booked[0]!.booking_id, all_series: false }, waiter);
    expect(await seats(dateId)).toBe(0);
  });

  it('passes a held seat on when its 24 hours run out: released by the job queue, shown so by reads that write nothing', async () => {
    h().clock.reset();
    let holder = await h().session('harbour', HOLDER);
    let waiter = await h().session('harbour', WAITER);
    const dateId = await dateOf('harbour', 'first-aid-course', 1, 1);
    await pay('harbour', holder, dateId);
    await h().call(registerWaitingList, { event_date_id: dateId }, waiter);
    await h().call(cancelDateBooking, { event_date_id: dateId, all_series: false }, holder);
    expect(await detail(waiter, dateId)).toMatchObject({ ed_u_offered: 1 });
    // the former holder joins the list behind, so the lapsed seat goes to them
    await h().call(registerWaitingList, { event_date_id: dateId }, holder);
    // read now and kept: the held place's end is a time the page changes at by itself (decision 0450)
    expect(await detail(holder, dateId)).toMatchObject({ ed_u_on_waiting_list: 1, ed_u_offered: 0 });

    h().clock.advance(24 * HOUR + 60_000);
    // a day later the members sign in again, before the job queue's worker has come by
    holder = await h().session('harbour', HOLDER);
    waiter = await h().session('harbour', WAITER);
    const before = await written(dateId);
    expect(before.places.find((place) => place.status === 'offered')).toBeDefined();
    // the lapsed place is no longer the waiter's; the seat passes on, so the date stays full; nothing is written
    expect(await detail(waiter, dateId)).toMatchObject({ ed_u_offered: 0, ed_u_offered_until: null, ed_u_on_waiting_list: 0, ed_u_registered: 0, ed_fully_booked: 1 });
    expect(await detail(holder, dateId)).toMatchObject({ ed_u_offered: 0, ed_u_on_waiting_list: 1, ed_fully_booked: 1 });
    expect(await listed(holder, dateId)).toMatchObject({ fully_booked: true });
    expect(await written(dateId)).toEqual(before);

    // the job queue releases it and tells the next member, whose page shows the seat held for them
    expect(await releaseDue()).toBe(1);
    // the worker is no call: its news reaches the kept page a moment after its commit (decision 0430)
    const heldState = async () => {
      const { ed_u_offered, ed_u_on_waiting_list } = await detail(holder, dateId);
      return { ed_u_offered, ed_u_on_waiting_list };
    };
    await expectSeen(h().kind, heldState, { ed_u_offered: 1, ed_u_on_waiting_list: 0 });
    expect((await lastNotice('harbour', HOLDER))!.subject).toBe('A place is held for you');
    // too late to pay: the lapsed member's checkout is refused as full
    expect((await h().refused(getStripeSessionByDate, { event_date_id: dateId, all_series: false, referrer: '/' }, waiter)).status).toBe(409);

    h().clock.advance(24 * HOUR + 60_000);
    holder = await h().session('harbour', HOLDER);
    waiter = await h().session('harbour', WAITER);
    // with nobody else waiting the lapsed seat will be free: the pages and the list say so before the release
    const lapsed = await written(dateId);
    expect(lapsed.seats).toBe(1);
    expect(await detail(holder, dateId)).toMatchObject({ ed_u_offered: 0, ed_fully_booked: 0 });
    expect(await detail(waiter, dateId)).toMatchObject({ ed_fully_booked: 0 });
    expect(await listed(waiter, dateId)).toMatchObject({ fully_booked: false });
    expect(await written(dateId)).toEqual(lapsed);

    expect(await releaseDue()).toBe(1);
    expect(await seats(dateId)).toBe(0);
    expect(await detail(holder, dateId)).toMatchObject({ ed_u_offered: 0, ed_fully_booked: 0 });
    const live = await h()
      .db.select()
      .from(corporateEventRegistrations)
      .where(and(eq(corporateEventRegistrations.eventDateId, dateId), eq(corporateEventRegistrations.status, 'offered')));
    expect(live).toEqual([]);
    h().clock.reset();
  });

  it('lets a member whose held place ran out join the waiting list again before the job queue comes by', async () => {
    h().clock.reset();
    let holder = await h().session('harbour', HOLDER);
    let waiter = await h().session('harbour', WAITER);
    const dateId = await dateOf('harbour', 'first-aid-course', 0, 1);
    await pay('harbour', holder, dateId);
    await h().call(registerWaitingList, { event_date_id: dateId }, waiter);
    await h().call(cancelDateBooking, { event_date_id: dateId, all_series: false }, holder);
    await h().call(registerWaitingList, { event_date_id: dateId }, holder);

    h().clock.advance(24 * HOUR + 60_000);
    holder = await h().session('harbour', HOLDER);
    waiter = await h().session('harbour', WAITER);
    // joining is a write: it releases the lapsed place first (the seat goes to the holder, who is told), so the
    // waiter is not refused as if a place were still held for them
    await h().call(registerWaitingList, { event_date_id: dateId }, waiter);
    expect(await detail(waiter, dateId)).toMatchObject({ ed_u_on_waiting_list: 1, ed_u_offered: 0, ed_fully_booked: 1 });
    expect(await detail(holder, dateId)).toMatchObject({ ed_u_offered: 1 });
    expect((await lastNotice('harbour', HOLDER))!.subject).toBe('A place is held for you');
    expect(await releaseDue()).toBe(0);
    h().clock.reset();
  });

  it('tells a German member in German', async () => {
    h().clock.reset();
    const holder = await h().session('kontor', 'admin@kontor.example');
    const waiter = await h().session('kontor', GERMAN);
    const dateId = await dateOf('kontor', 'nutrition-consult', 1, 1);
    await pay('kontor', holder, dateId);
    await h().call(registerWaitingList, { event_date_id: dateId }, waiter);
    await h().call(cancelDateBooking, { event_date_id: dateId, all_series: false }, holder);
    expect((await lastNotice('kontor', GERMAN))!.subject).toBe('Ein Platz ist für Sie reserviert');
    const checkout = await pay('kontor', waiter, dateId);
    // kontor bills in euros, written as German writes money
    expect(checkout).toMatch(/18,00\s€/);
    expect(await detail(waiter, dateId)).toMatchObject({ ed_u_registered: 1 });
  });
});
