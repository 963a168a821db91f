import { expect, it } from 'vitest';
import { getCoachingData } from '@portal/contract/calls/coaching';
import { getFixedSurvey } from '@portal/contract/calls/surveys';
import { withHarness } from '../../test/harness';
import { seedDemoJourneys } from './demo-journeys';

withHarness('coaching: demo members at every stage', (h) => {
  it('seeds coachee@ mid-programme with check-ins, booked in health coaching, closed in cancer coaching; member@ without a coach', async () => {
    const coachee = await h().session('harbour', 'coachee@harbour.example');
    const mental = await h().call(getCoachingData, {}, coachee);
    expect(mental.tasks.goals.length).toBeGreaterThan(0);
    expect(mental.user_profile_completed).toBe(true);
    expect(mental.bookings.past.length).toBeGreaterThan(0);
    const { survey } = await h().call(getFixedSurvey, { name: 'WHO-5' }, coachee);
    expect(survey.graph?.data).toEqual([44, 56, 64]);
    const booked = await h().call(getCoachingData, { type: 'healthcoach' }, coachee);
    expect([booked.bookings.upcoming.length, booked.tasks.goals.length, booked.closed_journey]).toEqual([1, 0, false]);
    const closed = await h().call(getCoachingData, { type: 'cancer' }, coachee);
    expect([closed.bookings.past.length, closed.closed_journey]).toEqual([1, true]);

    const none = await h().call(getCoachingData, {}, await h().session('harbour', 'member@harbour.example'));
    expect([none.bookings.upcoming, none.bookings.past, none.closed_journey]).toEqual([[], [], false]);

    // German texts at the German client; only permitted services at fernway (health coaching only)
    const kontor = await h().call(getCoachingData, {}, await h().session('kontor', 'coachee@kontor.example'));
    expect(kontor.tasks.goals[0]!.title).toBe('Besser schlafen');
    const fernway = await h().call(getCoachingData, { type: 'healthcoach' }, await h().session('fernway', 'coachee@fernway.example'));
    expect(fernway.bookings.upcoming).toHaveLength(1);
  }, 120_000);

  it('adds nothing when seeded again', async () => {
    const coachee = await h().session('harbour', 'coachee@harbour.example');
    const before = await h().call(getCoachingData, {}, coachee);
    await seedDemoJourneys({ db: h().db, clients: h().clients.map((c) => c.manifest), now: h().clock.now() });
    const after = await h().call(getCoachingData, {}, coachee);
    expect(after.tasks.goals).toHaveLength(before.tasks.goals.length);
    expect(after.bookings.upcoming).toHaveLength(before.bookings.upcoming.length);
  }, 120_000);
});
