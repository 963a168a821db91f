import * as v from 'valibot';
import { defineCall } from '../define-call';
import { boolLike, id, intLike, isoDate, nonEmptyString, requestBody } from '../fields';
import { routesOf } from '../route-names';

const CHALLENGE_ROUTES = routesOf('challenges');

/** Seed 003 section 8: the one message a failed fitness connection shows. */
export const FITNESS_CONNECT_FAILED_MESSAGE = 'Error occurred. Please try again.';
/** Seed 003 section 9: miles to metres. */
export const MILES_TO_METRES = 1609.344;
/** The fitness sources an environment may choose (decision 0570); `local` is our own offline provider. */
export const FITNESS_PROVIDERS = ['local', 'fitbit', 'google'] as const;
export type FitnessProvider = (typeof FITNESS_PROVIDERS)[number];

export const STATE_MISMATCH_MESSAGE = 'This connection was started in another session. Please connect again.';
export const NOT_CONNECTED_MESSAGE = 'No fitness source is connected.';

/**
 * Finishes connecting a fitness-data account: code and scope (and the state we sent) from the provider's return
 * URL. The page goes to /challenges when `fitness_activity`, else to /. The state must be the one this session
 * asked for (fitness/connect), so a link from elsewhere connects nobody's account.
 */
export const googleOauthRedirect = defineCall({
  path: '/application/api/u/oauth/google/redirect',
  seed: '003',
  area: 'fitness',
  auth: 'session',
  routes: CHALLENGE_ROUTES,
  request: requestBody({
    code: nonEmptyString('The authorisation code is missing. Please try again.', 2048),
    scope: v.optional(v.pipe(v.string('Please send the granted scope.'), v.trim(), v.maxLength(2048)), ''),
    state: nonEmptyString('The connection state is missing. Please connect again.', 512),
  }),
  response: v.object({
    success: v.boolean(),
    fitness_activity: v.optional(v.boolean()),
    err: v.optional(v.string()),
  }),
});

export const fitnessDaySchema = v.object({
  /** YYYY-MM-DD, the member's civil day as the provider counts it */
  day: v.string(),
  steps: v.number(),
  metres: v.number(),
});
export type FitnessDay = v.InferOutput<typeof fitnessDaySchema>;

export const fitnessStatusSchema = v.object({
  /** the source this server connects to */
  provider: v.picklist(FITNESS_PROVIDERS),
  provider_name: v.string(),
  connected: v.boolean(),
  connected_at: v.nullable(v.string()),
  /** the last day fetched, YYYY-MM-DD */
  synced_through: v.nullable(v.string()),
  /** the last 14 synced days, newest first */
  days: v.array(fitnessDaySchema),
});
export type FitnessStatus = v.InferOutput<typeof fitnessStatusSchema>;

/** The member's connection and their recent synced days. */
export const getFitnessStatus = defineCall({
  path: '/application/api/u/fitness/status',
  readOnly: true,
  seed: '003',
  area: 'fitness',
  auth: 'session',
  routes: CHALLENGE_ROUTES,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), status: fitnessStatusSchema }),
});

/** Where to send the member to grant access: the provider's consent page, with a state bound to this session. */
export const startFitnessConnect = defineCall({
  path: '/application/api/u/fitness/connect',
  seed: '003',
  area: 'fitness',
  auth: 'session',
  routes: CHALLENGE_ROUTES,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), url: v.string() }),
});

/** Revokes the provider's tokens and forgets them; synced days stay (they are the member's challenge history). */
export const disconnectFitness = defineCall({
  path: '/application/api/u/fitness/disconnect',
  seed: '003',
  area: 'fitness',
  auth: 'session',
  routes: CHALLENGE_ROUTES,
  request: requestBody({}),
  response: v.object({ success: v.boolean() }),
});

