import { getChallenges } from '@portal/contract/calls/fitness';
import { useCall } from '../lib/swr';

/**
 * The client's challenges (current, upcoming and past) with leaderboards: /challenges shows them to members and
 * the admin view lists them for the employer admin, so the read lives below features (decision 0010).
 */
export const useChallenges = (enabled = true) => useCall(getChallenges, enabled ? {} : null);
