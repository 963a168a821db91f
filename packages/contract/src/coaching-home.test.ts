import { describe, expect, it } from 'vitest';
import { getCoachingData } from './calls/coaching';
import { coachingHomeRedirect, coachingHomeRedirectOf } from './coaching-home';
import { firstRedirectFor } from './first-reads';

const none = { upcoming: [], past: [] };

describe('where a coaching home sends the member (decision 0810)', () => {
  it('a closed journey to Total Mental Health, no session yet to the start page, anyone else stays', () => {
    expect(coachingHomeRedirect('cancerCoachingStart', { closed_journey: true, bookings: { upcoming: [{}], past: [] } })).toBe('totalMentalHealth');
    expect(coachingHomeRedirect('healthCoachingStart', { closed_journey: false, bookings: none })).toBe('healthCoachingStart');
    expect(coachingHomeRedirect('mentalHealthCoachingStart', { closed_journey: false, bookings: { upcoming: [], past: [{}] } })).toBeNull();
  });

  it('reads a reply as it came, and names nothing for one not shaped as the call answers', () => {
    expect(coachingHomeRedirectOf('mentalHealthCoachingStart', { success: true, closed_journey: false, bookings: none })).toBe('mentalHealthCoachingStart');
    for (const odd of [null, 'x', {}, { closed_journey: 'no', bookings: none }, { closed_journey: false, bookings: { upcoming: 1, past: [] } }]) {
      expect(coachingHomeRedirectOf('mentalHealthCoachingStart', odd)).toBeNull();
    }
  });

  it("is the homes' declared redirect: the server answers the page with it, other pages have none", () => {
    const reply = { success: true, closed_journey: false, bookings: none };
    expect(firstRedirectFor('mentalHealthCoaching', [[getCoachingData.path, {}, reply]])).toBe('mentalHealthCoachingStart');
    expect(firstRedirectFor('healthCoaching', [[getCoachingData.path, { type: 'healthcoach' }, reply]])).toBe('healthCoachingStart');
    expect(firstRedirectFor('cancerCoaching', [[getCoachingData.path, { type: 'cancer' }, { ...reply, closed_journey: true }]])).toBe('totalMentalHealth');
    // without the reply (the read failed) the page goes out and the app decides
    expect(firstRedirectFor('mentalHealthCoaching', [])).toBeNull();
    expect(firstRedirectFor('healthScore', [[getCoachingData.path, {}, reply]])).toBeNull();
  });
});