export const CHALLENGE_METRICS = ['steps', 'distance'] as const;
export type ChallengeMetric = (typeof CHALLENGE_METRICS)[number];
export const CHALLENGE_NOT_FOUND = 'This challenge does not exist.';
export const CHALLENGE_OVER_MESSAGE = 'This challenge has ended.';
export const CHALLENGE_TEAM_MESSAGE = 'Please choose one of the challenge’s teams.';
export const CHALLENGE_DATES_MESSAGE = 'The end date must be on or after the start date.';
// the employer admin's new challenge (createChallenge): the form shows these beside their fields
export const CHALLENGE_TITLE_MESSAGE = 'Please give the challenge a title.';
export const CHALLENGE_METRIC_MESSAGE = 'Please choose steps or distance.';
export const GOAL_WHOLE_MESSAGE = 'Please enter the goal as a whole number.';
export const GOAL_MIN_MESSAGE = 'Please enter a goal above 0.';
export const GOAL_MAX_MESSAGE = 'Please enter a smaller goal.';
export const TEAM_NAME_MESSAGE = 'Please give each team a name of at most 60 characters.';
export const TEAMS_MIN_MESSAGE = 'Please name at least two teams, or none for an individual challenge.';
export const TEAMS_MAX_MESSAGE = 'Please use at most 12 teams.';
export const TEAMS_DIFFERENT_MESSAGE = 'Please give each team a different name.';
export const ALIAS_MESSAGE = 'Please use at most 30 letters, digits or spaces for your alias.';

export const leaderboardRowSchema = v.object({
  rank: v.number(),
  /** first name, or the alias the member chose */
  name: v.string(),
  team: v.nullable(v.string()),
  total: v.number(),
  me: v.boolean(),
});
export type LeaderboardRow = v.InferOutput<typeof leaderboardRowSchema>;

export const challengeSchema = v.object({
  id: v.number(),
  title: v.string(),
  starts_on: v.string(),
  ends_on: v.string(),
  metric: v.picklist(CHALLENGE_METRICS),
  /** steps, or metres for a distance challenge, per participant */
  goal: v.number(),
  /** team names; empty: an individual challenge */
  teams: v.array(v.string()),
  status: v.picklist(['upcoming', 'current', 'past']),
  joined: v.boolean(),
  my_team: v.nullable(v.string()),
  /** the member's total over the challenge's days (steps, or metres) */
  my_total: v.number(),
  participants: v.number(),
  leaderboard: v.array(leaderboardRowSchema),
  team_totals: v.array(v.object({ team: v.string(), total: v.number(), members: v.number() })),
});
export type Challenge = v.InferOutput<typeof challengeSchema>;

/** The client's challenges, current first, and how the member appears on leaderboards. */
export const getChallenges = defineCall({
  path: '/application/api/u/challenges/list',
  readOnly: true,
  seed: '003',
  area: 'fitness',
  auth: 'session',
  routes: CHALLENGE_ROUTES,
  request: requestBody({}),
  response: v.object({
    success: v.boolean(),
    challenges: v.array(challengeSchema),
    alias: v.nullable(v.string()),
    hidden: v.boolean(),
  }),
});

export const joinChallenge = defineCall({
  path: '/application/api/u/challenges/join',
  seed: '003',
  area: 'fitness',
  auth: 'session',
  routes: CHALLENGE_ROUTES,
  request: requestBody({
    challenge_id: id('Please choose a challenge.'),
    team: v.optional(v.nullable(v.pipe(v.string(CHALLENGE_TEAM_MESSAGE), v.trim(), v.maxLength(60, CHALLENGE_TEAM_MESSAGE))), null),
  }),
  response: v.object({ success: v.boolean() }),
});

export const leaveChallenge = defineCall({
  path: '/application/api/u/challenges/leave',
  seed: '003',
  area: 'fitness',
  auth: 'session',
  routes: CHALLENGE_ROUTES,
  request: requestBody({ challenge_id: id('Please choose a challenge.') }),
  response: v.object({ success: v.boolean() }),
});

/** How the member appears on leaderboards: an alias instead of their first name, or not at all. */
export const setLeaderboardPreferences = defineCall({
  path: '/application/api/u/challenges/preferences',
  seed: '003',
  area: 'fitness',
  auth: 'session',
  routes: CHALLENGE_ROUTES,
  request: requestBody({
    alias: v.optional(
      v.nullable(v.pipe(v.string(ALIAS_MESSAGE), v.trim(), v.maxLength(30, ALIAS_MESSAGE), v.regex(/^[\p{L}\p{N} ]*$/u, ALIAS_MESSAGE))),
      null,
    ),
    hidden: boolLike('Please say whether to hide you from leaderboards.'),
  }),
  response: v.object({ success: v.boolean() }),
});

