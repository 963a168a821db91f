import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  TIME_SLOT_IS_PAST,
  bookEventDate,
  bookTimeslot,
  cancelDateBooking,
  getCorporateEvent,
  getEventBookings,
  getEvents,
  registerWaitingList,
} from '@portal/contract/calls/events';
import { withHarness, type Session } from '../../test/harness';
import { memberId } from '../../test/members';
import { notifications } from '../notifications/schema';
import { corporateEventDates, corporateEventRegistrations, corporateEventSlots, corporateEvents } from './schema';
import {
  ALREADY_REGISTERED_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  CANCEL_STARTED_MESSAGE,
  DATE_PAST_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  FULLY_BOOKED_MESSAGE,
  NEEDS_SLOT_MESSAGE,
  NOT_FULL_MESSAGE,
  SLOT_FULL_MESSAGE,
  SLOT_NOT_FOUND_MESSAGE,
} from './service';

const MEMBER = 'member@harbour.example';
const COLLEAGUE = 'admin@harbour.example';
const FOREIGN = 'member@lumen.example';
const GERMAN = 'member@kontor.example';

const today = () => new Date().toISOString().slice(0, 10);

withHarness('events calls', (h) => {
  const dateOf = async (clientId: string, key: string, position = 0) => {
    const rows = await h()
      .db.select({ id: corporateEventDates.id, startAt: corporateEventDates.startAt })
      .from(corporateEventDates)
      .innerJoin(corporateEvents, eq(corporateEvents.id, corporateEventDates.eventId))
      .where(and(eq(corporateEvents.clientId, clientId), eq(corporateEvents.seedKey, key)))
      .orderBy(corporateEventDates.startAt);
    return rows[position]!;
  };
  const bookings = async (member: Session, status?: 'upcoming' | 'past' | 'cancelled') =>
    (await h().call(getEventBookings, status ? { status, limit: -1 } : { limit: -1 }, member)).items;

  it('lists the coming year by day: dates at several offices and online, none started, full ones marked', async () => {
    const member = await h().session('harbour', MEMBER);
    const { data } = await h().call(getEvents, { from_date: today(), days_limit: 365 }, member);
    const all = data.flatMap((day) => day.events.map((event) => ({ ...event, day: day.date })));
    expect(all.length).toBeGreaterThan(20);
    for (const event of all) {
      expect(event.start_date.slice(0, 10)).toBe(event.day);
      expect(Date.parse(`${event.start_date}Z`)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(new Set(all.flatMap((event) => event.locations.map((l) => l.location_label))).size).toBeGreaterThan(2);
    expect(all.some((event) => event.fully_booked)).toBe(true);
    expect(all.some((event) => event.title === 'Money matters: budgeting online' && event.locations.length === 4)).toBe(true);
    const last = all.at(-1)!;
    expect(Date.parse(`${last.start_date}Z`) - Date.now()).toBeGreaterThan(300 * 86_400_000);
    const days = data.map((day) => day.date);
    expect([...days].sort()).toEqual(days);
    // a short window holds fewer
    const week = await h().call(getEvents, { from_date: today(), days_limit: 7 }, member);
    expect(week.data.every((day) => Date.parse(day.date) < Date.now() + 7 * 86_400_000)).toBe(true);
    const refused = await h().refused(getEvents, { from_date: today(), days_limit: 366 }, member);
    expect(refused.status).toBe(400);
    expect(refused.body.err).toBe('Please choose between 1 and 365 days.');
  });

  it('speaks the member language: a German client reads German titles', async () => {
    const member = await h().session('kontor', GERMAN);
    const { data } = await h().call(getEvents, { from_date: today(), days_limit: 365 }, member);
    const titles = new Set(data.flatMap((day) => day.events.map((event) => event.title)));
    expect(titles).toContain('Workshop: Achtsam führen');
    expect(titles).not.toContain('Mindful leadership workshop');
  });

  it('shows an event date with its series, locations, slots and the member places; by listing and office too', async () => {
    const member = await h().session('harbour', MEMBER);
    const yoga = await dateOf('harbour', 'lunchtime-yoga');
    const { event_date } = await h().call(getCorporateEvent, { event_date_id: yoga.id }, member);
    expect(event_date).toMatchObject({ ed_id: yoga.id, e_type: 'event_series', e_title: 'Lunchtime yoga series', e_is_virtual_event: 0, ed_u_registered: 0 });
    expect(event_date.e_dates).toHaveLength(6);
    expect(event_date.e_locations).toHaveLength(1);
    expect(event_date.all_locations_for_client).toHaveLength(4);
    expect(event_date.e_featured_img).toMatch(/^data:image\/svg\+xml;base64,/);
    const mot = await dateOf('harbour', 'health-mot');
    const service = (await h().call(getCorporateEvent, { event_date_id: mot.id }, member)).event_date;
    expect(service.ed_timeslots).toHaveLength(6);
    expect(service.ed_timeslots[1]!.ts_fully_booked).toBe(1);
    expect(service.ed_timeslots.every((slot) => slot.ts_time_status === 'upcoming')).toBe(true);
    const byListing = await h().call(getCorporateEvent, { listing_id: event_date.e_id, location_id: event_date.e_locations[0]!.location_id }, member);
    expect(byListing.event_date.ed_id).toBe(yoga.id);
    const elsewhere = event_date.all_locations_for_client.find((l) => l.location_id !== event_date.e_locations[0]!.location_id)!;
    expect((await h().refused(getCorporateEvent, { listing_id: event_date.e_id, location_id: elsewhere.location_id }, member)).body.err).toBe(EVENT_NOT_FOUND_MESSAGE);
  });

  it('books a date, refuses a second booking, then cancels it', async () => {
    const member = await h().session('harbour', MEMBER);
    const walk = await dateOf('harbour', 'step-challenge-walk', 1);
    expect(await h().call(bookEventDate, { event_date_id: walk.id }, member)).toMatchObject({ success: true });
    expect((await h().call(getCorporateEvent, { event_date_id: walk.id }, member)).event_date.ed_u_registered).toBe(1);
    const again = await h().refused(bookEventDate, { event_date_id: walk.id }, member);
    expect(again.status).toBe(409);
    expect(again.body.err).toBe(ALREADY_REGISTERED_MESSAGE);
    const booking = (await bookings(member, 'upcoming')).find((item) => item.event_date_id === walk.id)!;
    expect(booking).toMatchObject({ title: 'Quarterly team walk', status: 'registered', time_status: 'upcoming', timeslot_id: null });
    expect(booking.booking_ref).toMatch(/^EV-\d{6}$/);
    expect(await h().call(cancelDateBooking, { booking_date_id: booking.booking_id }, member)).toEqual({ success: true, message: 'Your booking has been cancelled.' });
    expect((await bookings(member, 'cancelled')).some((item) => item.booking_id === booking.booking_id)).toBe(true);
    expect((await h().refused(cancelDateBooking, { booking_date_id: booking.booking_id }, member)).body.err).toBe(BOOKING_NOT_FOUND_MESSAGE);
    // the seat came back, so booking again works
    expect(await h().call(bookEventDate, { event_date_id: walk.id }, member)).toMatchObject({ success: true });
  });

  it('registers a series for every date ahead, and cancels them all with all_series', async () => {
    const member = await h().session('harbour', MEMBER);
    const yoga = await dateOf('harbour', 'lunchtime-yoga', 2);
    await h().call(bookEventDate, { event_date_id: yoga.id, all_series: false }, member);
    const mine = (await bookings(member, 'upcoming')).filter((item) => item.title === 'Lunchtime yoga series');
    expect(mine).toHaveLength(6);
    await h().call(cancelDateBooking, { event_date_id: yoga.id, all_series: true }, member);
    expect((await bookings(member, 'upcoming')).filter((item) => item.title === 'Lunchtime yoga series')).toHaveLength(0);
  });

  it('books a service only by a free, future time slot of its own client', async () => {
    const member = await h().session('harbour', MEMBER);
    const mot = await dateOf('harbour', 'health-mot', 1);
    expect((await h().refused(bookEventDate, { event_date_id: mot.id }, member)).body.err).toBe(NEEDS_SLOT_MESSAGE);
    const slots = (await h().call(getCorporateEvent, { event_date_id: mot.id }, member)).event_date.ed_timeslots;
    const full = await h().refused(bookTimeslot, { timeslot_id: slots[1]!.ts_id }, member);
    expect(full.status).toBe(409);
    expect(full.body.err).toBe(SLOT_FULL_MESSAGE);
    await h().call(bookTimeslot, { timeslot_id: slots[3]!.ts_id }, member);
    const after = (await h().call(getCorporateEvent, { event_date_id: mot.id }, member)).event_date.ed_timeslots;
    expect(after[3]).toMatchObject({ ts_u_registered: 1, ts_fully_booked: 1 });
    const booking = (await bookings(member, 'upcoming')).find((item) => item.timeslot_id === slots[3]!.ts_id && item.booking_id > 0)!;
    expect(booking.timeslot_start).toBe(slots[3]!.ts_start_date_time);
    const foreign = await h().session('lumen', FOREIGN);
    expect((await h().refused(bookTimeslot, { timeslot_id: slots[4]!.ts_id }, foreign)).body.err).toBe(SLOT_NOT_FOUND_MESSAGE);
    // past the slot's start the server says so in the words the page looks for
    const started = new Date(Date.now() - 60_000);
    await h().db.update(corporateEventSlots).set({ startAt: started }).where(eq(corporateEventSlots.id, slots[5]!.ts_id));
    const past = await h().refused(bookTimeslot, { timeslot_id: slots[5]!.ts_id }, member);
    expect(past.status).toBe(409);
    expect(past.body.err).toContain(TIME_SLOT_IS_PAST);
    // once the day has started the booking can no longer be cancelled and reads as past
    await h().db.update(corporateEventDates).set({ startAt: started }).where(eq(corporateEventDates.id, mot.id));
    await h().db.update(corporateEventSlots).set({ startAt: started }).where(eq(corporateEventSlots.id, slots[3]!.ts_id));
    expect((await h().refused(cancelDateBooking, { booking_date_id: booking.booking_id }, member)).body.err).toBe(CANCEL_STARTED_MESSAGE);
    expect((await bookings(member, 'past')).some((item) => item.booking_id === booking.booking_id)).toBe(true);
    expect((await h().call(getCorporateEvent, { event_date_id: mot.id }, member)).event_date.ed_timeslots.find((slot) => slot.ts_id === slots[5]!.ts_id)?.ts_time_status).toBe('live');
  });

  it('offers the waiting list only when full; a freed seat goes to the first waiting member, who is told', async () => {
    const member = await h().session('harbour', MEMBER);
    const colleague = await h().session('harbour', COLLEAGUE);
    const open = await dateOf('harbour', 'desk-massage', 2);
    expect((await h().refused(registerWaitingList, { event_date_id: open.id }, member)).body.err).toBe(NOT_FULL_MESSAGE);
    const full = await dateOf('harbour', 'desk-massage', 0);
    const refused = await h().refused(bookEventDate, { event_date_id: full.id }, member);
    expect(refused.body.err).toBe(FULLY_BOOKED_MESSAGE);
    await h().call(registerWaitingList, { event_date_id: full.id }, member);
    expect((await h().call(getCorporateEvent, { event_date_id: full.id }, member)).event_date).toMatchObject({ ed_fully_booked: 1, ed_u_on_waiting_list: 1, ed_u_registered: 0 });
    // free a seat: a colleague's seeded seat is one of the eight; take it over as theirs and cancel it
    const colleagueId = await memberId(h().db, 'harbour', COLLEAGUE);
    const memberUserId = await memberId(h().db, 'harbour', MEMBER);
    await h().db.update(corporateEventDates).set({ capacity: 9 }).where(eq(corporateEventDates.id, full.id));
    await h().call(bookEventDate, { event_date_id: full.id }, colleague);
    await h().call(cancelDateBooking, { event_date_id: full.id }, colleague);
    const mine = await h().db.select().from(corporateEventRegistrations).where(and(eq(corporateEventRegistrations.eventDateId, full.id), eq(corporateEventRegistrations.userId, memberUserId)));
    expect(mine.map((row) => row.status)).toEqual(['registered']);
    const [date] = await h().db.select().from(corporateEventDates).where(eq(corporateEventDates.id, full.id));
    expect(date!.booked).toBe(9);
    const told = await h().db.select().from(notifications).where(and(eq(notifications.clientId, 'harbour'), eq(notifications.userId, memberUserId), eq(notifications.subject, 'You have a place')));
    expect(told).toHaveLength(1);
    expect(told[0]!.event.actionUrl?.href).toBe(`/events/view-event/${full.id}`);
    expect(colleagueId).not.toBe(memberUserId);
  });

  it('refuses past dates and lists past and cancelled bookings read-only', async () => {
    const member = await h().session('harbour', MEMBER);
    const fair = await dateOf('harbour', 'winter-fair', 0);
    expect((await h().refused(bookEventDate, { event_date_id: fair.id }, member)).body.err).toBe(DATE_PAST_MESSAGE);
    expect((await h().call(getCorporateEvent, { event_date_id: fair.id }, member)).event_date.e_status).toBe('past');
    const all = await bookings(member);
    expect(all.some((item) => item.time_status === 'past' && item.title === 'Winter wellbeing fair')).toBe(true);
    expect(all.some((item) => item.time_status === 'cancelled')).toBe(true);
    const starts = all.map((item) => item.timeslot_start);
    expect([...starts].sort()).toEqual(starts);
    // the timeslots booked in the bookings store are listed too, as the bookings panel lists them (decision 0480)
    expect(all.filter((item) => item.booking_id < 0).map((item) => [item.title, item.time_status, item.event_date_id])).toEqual([
      ['Financial Wellbeing Workshop', 'past', 0],
      ['Lunchtime Yoga', 'upcoming', 0],
      ['Mindful Leadership Breakfast', 'cancelled', 0],
    ]);
    const past = all.find((item) => item.time_status === 'past' && item.booking_id > 0)!;
    expect((await h().refused(cancelDateBooking, { booking_date_id: past.booking_id }, member)).body.err).toBe(CANCEL_STARTED_MESSAGE);
    expect(await h().call(getEventBookings, { status: 'upcoming', limit: 1 }, member)).toMatchObject({ items: [expect.objectContaining({ time_status: 'upcoming' })] });
  });

  it("never shows or touches another client's dates, slots or bookings, nor another member's", async () => {
    const member = await h().session('harbour', MEMBER);
    const foreign = await h().session('lumen', FOREIGN);
    const colleague = await h().session('harbour', COLLEAGUE);
    const theirs = await dateOf('lumen', 'mindful-leadership', 3);
    expect((await h().refused(getCorporateEvent, { event_date_id: theirs.id }, member)).status).toBe(404);
    expect((await h().refused(bookEventDate, { event_date_id: theirs.id }, member)).status).toBe(404);
    expect((await h().refused(registerWaitingList, { event_date_id: theirs.id }, member)).status).toBe(404);
    const [theirSlot] = await h().db.select().from(corporateEventSlots).where(eq(corporateEventSlots.clientId, 'lumen')).limit(1);
    expect((await h().refused(bookTimeslot, { timeslot_id: theirSlot!.id }, member)).status).toBe(404);
    const foreignBooking = (await bookings(foreign, 'upcoming')).find((item) => item.booking_id > 0)!;
    expect((await h().refused(cancelDateBooking, { booking_date_id: foreignBooking.booking_id }, member)).status).toBe(404);
    expect((await h().refused(cancelDateBooking, { event_date_id: foreignBooking.event_date_id }, member)).status).toBe(404);
    const { data } = await h().call(getEvents, { from_date: today(), days_limit: 365 }, member);
    const ids = new Set(data.flatMap((day) => day.events.map((event) => event.event_date_id)));
    expect(ids.has(theirs.id)).toBe(false);
    // a colleague's booking is theirs alone
    const colleagueBooking = (await bookings(colleague, 'upcoming')).find((item) => item.booking_id > 0)!;
    expect((await h().refused(cancelDateBooking, { booking_date_id: colleagueBooking.booking_id }, member)).status).toBe(404);
    expect((await bookings(member)).some((item) => item.booking_id === colleagueBooking.booking_id)).toBe(false);
    expect((await bookings(colleague, 'upcoming')).some((item) => item.booking_id === colleagueBooking.booking_id)).toBe(true);
  });
});
