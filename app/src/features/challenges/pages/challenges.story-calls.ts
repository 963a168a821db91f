import { getChallenges, getFitnessStatus, getPoints } from '@portal/contract/calls/fitness';
import type { CallResponse } from '@portal/contract/define-call';
import type { PageCall } from '../../../../../.storybook/page-story';

// The fitness area's own calls (decision 0570) have no examples in contract/src/examples.ts (the seed's calls
// do): the Pages stories of /challenges and /fitness/connected answer them here, a connected member a day into
// March 2026 (the visual tests' fixed now) with one current team challenge, one past one and some points.

const status: CallResponse<typeof getFitnessStatus> = {
  success: true,
  status: {
    provider: 'local',
    provider_name: 'Portal steps',
    connected: true,
    connected_at: '2026-02-10T08:00:00.000Z',
    synced_through: '2026-02-28',
    days: [
      { day: '2026-02-28', steps: 11_204, metres: 8_410 },
      { day: '2026-02-27', steps: 7_530, metres: 5_620 },
      { day: '2026-02-26', steps: 9_812, metres: 7_300 },
    ],
  },
};

const challenges: CallResponse<typeof getChallenges> = {
  success: true,
  alias: null,
  hidden: false,
  challenges: [
    {
      id: 4,
      title: 'March step-up',
      starts_on: '2026-02-23',
      ends_on: '2026-03-22',
      metric: 'steps',
      goal: 250_000,
      teams: ['Harbour', 'Lighthouse'],
      status: 'current',
      joined: true,
      my_team: 'Harbour',
      my_total: 52_340,
      participants: 14,
      leaderboard: [
        { rank: 1, name: 'Niamh', team: 'Lighthouse', total: 61_020, me: false },
        { rank: 2, name: 'Aoife', team: 'Harbour', total: 52_340, me: true },
        { rank: 3, name: 'Ciarán', team: 'Harbour', total: 40_115, me: false },
      ],
      team_totals: [
        { team: 'Harbour', total: 312_400, members: 8 },
        { team: 'Lighthouse', total: 287_950, members: 6 },
      ],
    },
    {
      id: 2,
      title: 'Winter 100 km',
      starts_on: '2026-01-05',
      ends_on: '2026-01-31',
      metric: 'distance',
      goal: 100_000,
      teams: [],
      status: 'past',
      joined: true,
      my_team: null,
      my_total: 104_600,
      participants: 22,
      leaderboard: [
        { rank: 1, name: 'Aoife', team: null, total: 104_600, me: true },
        { rank: 2, name: 'Seán', team: null, total: 98_200, me: false },
      ],
      team_totals: [],
    },
  ],
};

const points: CallResponse<typeof getPoints> = {
  success: true,
  summary: {
    points: 165,
    level: 2,
    next_level_at: 250,
    breakdown: [
      { activity: 'steps_goal', count: 5, points: 50 },
      { activity: 'challenge_joined', count: 1, points: 25 },
      { activity: 'content_read', count: 6, points: 30 },
      { activity: 'event_attended', count: 1, points: 30 },
      { activity: 'check_in', count: 2, points: 30 },
    ],
    rewards: [
      { id: 1, level: 2, partner: 'FitFuel', title: '15% off sports nutrition', description: 'A discount code for the FitFuel online shop.', unlocked: true, revealed_at: null },
      { id: 2, level: 3, partner: 'StrideWell', title: '20% off running shoes', description: 'A discount code for StrideWell stores and online.', unlocked: false, revealed_at: null },
    ],
  },
};

/** The /challenges page's three reads. */
export const challengePageCalls: readonly PageCall[] = [
  [getFitnessStatus, status],
  [getChallenges, challenges],
  [getPoints, points],
];
