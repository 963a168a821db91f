import type { RouteName } from '@portal/manifest/routes';

/** Route names a call serves, checked against the registry at compile time. */
export function routesOf(...names: RouteName[]): readonly RouteName[] {
  return names;
}

/** No route: a call of the signed-in shell, allowed for every client. */
export const SHELL: readonly RouteName[] = [];

/** Every coaching page: chat, surveys and achievements serve them all. */
export const COACHING_ROUTES = routesOf(
  'mentalHealthCoaching',
  'mentalHealthCoachingStart',
  'mentalHealthCoachingQuestionnaire',
  'mentalHealthCoachingSelect',
  'mentalHealthCoachingBook',
  'healthCoaching',
  'healthCoachingStart',
  'healthCoachingSelect',
  'healthCoachingBook',
  'cancerCoaching',
  'cancerCoachingStart',
  'cancerCoachingSelect',
  'cancerCoachingBook',
  'totalMentalHealth',
);

export const HEALTH_SCORE_ROUTES = routesOf(
  'healthScore',
  'healthScoreDataProtection',
  'healthScoreAssessment',
  'healthScoreResults',
);
