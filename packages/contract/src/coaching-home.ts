/**
 * Where a coaching home sends the member instead of showing itself (seed 002 section 4), stated once for the app's
 * page (features/coaching/pages/coaching-home.tsx, which navigates there after its read) and the server, which
 * answers the page's request with an HTTP redirect there when the same read says so (first-reads.ts, decision 0810).
 */
export type CoachingStartRoute = 'mentalHealthCoachingStart' | 'healthCoachingStart' | 'cancerCoachingStart';

/** What of coaching/get-coaching-data's reply decides it. */
export interface CoachingHomeState {
  readonly closed_journey: boolean;
  readonly bookings: { readonly upcoming: readonly unknown[]; readonly past: readonly unknown[] };
}

/**
 * A closed journey goes to Total Mental Health; a member with no session booked or held yet (most: they have not
 * started) goes to the service's start page; anyone else stays on the home.
 */
export function coachingHomeRedirect(start: CoachingStartRoute, data: CoachingHomeState): CoachingStartRoute | 'totalMentalHealth' | null {
  if (data.closed_journey) return 'totalMentalHealth';
  if (data.bookings.upcoming.length === 0 && data.bookings.past.length === 0) return start;
  return null;
}

/** The same rule over a reply as it came (the server's inlined replies): null for anything not shaped as one. */
export function coachingHomeRedirectOf(start: CoachingStartRoute, reply: unknown): CoachingStartRoute | 'totalMentalHealth' | null {
  if (typeof reply !== 'object' || reply === null) return null;
  const { closed_journey: closed, bookings } = reply as { closed_journey?: unknown; bookings?: { upcoming?: unknown; past?: unknown } };
  if (typeof closed !== 'boolean' || typeof bookings !== 'object' || bookings === null) return null;
  if (!Array.isArray(bookings.upcoming) || !Array.isArray(bookings.past)) return null;
  return coachingHomeRedirect(start, { closed_journey: closed, bookings: { upcoming: bookings.upcoming, past: bookings.past } });
}
