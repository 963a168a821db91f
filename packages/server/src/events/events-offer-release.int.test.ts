import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cancelDateBooking, getStripeSessionByDate, registerWaitingList } from '@portal/contract/calls/events';
import { withHarness, type Session } from '../../test/harness';
import { freshMember } from '../../test/members';
import { reminderWorkers } from '../../test/reminder-workers';
import { notifications } from '../notifications/schema';
import { reminderJobs } from '../reminders/schema';
import { corporateEventDates, corporateEventRegistrations, corporateEvents } from './schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Decision 0262 with 0300: a seat of a paid date held for the first member waiting is released when its time runs
 * out by a job of the database job queue, planned when the seat was held, without anyone reading the event; the
 * release passes the seat on as a cancel does (the next member waiting is offered it and told), happens once with
 * two workers (two API processes), and a hold paid in time is never released. Nothing here reads the event page,
 * whose lazy release would otherwise hide a missing job.
 */
withHarness('paid events: held places are released by the job queue when their time runs out', (h) => {
  let clock = new Date();
  const { worker, secondDb } = reminderWorkers(h, () => clock);
  const member = () => freshMember(h(), 'harbour', {}, { sessionMinutes: 60 * 24 * 3, now: new Date() });
  /** a date of a seeded paid event, made to hold one seat with none taken */
  const oneSeatDate = async (key: 'first-aid-course' | 'nutrition-consult', position: number) => {
    const rows = await h()
      .db.select({ id: corporateEventDates.id })
      .from(corporateEventDates)
      .innerJoin(corporateEvents, eq(corporateEvents.id, corporateEventDates.eventId))
      .where(and(eq(corporateEvents.clientId, 'harbour'), eq(corporateEvents.seedKey, key)))
      .orderBy(corporateEventDates.startAt);
    const id = rows[position]!.id;
    await h().db.update(corporateEventDates).set({ capacity: 1, booked: 0 }).where(eq(corporateEventDates.id, id));
    return id;
  };
  /** opens the local checkout for the date and presses Pay, as the member's browser would */
  const pay = async (who: Session, dateId: number) => {
    const { session } = await h().call(getStripeSessionByDate, { event_date_id: dateId, all_series: false, referrer: `/events/view-event/${dateId}` }, who);
    const path = new URL(session.url!).pathname;
    const reply = await h().request('harbour', `${path}/pay`, undefined, {
      cookie: who.cookie,
      headers: { origin: `http://${h().host('harbour')}` },
      raw: { body: '', contentType: 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBe(303);
  };
  const placeOf = async (who: { userId: number }, dateId: number) =>
    (
      await h()
        .db.select()
        .from(corporateEventRegistrations)
        .where(and(eq(corporateEventRegistrations.eventDateId, dateId), eq(corporateEventRegistrations.userId, who.userId)))
        .orderBy(desc(corporateEventRegistrations.id))
        .limit(1)
    )[0]!;
  const seats = async (dateId: number) => (await h().db.select({ booked: corporateEventDates.booked }).from(corporateEventDates).where(eq(corporateEventDates.id, dateId)))[0]!.booked;
  const notices = (who: { userId: number }) => h().db.select().from(notifications).where(and(eq(notifications.clientId, 'harbour'), eq(notifications.userId, who.userId)));
  const lapseJobs = (placeId: number) => h().db.select().from(reminderJobs).where(and(eq(reminderJobs.source, 'event'), eq(reminderJobs.sourceId, placeId), eq(reminderJobs.kind, 'offer-lapse')));

  /** a date whose one seat the holder paid for and gave back, so it is held for `waiter`, with `behind` waiting */
  const heldFor = async (key: 'first-aid-course' | 'nutrition-consult', position: number, behind: number) => {
    const holder = await member();
    const waiter = await member();
    const others = [];
    for (let i = 0; i < behind; i++) others.push(await member());
    const dateId = await oneSeatDate(key, position);
    await pay(holder, dateId);
    await h().call(registerWaitingList, { event_date_id: dateId }, waiter);
    for (const other of others) await h().call(registerWaitingList, { event_date_id: dateId }, other);
    await h().call(cancelDateBooking, { event_date_id: dateId, all_series: false }, holder);
    const held = await placeOf(waiter, dateId);
    expect(held).toMatchObject({ status: 'offered' });
    return { dateId, waiter, others, held, until: held.offeredUntil! };
  };

  it('releases a held seat when its time runs out, passes it to the next member waiting once across two workers, then frees it', async () => {
    h().clock.reset();
    const { dateId, waiter, others, held, until } = await heldFor('first-aid-course', 1, 1);
    const next = others[0]!;
    // planned when the seat was held, due at its deadline
    const [job] = await lapseJobs(held.id);
    expect(job).toMatchObject({ runAt: until, userId: waiter.userId, sentAt: null, skippedAt: null });

    clock = new Date(until.getTime() - MINUTE);
    expect((await worker(h().db).runOnce()).released).toBe(0);
    expect(await placeOf(waiter, dateId)).toMatchObject({ status: 'offered' });

    // the clock passes the deadline: two workers race, the place is released once
    clock = new Date(until.getTime() + MINUTE);
    const before = (await notices(next)).length;
    const [a, b] = await Promise.all([worker(h().db).runOnce(), worker(secondDb()).runOnce()]);
    expect(a.released + b.released).toBe(1);
    expect(a.failed + b.failed).toBe(0);
    expect(await placeOf(waiter, dateId)).toMatchObject({ status: 'cancelled', offeredUntil: null });
    const moved = await placeOf(next, dateId);
    expect(moved).toMatchObject({ status: 'offered' });
    expect(moved.offeredUntil!.getTime()).toBe(clock.getTime() + 24 * HOUR);
    // the seat passed straight on: still counted, now for the next member, who is told as after a cancel
    expect(await seats(dateId)).toBe(1);
    const told = (await notices(next)).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ subject: 'A place is held for you', event: { actionUrl: { href: `/events/view-event/${dateId}` } } });
    expect((await lapseJobs(held.id))[0]!.sentAt).not.toBeNull();
    // another pass changes nothing
    const [c, d] = await Promise.all([worker(h().db).runOnce(), worker(secondDb()).runOnce()]);
    expect(c.released + d.released).toBe(0);
    expect(await notices(next)).toHaveLength(before + 1);

    // the next member lets it run out too; with nobody else waiting the seat is free again
    expect((await lapseJobs(moved.id)).map((row) => row.runAt.getTime())).toEqual([moved.offeredUntil!.getTime()]);
    clock = new Date(moved.offeredUntil!.getTime() + MINUTE);
    expect((await worker(secondDb()).runOnce()).released).toBe(1);
    expect(await placeOf(next, dateId)).toMatchObject({ status: 'cancelled' });
    expect(await seats(dateId)).toBe(0);
    const newcomer = await member();
    await pay(newcomer, dateId);
    expect(await placeOf(newcomer, dateId)).toMatchObject({ status: 'registered' });
  });

  it('never releases a hold paid in time', async () => {
    h().clock.reset();
    const { dateId, waiter, others, held, until } = await heldFor('first-aid-course', 2, 1);
    await pay(waiter, dateId);
    expect(await placeOf(waiter, dateId)).toMatchObject({ id: held.id, status: 'registered' });
    // paying dropped the release
    expect((await lapseJobs(held.id))[0]).toMatchObject({ skipReason: 'paid', sentAt: null });

    clock = new Date(until.getTime() + HOUR);
    const before = (await notices(others[0]!)).length;
    const [a, b] = await Promise.all([worker(h().db).runOnce(), worker(secondDb()).runOnce()]);
    expect(a.released + b.released).toBe(0);
    expect(await placeOf(waiter, dateId)).toMatchObject({ status: 'registered' });
    expect(await placeOf(others[0]!, dateId)).toMatchObject({ status: 'waiting' });
    expect(await seats(dateId)).toBe(1);
    expect(await notices(others[0]!)).toHaveLength(before);
  });

  it('skips the release of a place given up before its time, and a release that finds the place already paid', async () => {
    h().clock.reset();
    const gaveUp = await heldFor('nutrition-consult', 0, 0);
    await h().call(cancelDateBooking, { event_date_id: gaveUp.dateId, all_series: false }, gaveUp.waiter);
    expect((await lapseJobs(gaveUp.held.id))[0]).toMatchObject({ skipReason: 'given up' });
    expect(await seats(gaveUp.dateId)).toBe(0);

    // a job claimed while the payment lands (its skip lost to the claim): the worker finds the place booked
    const paid = await heldFor('nutrition-consult', 1, 0);
    await h().db.update(corporateEventRegistrations).set({ status: 'registered', offeredUntil: null }).where(eq(corporateEventRegistrations.id, paid.held.id));
    clock = new Date(paid.until.getTime() + MINUTE);
    const report = await worker(h().db).runOnce();
    expect(report.released).toBe(0);
    expect((await lapseJobs(paid.held.id))[0]).toMatchObject({ skipReason: 'paid', sentAt: null });
    expect(await placeOf(paid.waiter, paid.dateId)).toMatchObject({ status: 'registered' });
    expect(await seats(paid.dateId)).toBe(1);
  });
});
