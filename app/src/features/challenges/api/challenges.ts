import {
  disconnectFitness,
  getFitnessStatus,
  getPoints,
  revealReward,
  googleOauthRedirect,
  joinChallenge,
  leaveChallenge,
  setLeaderboardPreferences,
  startFitnessConnect,
} from '@portal/contract/calls/fitness';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

/** While a new connection's first days are on their way, the page asks again this often. */
const FIRST_SYNC_POLL_MS = 5000;

/** The member's fitness connection and recent synced days. */
export const useFitnessStatus = () =>
  useCall(getFitnessStatus, {}, { refreshInterval: (reply) => (reply?.status.connected && !reply.status.synced_through ? FIRST_SYNC_POLL_MS : 0) });

export const connectFitness = () => callApi(startFitnessConnect, {});
export const finishFitnessConnect = (code: string, scope: string, state: string) => callApi(googleOauthRedirect, { code, scope, state });
export const disconnect = () => callApi(disconnectFitness, {});
export const join = (challengeId: number, team: string | null) => callApi(joinChallenge, { challenge_id: challengeId, team });
export const leave = (challengeId: number) => callApi(leaveChallenge, { challenge_id: challengeId });
export const savePreferences = (alias: string | null, hidden: boolean) => callApi(setLeaderboardPreferences, { alias, hidden });
/** The member's engagement points, level and rewards. */
export const usePoints = () => useCall(getPoints, {});
export const showRewardCode = async (rewardId: number) => (await callApi(revealReward, { reward_id: rewardId })).code;
