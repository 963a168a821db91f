import { and, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getAppointments } from '@portal/contract/calls/bookings';
import { bookCoachingSession, getCoach, getCoaches, SESSION_ALREADY_TAKEN_MESSAGE, setPathway } from '@portal/contract/calls/coaching';
import { withHarness } from '../../test/harness';
import { freshMembers } from '../../test/members';
import { coaches, coachingAssignments, coachingPathways, coachingSlots } from './schema';
import { COACH_NOT_FOUND_MESSAGE, SERVICE_NOT_PERMITTED_MESSAGE, SLOT_NOT_FOUND_MESSAGE } from './service';

const TYPES = [undefined, 'healthcoach', 'cancer'] as const;

withHarness('coaching: coaches, slots and booking', (h) => {
  const members = (clientId: string, count: number) => freshMembers(h(), clientId, count);

  it('lists three coaches per service whose availability follows their free slots', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const today = h().clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(h().clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    for (const type of TYPES) {
      const { coaches: list } = await h().call(getCoaches, { type }, member);
      expect(list).toHaveLength(3);
      expect(new Set(list.map((c) => c.gender))).toEqual(new Set(['Male', 'Female']));
      for (const coach of list) {
        const { events, coach: detail } = await h().call(getCoach, { coach_id: coach.id, type }, member);
        expect(detail.id).toBe(coach.id);
        expect(events.length).toBeGreaterThan(0);
        const dates = events.map((e) => e.date);
        expect(coach.availability.includes('Today')).toBe(dates.includes(today));
        expect(coach.availability.includes('Tomorrow')).toBe(dates.includes(tomorrow));
        const starts = events.flatMap((e) => e.slots.map((s) => Date.parse(s.start)));
        expect(starts.every((s) => s > h().clock.now().getTime())).toBe(true);
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
        for (const event of events) for (const slot of event.slots) expect(slot.start.slice(0, 10)).toBe(event.date);
      }
      // the male coach of each service starts a week from now
      const male = list.find((c) => c.gender === 'Male')!;
      expect(male.availability).not.toContain('Today');
      expect(male.availability).not.toContain('Tomorrow');
      expect(male.position).toBeNull();
    }
  });

  it('shows the descriptions in the language the member sees', async () => {
    const english = await h().call(getCoaches, {}, await h().session('harbour', 'member@harbour.example'));
    const german = await h().call(getCoaches, {}, await h().session('kontor', 'member@kontor.example'));
    expect(english.coaches[0]!.description).toContain('Aoife helps');
    expect(german.coaches[0]!.description).toContain('Aoife hilft');
    expect(german.coaches[0]!.position).toBe('Coach für psychische Gesundheit');
  });

  it('books a slot once: it leaves the calendar, shows in the bookings panel with its type and assigns the coach', async () => {
    const [member] = await members('harbour', 1);
    for (const type of TYPES) {
      const { coaches: list } = await h().call(getCoaches, { type }, member!);
      const coach = list[1]!;
      const before = await h().call(getCoach, { coach_id: coach.id, type }, member!);
      const slot = before.events[0]!.slots[0]!;
      expect(await h().call(bookCoachingSession, { slot_id: slot.id, delivery_type: 'video', type }, member!)).toEqual({ success: true });
      const again = await h().refused(bookCoachingSession, { slot_id: slot.id, type }, member!);
      expect(again.status).toBe(409);
      expect(again.body.err).toBe(SESSION_ALREADY_TAKEN_MESSAGE);
      const after = await h().call(getCoach, { coach_id: coach.id, type }, member!);
      expect(after.events.flatMap((e) => e.slots).some((s) => s.id === slot.id)).toBe(false);
      const { appointments } = await h().call(getAppointments, {}, member!);
      const booked = appointments.find((a) => Date.parse(a.startTime) === Date.parse(slot.start) && a.clinician.name === coach.name);
      expect(booked?.appointmentType).toBe(type ?? 'mental_health');
      expect(booked?.showJoinButton).toBe(true);
    }
    const assigned = await h().db.select().from(coachingAssignments).where(eq(coachingAssignments.userId, member!.userId));
    expect(assigned.map((a) => a.service).sort()).toEqual(['cancer', 'healthcoach', 'mental_health']);
  });

  it("refuses another client's coach and slot, and a coach or slot of another service", async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const [foreignCoach] = await h().db.select().from(coaches).where(and(eq(coaches.clientId, 'kontor'), eq(coaches.service, 'mental_health'))).limit(1);
    const [foreignSlot] = await h().db.select().from(coachingSlots).where(and(eq(coachingSlots.clientId, 'kontor'), eq(coachingSlots.coachId, foreignCoach!.id), isNull(coachingSlots.userId))).limit(1);
    const refusedCoach = await h().refused(getCoach, { coach_id: foreignCoach!.id }, member);
    expect([refusedCoach.status, refusedCoach.body.err]).toEqual([404, COACH_NOT_FOUND_MESSAGE]);
    const refusedSlot = await h().refused(bookCoachingSession, { slot_id: foreignSlot!.id }, member);
    expect([refusedSlot.status, refusedSlot.body.err]).toEqual([404, SLOT_NOT_FOUND_MESSAGE]);
    const [untouched] = await h().db.select().from(coachingSlots).where(eq(coachingSlots.id, foreignSlot!.id));
    expect(untouched!.userId).toBeNull();

    const mental = (await h().call(getCoaches, {}, member)).coaches[0]!;
    expect((await h().refused(getCoach, { coach_id: mental.id, type: 'cancer' }, member)).status).toBe(404);
    const slot = (await h().call(getCoach, { coach_id: mental.id }, member)).events[0]!.slots[0]!;
    expect((await h().refused(bookCoachingSession, { slot_id: slot.id, type: 'healthcoach' }, member)).status).toBe(404);
    expect((await h().refused(getCoach, { coach_id: 2147483647 }, member)).status).toBe(404);
  });

  it('refuses a service the client does not offer, and a bad body with a 400', async () => {
    const fernway = await h().session('fernway', 'member@fernway.example');
    const refused = await h().refused(getCoaches, {}, fernway);
    expect([refused.status, refused.body.err]).toEqual([403, SERVICE_NOT_PERMITTED_MESSAGE]);
    expect((await h().call(getCoaches, { type: 'healthcoach' }, fernway)).coaches).toHaveLength(3);
    const member = await h().session('harbour', 'member@harbour.example');
    const bad = await h().request('harbour', bookCoachingSession.path, { slot_id: 'x' }, { cookie: member.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.err).toBe('Please choose a time slot.');
  });

  it('stores the pathway a member starts, one per member, and refuses an unknown slug', async () => {
    const [member] = await members('harbour', 1);
    await h().call(setPathway, { pathway: 'improving-sleep' }, member!);
    await h().call(setPathway, { pathway: 'stress-management' }, member!);
    const rows = await h().db.select().from(coachingPathways).where(eq(coachingPathways.userId, member!.userId));
    expect(rows.map((r) => r.pathway)).toEqual(['stress-management']);
    const refused = await h().refused(setPathway, { pathway: 'Improving Sleep' as 'improving-sleep' }, member!);
    expect([refused.status, refused.body.err]).toEqual([400, 'Please choose a valid pathway.']);
  });

  it('lets exactly one of 100 racing requests book a slot', async () => {
    const racers = await members('harbour', 20);
    const { coaches: list } = await h().call(getCoaches, { type: 'healthcoach' }, racers[0]!);
    const { events } = await h().call(getCoach, { coach_id: list[2]!.id, type: 'healthcoach' }, racers[0]!);
    const slot = events.at(-1)!.slots.at(-1)!;
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        h().request('harbour', bookCoachingSession.path, { slot_id: slot.id, type: 'healthcoach' }, { cookie: racers[i % racers.length]!.cookie }),
      ),
    );
    const won = replies.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409 && r.body.err === SESSION_ALREADY_TAKEN_MESSAGE)).toHaveLength(99);
    const [row] = await h().db.select().from(coachingSlots).where(eq(coachingSlots.id, slot.id));
    expect(row!.userId).not.toBeNull();
    expect(row!.bookingId).not.toBeNull();
    const winners = await Promise.all(racers.map((r) => h().call(getAppointments, {}, r)));
    expect(winners.flatMap((w) => w.appointments).filter((a) => Date.parse(a.startTime) === Date.parse(slot.start))).toHaveLength(1);
  });
});
