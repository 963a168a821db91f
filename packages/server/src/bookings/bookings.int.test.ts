import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cancelAppointment, cancelTimeslotBooking, getAppointments } from '@portal/contract/calls/bookings';
import { withHarness, type Session } from '../../test/harness';
import { expectSeen } from '../../test/news';
import { memberId } from '../../test/members';
import { corporateEventDates, corporateEventRegistrations, corporateEvents } from '../events/schema';
import { officeLocations } from '../locations/schema';
import { listBookings } from './repository';
import { bookings, eventTimeslots } from './schema';
import { ALREADY_STARTED_MESSAGE, NOT_FOUND_MESSAGE, USE_TIMESLOT_CALL_MESSAGE } from './service';

const MEMBER = 'member@harbour.example';
const OTHER_MEMBER = 'admin@harbour.example';
const FOREIGN = 'member@lumen.example';

withHarness('bookings calls', (h) => {
  const list = async (member: Session) => {
    const reply = await h().call(getAppointments, {}, member);
    expect(reply.success).toBe(true);
    return reply.appointments;
  };

  it('lists bookings of every type with clinician and details, cancelled ones hidden', async () => {
    const member = await h().session('harbour', MEMBER);
    const appointments = await list(member);
    const types = new Set(appointments.map((a) => a.appointmentType));
    for (const type of ['Video', 'Audio', 'Coaching', 'face_to_face', 'corporateEvent', 'healthcoach', 'mental_health', 'cancer'])
      expect(types).toContain(type);
    expect(appointments.some((a) => ['Cancelled', 'Cancellation Request'].includes(a.appointmentStatus))).toBe(false);
    const soon = appointments.find((a) => a.appointmentType === 'Video' && Date.parse(a.startTime) - Date.now() < 10 * 60_000 && Date.parse(a.startTime) > Date.now());
    expect(soon?.showJoinButton).toBe(true);
    const f2f = appointments.find((a) => a.appointmentType === 'face_to_face' && Date.parse(a.startTime) > Date.now());
    expect(f2f?.showLocationButton).toBe(true);
    expect(f2f?.clinician.address).toBeTruthy();
    expect(f2f?.details.locations?.[0]?.lat).toEqual(expect.any(Number));
    const event = appointments.find((a) => a.appointmentType === 'corporateEvent' && Date.parse(a.startTime) > Date.now());
    expect(event?.details.timeslot_id).toEqual(expect.any(Number));
    expect(appointments.some((a) => Date.parse(a.endTime) < Date.now())).toBe(true);
  });

  it("shows an event's new title, time and office at once in the bookings of a member with a place on it", async () => {
    // decision 0521 found the bookings panel serving the old title until the member's own bookings changed
    const member = await h().session('harbour', MEMBER);
    const userId = await memberId(h().db, 'harbour', MEMBER);
    const [place] = await h()
      .db.select({ id: corporateEventRegistrations.id, dateId: corporateEventDates.id, eventId: corporateEvents.id, texts: corporateEvents.texts, locationIds: corporateEvents.locationIds })
      .from(corporateEventRegistrations)
      .innerJoin(corporateEventDates, eq(corporateEventDates.id, corporateEventRegistrations.eventDateId))
      .innerJoin(corporateEvents, eq(corporateEvents.id, corporateEventDates.eventId))
      .where(and(eq(corporateEventRegistrations.clientId, 'harbour'), eq(corporateEventRegistrations.userId, userId), eq(corporateEventRegistrations.status, 'registered'), sql`${corporateEventRegistrations.slotId} is null`, eq(corporateEvents.isVirtual, 0), sql`cardinality(${corporateEvents.locationIds}) > 0`))
      .limit(1);
    expect(place).toBeDefined();
    const shown = async () => {
      const appointment = (await list(member)).find((a) => a.appointmentId === -place!.id);
      return appointment && { title: appointment.details.event_title, start: appointment.startTime, office: appointment.details.locations?.[0]?.location_label };
    };
    // read, so whatever a process keeps of the member's bookings is made
    const before = (await shown())!;
    expect(before.title).toBe(place!.texts.en!.title);
    await shown();

    const title = `${before.title} (renamed)`;
    const startAt = new Date(Date.parse(before.start) + 60 * 60_000);
    await h().db.update(corporateEvents).set({ texts: { ...place!.texts, en: { ...place!.texts.en!, title } } }).where(eq(corporateEvents.id, place!.eventId));
    await h().db.update(corporateEventDates).set({ startAt, endAt: sql`${corporateEventDates.endAt} + interval '1 hour'` }).where(eq(corporateEventDates.id, place!.dateId));
    await h().db.update(officeLocations).set({ label: sql`${officeLocations.label} || ' (renamed)'` }).where(and(eq(officeLocations.clientId, 'harbour'), inArray(officeLocations.id, place!.locationIds)));
    await expectSeen(h().kind, shown, { title, start: startAt.toISOString().replace('.000Z', 'Z'), office: `${before.office} (renamed)` });
  });

  it('cancels a future appointment, which then disappears', async () => {
    const member = await h().session('harbour', MEMBER);
    const target = (await list(member)).find((a) => a.appointmentType === 'Audio' && Date.parse(a.startTime) > Date.now())!;
    const reply = await h().call(cancelAppointment, { appointment_id: target.appointmentId, appointment_type: 'Audio', message: 'Clash' }, member);
    expect(reply).toEqual({ success: true });
    expect((await list(member)).some((a) => a.appointmentId === target.appointmentId)).toBe(false);
    const [row] = await h().db.select().from(bookings).where(eq(bookings.id, Number(target.appointmentId)));
    expect(row?.status).toBe('Cancelled');
  });

  it('cancels coaching types in the coaching store, sent as Coaching or by their own type', async () => {
    const member = await h().session('harbour', MEMBER);
    const all = await list(member);
    const health = all.find((a) => a.appointmentType === 'healthcoach' && Date.parse(a.startTime) > Date.now())!;
    const cancer = all.find((a) => a.appointmentType === 'cancer')!;
    // the appointment store does not hold coaching bookings
    const wrongStore = await h().refused(cancelAppointment, { appointment_id: String(health.appointmentId), appointment_type: 'Video' }, member);
    expect(wrongStore.status).toBe(404);
    expect(wrongStore.body.err).toBe(NOT_FOUND_MESSAGE);
    expect(await h().call(cancelAppointment, { appointment_id: String(health.appointmentId), appointment_type: 'Coaching' }, member)).toEqual({ success: true });
    expect(await h().call(cancelAppointment, { appointment_id: cancer.appointmentId, appointment_type: 'cancer' }, member)).toEqual({ success: true });
    const left = await list(member);
    expect(left.some((a) => a.appointmentId === health.appointmentId || a.appointmentId === cancer.appointmentId)).toBe(false);
  });

  it('refuses to cancel once the session has started, and corporate events by appointment', async () => {
    const member = await h().session('harbour', MEMBER);
    const all = await list(member);
    const past = all.find((a) => a.appointmentType === 'Video' && Date.parse(a.startTime) < Date.now())!;
    const reply = await h().refused(cancelAppointment, { appointment_id: past.appointmentId, appointment_type: 'Video' }, member);
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ success: false, err: ALREADY_STARTED_MESSAGE });
    const event = all.find((a) => a.appointmentType === 'corporateEvent' && Date.parse(a.startTime) > Date.now())!;
    const wrong = await h().refused(cancelAppointment, { appointment_id: event.appointmentId, appointment_type: 'corporateEvent' }, member);
    expect(wrong.status).toBe(400);
    expect(wrong.body.err).toBe(USE_TIMESLOT_CALL_MESSAGE);
  });

  it("follows the server's clock: past the start, a booking shows no join button and can no longer be cancelled", async () => {
    const member = await h().session('harbour', MEMBER);
    const soon = (await list(member)).find((a) => a.appointmentType === 'Video' && a.showJoinButton && Date.parse(a.startTime) > Date.now())!;
    h().clock.set(new Date(Date.parse(soon.endTime) + 60 * 60_000));
    await h().sessionsActive();
    try {
      const later = (await list(member)).find((a) => a.appointmentId === soon.appointmentId)!;
      expect(later.showJoinButton).toBe(false);
      const reply = await h().refused(cancelAppointment, { appointment_id: soon.appointmentId, appointment_type: 'Video' }, member);
      expect(reply.status).toBe(409);
      expect(reply.body.err).toBe(ALREADY_STARTED_MESSAGE);
    } finally {
      h().clock.reset();
    }
    expect((await list(member)).find((a) => a.appointmentId === soon.appointmentId)?.showJoinButton).toBe(true);
  });

  it('cancels a corporate event by its timeslot before the start and frees the seat', async () => {
    const member = await h().session('harbour', MEMBER);
    const all = await list(member);
    const event = all.find((a) => a.appointmentType === 'corporateEvent' && Date.parse(a.startTime) > Date.now())!;
    const slotId = event.details.timeslot_id!;
    const [before] = await h().db.select().from(eventTimeslots).where(eq(eventTimeslots.id, slotId));
    const reply = await h().call(cancelTimeslotBooking, { timeslot_id: slotId, all_series: false }, member);
    expect(reply.success).toBe(true);
    const [after] = await h().db.select().from(eventTimeslots).where(eq(eventTimeslots.id, slotId));
    expect(after!.booked).toBe(before!.booked - 1);
    expect((await list(member)).some((a) => a.appointmentId === event.appointmentId)).toBe(false);
    const again = await h().refused(cancelTimeslotBooking, { timeslot_id: slotId, all_series: false }, member);
    expect(again.status).toBe(404);

    const past = all.find((a) => a.appointmentType === 'corporateEvent' && Date.parse(a.startTime) < Date.now())!;
    const late = await h().refused(cancelTimeslotBooking, { timeslot_id: past.details.timeslot_id!, all_series: false }, member);
    expect(late.status).toBe(409);
    expect(late.body.err).toBe(ALREADY_STARTED_MESSAGE);
  });

  it("never shows or cancels another member's bookings, whatever user_id the body names", async () => {
    const otherId = await memberId(h().db, 'harbour', OTHER_MEMBER);
    const foreignId = await memberId(h().db, 'lumen', FOREIGN);
    const member = await h().session('harbour', MEMBER);
    const mine = await list(member);
    const theirs = await h().db.select().from(bookings).where(and(eq(bookings.userId, otherId), eq(bookings.appointmentType, 'Video')));
    const foreign = await h().db.select().from(bookings).where(and(eq(bookings.userId, foreignId), eq(bookings.appointmentType, 'Video')));
    expect(mine.some((a) => theirs.some((row) => row.id === a.appointmentId))).toBe(false);
    const withUserId = await h().call(getAppointments, { user_id: otherId }, member);
    expect(withUserId.appointments.map((a) => a.appointmentId).sort()).toEqual(mine.map((a) => a.appointmentId).sort());

    for (const row of [...theirs, ...foreign].filter((r) => r.startAt.getTime() > Date.now() && r.status === 'Booked')) {
      const reply = await h().refused(cancelAppointment, { user_id: row.userId, appointment_id: row.id, appointment_type: 'Video' }, member);
      expect(reply.status).toBe(404);
      const [still] = await h().db.select().from(bookings).where(eq(bookings.id, row.id));
      expect(still?.status).toBe('Booked');
    }
    const foreignSlot = (await h().db.select().from(bookings).where(and(eq(bookings.userId, foreignId), eq(bookings.store, 'event'), eq(bookings.status, 'Booked'))))
      .find((row) => row.startAt.getTime() > Date.now())!;
    const slot = await h().refused(cancelTimeslotBooking, { user_id: foreignId, timeslot_id: foreignSlot.timeslotId! }, member);
    expect(slot.status).toBe(404);
    const [untouched] = await h().db.select().from(bookings).where(eq(bookings.id, foreignSlot.id));
    expect(untouched?.status).toBe('Booked');
  });

  it('needs a session', async () => {
    const reply = await h().refused(getAppointments, {}, { client: 'harbour' });
    expect(reply.status).toBe(401);
    expect(reply.body.err).toContain('3994');
  });

  it('gives each member of a batched read their own latest bookings, as a single read would', async () => {
    const members = [
      { clientId: 'harbour', userId: await memberId(h().db, 'harbour', MEMBER) },
      { clientId: 'harbour', userId: await memberId(h().db, 'harbour', OTHER_MEMBER) },
      { clientId: 'lumen', userId: await memberId(h().db, 'lumen', FOREIGN) },
      { clientId: 'lumen', userId: await memberId(h().db, 'harbour', MEMBER) },
    ];
    const single = [];
    for (const member of members) single.push(await listBookings(h().db, member));
    // read in the same tick, so they go out as one query per client
    const together = await Promise.all([...members, ...members].map((member) => listBookings(h().db, member)));
    expect(together).toEqual([...single, ...single]);
    expect(single[0]!.length).toBeGreaterThan(0);
    expect(single[3]).toEqual([]);
    const own = await h().db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.clientId, 'harbour'), eq(bookings.userId, members[0]!.userId)));
    // and their places on events, by the registration's id negated (decision 0480)
    const places = await h()
      .db.select({ id: corporateEventRegistrations.id })
      .from(corporateEventRegistrations)
      .where(and(eq(corporateEventRegistrations.clientId, 'harbour'), eq(corporateEventRegistrations.userId, members[0]!.userId), inArray(corporateEventRegistrations.status, ['registered', 'cancelled'])));
    expect(places.length).toBeGreaterThan(0);
    expect(new Set(together[0]!.map((row) => row.id))).toEqual(new Set([...own.map((row) => row.id), ...places.map((row) => -row.id)]));
  });
});