/** The employer admin creates a challenge for their own client (the client comes from the session). */
export const createChallenge = defineCall({
  path: '/application/api/u/admin/challenges/create',
  seed: '003',
  area: 'fitness',
  auth: 'session',
  role: 'employer_admin',
  routes: CHALLENGE_ROUTES,
  request: v.pipe(
    requestBody({
      title: nonEmptyString(CHALLENGE_TITLE_MESSAGE, 120),
      starts_on: isoDate(),
      ends_on: isoDate(),
      metric: v.picklist(CHALLENGE_METRICS, CHALLENGE_METRIC_MESSAGE),
      goal: v.pipe(intLike(GOAL_WHOLE_MESSAGE), v.minValue(1, GOAL_MIN_MESSAGE), v.maxValue(100_000_000, GOAL_MAX_MESSAGE)),
      teams: v.optional(
        v.pipe(
          v.array(v.pipe(v.string(TEAM_NAME_MESSAGE), v.trim(), v.nonEmpty(TEAM_NAME_MESSAGE), v.maxLength(60, TEAM_NAME_MESSAGE))),
          v.maxLength(12, TEAMS_MAX_MESSAGE),
          v.check((teams) => teams.length !== 1, TEAMS_MIN_MESSAGE),
          v.check((teams) => new Set(teams).size === teams.length, TEAMS_DIFFERENT_MESSAGE),
        ),
        [],
      ),
    }),
    v.check((body) => body.ends_on >= body.starts_on, CHALLENGE_DATES_MESSAGE),
  ),
  response: v.object({ success: v.boolean(), challenge_id: v.number() }),
});

/** Seed 003 section 9: points and the level count over this window. */
export const POINTS_WINDOW_DAYS = 30;
/** What earns engagement points, and how many each time (decision 0571). */
export const POINT_VALUES = {
  steps_goal: 10,
  challenge_joined: 25,
  challenge_goal: 50,
  content_read: 5,
  event_attended: 30,
  check_in: 15,
} as const;
export type PointActivity = keyof typeof POINT_VALUES;
/** A day at or above this many steps is a steps goal reached. */
export const DAILY_STEPS_GOAL = 10_000;
/** The points (last 30 days) each level starts at; level 1 is everybody's. */
export const LEVEL_THRESHOLDS = [0, 100, 250, 500] as const;
export const REWARD_NOT_FOUND = 'This reward does not exist.';
export const REWARD_LOCKED_MESSAGE = 'Reach the reward’s level to unlock it.';
export const REWARD_SHOWN_MESSAGE = 'This code has already been shown.';

export const rewardSchema = v.object({
  id: v.number(),
  level: v.number(),
  partner: v.string(),
  title: v.string(),
  description: v.string(),
  unlocked: v.boolean(),
  /** when the member saw the code; the code is shown once, by reveal-reward */
  revealed_at: v.nullable(v.string()),
});
export type Reward = v.InferOutput<typeof rewardSchema>;

export const pointsSummarySchema = v.object({
  points: v.number(),
  level: v.number(),
  /** the points the next level starts at; null at the top level */
  next_level_at: v.nullable(v.number()),
  breakdown: v.array(v.object({ activity: v.picklist(Object.keys(POINT_VALUES) as PointActivity[]), count: v.number(), points: v.number() })),
  rewards: v.array(rewardSchema),
});
export type PointsSummary = v.InferOutput<typeof pointsSummarySchema>;

/** The member's engagement points over the last 30 days, their level, and the client's rewards by level. */
export const getPoints = defineCall({
  path: '/application/api/u/points/summary',
  readOnly: true,
  seed: '003',
  area: 'fitness',
  auth: 'session',
  routes: CHALLENGE_ROUTES,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), summary: pointsSummarySchema }),
});

/** Shows an unlocked reward's partner discount code, once. */
export const revealReward = defineCall({
  path: '/application/api/u/points/reveal-reward',
  seed: '003',
  area: 'fitness',
  auth: 'session',
  routes: CHALLENGE_ROUTES,
  request: requestBody({ reward_id: id('Please choose a reward.') }),
  response: v.object({ success: v.boolean(), code: v.string() }),
});

/** The portal's own fitness and challenge calls (decision 0570), beside the seed's OAuth return. */
export const fitnessOwnCalls = [
  getFitnessStatus,
  startFitnessConnect,
  disconnectFitness,
  getChallenges,
  joinChallenge,
  leaveChallenge,
  setLeaderboardPreferences,
  createChallenge,
  getPoints,
  revealReward,
] as const;
