import { bookCoachingSession, getCoach, getCoaches, setPathway, type COACHING_TYPES, type PATHWAYS } from '@portal/contract/calls/coaching';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export type CoachingType = (typeof COACHING_TYPES)[number] | undefined;

/** The coaches of a service, with the availability the filters read. */
export function useCoaches(type: CoachingType) {
  return useCall(getCoaches, type ? { type } : {});
}

/** One coach with their free slots by date. */
export function useCoach(coachId: number | null, type: CoachingType) {
  return useCall(getCoach, coachId === null ? null : { coach_id: coachId, ...(type ? { type } : {}) }, {
    // a slot taken meanwhile must not be offered again from the cache
    revalidateOnMount: true,
  });
}

export function bookSession(slotId: number, type: CoachingType) {
  return callApi(bookCoachingSession, { slot_id: slotId, delivery_type: 'video', ...(type ? { type } : {}) });
}

export function startPathway(pathway: (typeof PATHWAYS)[number]) {
  return callApi(setPathway, { pathway });
}
