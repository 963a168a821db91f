import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getAppointments } from '@portal/contract/calls/bookings';
import { bookKitAppointment, getKitBookingDates, getKitLanding, KIT_APPOINTMENT_ALREADY_BOOKED, orderKit } from '@portal/contract/calls/blood-test';
import { withHarness } from '../../test/harness';
import { freshMembers } from '../../test/members';
import { kitClinicians, kitSlots } from './schema';
import { ALREADY_ORDERED_MESSAGE, CLINICIAN_NOT_FOUND_MESSAGE, NOT_READY_MESSAGE, SLOT_TAKEN_MESSAGE } from './service';

const ORDER = {
  phone_number: '+44 20 7946 0123',
  post_code: 'SW1A 1AA',
  address: '1 Main Street',
  city: 'London',
  selected_sex: 'female' as const,
  not_pregnant: true,
  consent: true,
  name: 'Ada Byrne',
};

withHarness('blood-test kit: orders, the simulated lab and consultations', (h) => {
  const members = (clientId: string, count: number, kitOrder?: 'ordered' | 'waiting' | 'ready') => freshMembers(h(), clientId, count, kitOrder ? { kitOrder } : {});

  it('moves an order through submitted, waiting and book, and books one consultation for it', async () => {
    const [member] = await members('harbour', 1);
    expect((await h().call(getKitLanding, {}, member!)).status).toBe('order');
    const refused = await h().request('harbour', orderKit.path, { ...ORDER, not_pregnant: false }, { cookie: member!.cookie });
    expect([refused.status, refused.body.err]).toEqual([400, 'You must confirm you are not pregnant.']);
    expect(await h().call(orderKit, ORDER, member!)).toEqual({ success: true });
    expect((await h().call(getKitLanding, {}, member!)).status).toBe('submitted');
    const again = await h().refused(orderKit, ORDER, member!);
    expect([again.status, again.body.err]).toEqual([409, ALREADY_ORDERED_MESSAGE]);
    expect((await h().refused(getKitBookingDates, {}, member!)).body.err).toBe(NOT_READY_MESSAGE);
    // sessions last a day, so the lab's later states are orders placed days ago (the test hook's kitOrder)
    const [waiting] = await members('harbour', 1, 'waiting');
    expect((await h().call(getKitLanding, {}, waiting!)).status).toBe('waiting');
    const [ready] = await members('harbour', 1, 'ready');
    const landingReady = await h().call(getKitLanding, {}, ready!);
    expect([landingReady.status, landingReady.upcoming_appointment_booked]).toEqual(['book', false]);
    const { dates } = await h().call(getKitBookingDates, { gender_preference: 'No Preference' }, ready!);
    const [date, clinicians] = Object.entries(dates)[0]!;
    const clinician = clinicians[0]!;
    const booked = await h().call(bookKitAppointment, { clinician_id: clinician.clinicianId, start_date: date, start_time: clinician.timeslots[0]! }, ready!);
    expect(booked.appointmentStartTime).toBe(`${date} ${clinician.timeslots[0]}:00`);
    const landing = await h().call(getKitLanding, {}, ready!);
    expect(landing.upcoming_appointment_booked).toBe(true);
    expect(landing.upcoming_appointment[0]?.clinician.name).toBe(clinician.name);
    const { appointments } = await h().call(getAppointments, {}, ready!);
    expect(appointments.some((a) => a.clinician.name === clinician.name && a.startTime === `${date}T${clinician.timeslots[0]}:00Z`)).toBe(true);
    // the demo seed gives each employer admin a kit ready to book
    expect((await h().call(getKitLanding, {}, await h().session('harbour', 'admin@harbour.example'))).status).toBe('book');
    // the consultation holds the order: no second booking for it
    expect((await h().refused(getKitBookingDates, {}, ready!)).body.err).toBe(NOT_READY_MESSAGE);
  });

  it("refuses another client's clinician and a taken slot, and lets one of 100 racers book", async () => {
    const racers = await members('harbour', 10, 'ready');
    const [foreign] = await h().db.select().from(kitClinicians).where(eq(kitClinicians.clientId, 'kontor')).limit(1);
    const [foreignSlot] = await h().db.select().from(kitSlots).where(eq(kitSlots.clinicianId, foreign!.id)).limit(1);
    const at = foreignSlot!.startAt.toISOString();
    const other = await h().refused(bookKitAppointment, { clinician_id: String(foreign!.id), start_date: at.slice(0, 10), start_time: at.slice(11, 16) }, racers[0]!);
    expect([other.status, other.body.err]).toEqual([404, CLINICIAN_NOT_FOUND_MESSAGE]);

    const { dates } = await h().call(getKitBookingDates, {}, racers[0]!);
    const [date, clinicians] = Object.entries(dates).at(-1)!;
    const clinician = clinicians.at(-1)!;
    const body = { clinician_id: clinician.clinicianId, start_date: date, start_time: clinician.timeslots.at(-1)! };
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => h().request('harbour', bookKitAppointment.path, body, { cookie: racers[i % racers.length]!.cookie })),
    );
    const won = replies.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    // the winner's own later requests find no ready order any more: 409 too, but not the slot's message
    const taken = replies.filter((r) => r.status === 409 && r.body.apiStatus === KIT_APPOINTMENT_ALREADY_BOOKED && r.body.err === SLOT_TAKEN_MESSAGE);
    const notReady = replies.filter((r) => r.status === 409 && r.body.err === NOT_READY_MESSAGE);
    expect(taken.length + notReady.length).toBe(99);
    expect(taken.length).toBeGreaterThanOrEqual(90);
    const brightpath = await h().session('brightpath', 'member@brightpath.example');
    expect((await h().refused(getKitLanding, {}, brightpath)).status).toBe(403);
  }, 180_000);
});
