import type { Coach } from '@portal/contract/calls/coaching';

export const GENDER_FILTERS = ['Any Gender', 'Male', 'Female'] as const;
export type GenderFilter = (typeof GENDER_FILTERS)[number];
export const AVAILABILITY_FILTERS = ['Anytime', 'Today', 'Tomorrow', 'This Month'] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

/**
 * Seed 002 section 5: a coach passes if its gender matches or the filter is Any Gender, and its availability
 * list contains the filter or the filter is Anytime.
 */
export function coachMatches(coach: Pick<Coach, 'gender' | 'availability'>, gender: GenderFilter, availability: AvailabilityFilter): boolean {
  const genderOk = gender === 'Any Gender' || coach.gender === gender;
  const availabilityOk = availability === 'Anytime' || coach.availability.includes(availability);
  return genderOk && availabilityOk;
}
