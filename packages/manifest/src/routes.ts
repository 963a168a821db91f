/**
 * The route registry: every route name the spec knows, with its path.
 * The manifest's permitted routes, the app's router, the navigation and the
 * server's route enforcement all read this one list, so they always agree.
 */

export type RouteAccess =
  /** reachable by anybody, whatever the client permits (login, 404, legal texts) */
  | 'public'
  /** signed-in members, only when the client permits the route name */
  | 'member';

export interface RouteDefinition {
  /** the spec's route name, as written in permitted-route lists */
  readonly name: string;
  /** react-router path; null for names that only appear in permitted lists and have no page of their own */
  readonly path: string | null;
  /** extra paths that show the same page (German legal paths, optional sub-paths) */
  readonly aliases?: readonly string[];
  readonly access: RouteAccess;
  /** the product area whose feature folder owns the page (app/src/features/<area>) */
  readonly area: string;
}

const r = <const N extends string>(
  name: N,
  path: string | null,
  area: string,
  access: RouteAccess = 'member',
  aliases?: readonly string[],
): RouteDefinition & { readonly name: N } => ({ name, path, area, access, ...(aliases ? { aliases } : {}) });

/** Every route name in the spec (seed 000 section 2, seed 003 section 2.1, seed 001 section 2). */
export const routes = [
  // signed-out and always reachable
  r('login', '/login', 'auth', 'public'),
  r('axaSsoRedirect', '/sso-redirect', 'auth', 'public', ['/sso-redirect/*']),
  r('alternativeLogin', '/partner-access-7c1e', 'auth', 'public'),
  r('NotLoggedIn', '/not-logged-in', 'auth', 'public'),
  r('verifyEmail', '/verify-email', 'auth', 'public'),
  r('resetPassword', '/password-reset', 'auth', 'public'),
  r('loginAs', '/login-as', 'auth', 'public'),
  r('privacy', '/privacy-policy', 'legal', 'public', [
    '/privacy-policy-app',
    '/privacy-policy-web',
    '/datenschutzrichtlinie',
  ]),
  r('TCs', '/terms-and-conditions', 'legal', 'public', ['/nutzungsbedingungen']),
  r('not-found', '*', 'shell', 'public'),

  // the signed-in shell
  r('home', '/', 'home'),
  r('results', '/results', 'home'),
  r('content', '/content/:content_type', 'home'),
  r('settings', '/settings', 'account'),
  r('accountSettings', '/account-settings', 'account'),
  r('emergencyContacts', '/emergency-contacts', 'account'),
  r('messageAction', '/message/:id/:action', 'shell'),
  r('f2f', '/f2f/:sessionId/:notificationId', 'shell'),
  r('contentSources', '/content-sources', 'content'),

  // content
  r('standaloneArticle', '/stand-alone-article/:id', 'content'),
  r('article', '/article/:id', 'content'),
  r('allArticles', '/all-articles', 'content'),
  r('allCourses', '/all-courses', 'content'),
  r('course', '/course/:id', 'content'),
  r('layaCourse', '/laya-course/:id', 'content'),
  r('wellbeing', '/wellbeing/:id', 'content'),
  r('wellbeingStudio', '/wellbeing-studio/:id', 'content'),
  r('wellbeingSeries', '/wellbeing-series', 'content'),
  r('studioOverview', '/wellbeing-studio', 'content'),
  r('virtualEvent', '/virtual-event/:id', 'content'),
  r('digitalGym', '/digital-gym/:id', 'content'),
  r('digitalGymArticle', '/digital-gym/article/:id', 'content'),
  r('trainingPlan', '/digital-gym/training-plans/:id', 'content'),
  r('mindfulness', '/be-calm/:id', 'content'),
  r('digitalClinics', '/clinics/digital', 'content'),
  r('myOrg', '/my-organisation', 'content'),

  // events
  r('events', '/events/:page?/:webinar?', 'events'),
  r('viewEvent', '/events/view-event/:id', 'events'),

  // digital mental health
  r('dmh', '/dmh', 'dmh'),
  r('dmhLanding', '/dmh/booking', 'dmh'),

  // coaching
  r('mentalHealthCoaching', '/mental-health-coaching', 'coaching'),
  r('mentalHealthCoachingStart', '/mental-health-coaching/start', 'coaching'),
  r('mentalHealthCoachingQuestionnaire', '/mental-health-coaching/start/questionnaire', 'coaching'),
  r('mentalHealthCoachingSelect', '/mental-health-coaching/select-coach', 'coaching'),
  r('mentalHealthCoachingBook', '/mental-health-coaching/select-coach/:id', 'coaching'),
  r('healthCoaching', '/health-coaching', 'coaching'),
  r('healthCoachingStart', '/health-coaching/start', 'coaching'),
  r('healthCoachingSelect', '/health-coaching/select-coach', 'coaching'),
  r('healthCoachingBook', '/health-coaching/select-coach/:id', 'coaching'),
  r('cancerCoaching', '/cancer-coaching', 'coaching'),
  r('cancerCoachingStart', '/cancer-coaching/start', 'coaching'),
  r('cancerCoachingSelect', '/cancer-coaching/select-coach', 'coaching'),
  r('cancerCoachingBook', '/cancer-coaching/select-coach/:id', 'coaching'),
  r('totalMentalHealth', '/total-mental-health', 'coaching'),
  r('totalMentalHealthImpact', '/total-mental-health/your-impact', 'coaching'),
  r('eap', '/eap', 'coaching'),
  r('faq', '/faq', 'help'),

  // meeting room
  r('bookingVideoRoom', '/booking-video-room/:booking_id/:tests?', 'meeting-room'),

  // health score
  r('healthScore', '/healthscore', 'health-score'),
  r('healthScoreDataProtection', '/healthscore/data-protection/:assessment_id', 'health-score'),
  r('healthScoreAssessment', '/healthscore/assessment/:assessment_id', 'health-score'),
  r('healthScoreResults', '/healthscore/results/:assessment_id', 'health-score'),

  // blood test, help
  r('randoxKit', '/blood-test', 'blood-test'),
  r('dmhFaqs', '/faqs', 'help'),
  r('dmhArticles', '/articles', 'help'),
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routes)[number]['name'];

export const routeNames: readonly RouteName[] = routes.map((route) => route.name);

const byName = new Map<string, RouteDefinition>(routes.map((route) => [route.name, route]));

/** The definition of a route name, or undefined for a name the spec does not know. */
export function findRoute(name: string): RouteDefinition | undefined {
  return byName.get(name);
}

export function isRouteName(name: string): name is RouteName {
  return byName.has(name);
}

/** Whether a client with these permitted route names may reach the route. */
export function isRoutePermitted(name: RouteName, permittedRoutes: readonly string[]): boolean {
  const route = byName.get(name);
  if (!route) return false;
  return route.access === 'public' || permittedRoutes.includes(name);
}
