import {
  createChallenge,
  disconnectFitness,
  getChallenges,
  getFitnessStatus,
  googleOauthRedirect,
  joinChallenge,
  leaveChallenge,
  setLeaderboardPreferences,
  startFitnessConnect,
  getPoints,
  revealReward,
} from '@portal/contract/calls/fitness';
import { handle } from '../core/types';
import { pointsSummary, reveal } from './points';
import { challengesFor, createOne, disconnect, finishConnect, fitnessStatus, joinOne, leaveOne, setPreferences, startConnect } from './service';

export const fitnessHandlers = [
  handle(googleOauthRedirect, async (input, ctx) => ({ success: true, ...(await finishConnect(ctx, input)) })),
  handle(getFitnessStatus, async (_input, ctx) => ({ success: true, status: await fitnessStatus(ctx) })),
  handle(startFitnessConnect, async (_input, ctx) => ({ success: true, ...startConnect(ctx) })),
  handle(disconnectFitness, async (_input, ctx) => {
    await disconnect(ctx);
    return { success: true };
  }),
  handle(getChallenges, async (_input, ctx) => ({ success: true, ...(await challengesFor(ctx)) })),
  handle(joinChallenge, async (input, ctx) => {
    await joinOne(ctx, input.challenge_id, input.team ?? null);
    return { success: true };
  }),
  handle(leaveChallenge, async (input, ctx) => {
    await leaveOne(ctx, input.challenge_id);
    return { success: true };
  }),
  handle(setLeaderboardPreferences, async (input, ctx) => {
    await setPreferences(ctx, input.alias ?? null, input.hidden);
    return { success: true };
  }),
  handle(createChallenge, async (input, ctx) => ({ success: true, challenge_id: await createOne(ctx, input) })),
  handle(getPoints, async (_input, ctx) => ({ success: true, summary: await pointsSummary(ctx) })),
  handle(revealReward, async (input, ctx) => ({ success: true, code: await reveal(ctx, input.reward_id) })),
];
