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
  /**
   * A role the member needs (the admin pages, issue 14): such a route exists at every client whatever its
   * permitted list says, and is not found for a member without the role.
   */
  readonly role?: 'employer_admin' | 'coach' | 'support';
  /**
   * A page beyond the spec's route names (issue 12's chat page): permitted wherever this route name is, so
   * clients' permitted lists need no new name.
   */
  readonly permittedWith?: string;
}

// the path stays a literal type so that pathTo knows each route's parameters
const r = <const N extends string, const P extends string | null>(
  name: N,
  path: P,
  area: string,
  access: RouteAccess = 'member',
  aliases?: readonly string[],
): RouteDefinition & { readonly name: N; readonly path: P } => ({
  name,
  path,
  area,
  access,
  ...(aliases ? { aliases } : {}),
});

/** An employer admin's page (seed 000 section 2, admin navigation); the names match the admin set of get-nav. */
const adminRoute = <const N extends string, const P extends string>(name: N, path: P) => ({
  ...r(name, path, 'admin'),
  role: 'employer_admin' as const,
});

/** The German paths of the legal pages, which German-speaking clients link to (aliases of privacy and TCs). */
export const GERMAN_LEGAL_PATHS = { privacy: '/datenschutzrichtlinie', TCs: '/nutzungsbedingungen' } as const;

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
    GERMAN_LEGAL_PATHS.privacy,
  ]),
  r('TCs', '/terms-and-conditions', 'legal', 'public', [GERMAN_LEGAL_PATHS.TCs]),
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
  r('soundSpace', '/sound-space/:id', 'content'),
  r('digitalClinics', '/clinics/digital', 'content'),
  r('myOrg', '/my-organisation', 'content'),

  // fitness challenges, points and rewards (issue 32, decision 0570); the provider's return page goes with them
  r('challenges', '/challenges', 'challenges'),
  { ...r('fitnessConnected', '/fitness/connected', 'challenges'), permittedWith: 'challenges' },

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
  r('totalMentalHealth', '/total-mental-health', 'coaching', 'member', ['/total-mental-health/start']),
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

  // chat with the coach (issue 12): wherever mental health coaching is permitted
  { ...r('mentalHealthCoachingChat', '/mental-health-coaching/chat', 'chat'), permittedWith: 'mentalHealthCoaching' },
  // the coach's workspace (issue 12): at every client, for coach accounts only
  { ...r('coachWorkspace', '/coach', 'coach-workspace'), role: 'coach' as const },
  { ...r('coachConversation', '/coach/chat/:conversation_sid', 'coach-workspace'), role: 'coach' as const },
  // the support inbox (issue 12, decision 0340): the client's support staff answer the chat widget's members
  { ...r('supportInbox', '/support-inbox', 'chat'), role: 'support' as const },
  { ...r('supportConversation', '/support-inbox/chat/:conversation_sid', 'chat'), role: 'support' as const },

  adminRoute('adminView', '/admin'),
  adminRoute('userManagement', '/admin/users'),
  adminRoute('dataAnalytics', '/admin/data-analytics'),
  adminRoute('customContent', '/admin/custom-content'),
  adminRoute('brandingCustomise', '/admin/branding'),
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

/** Whether a client with these permitted route names may reach the route; a role's route is the router's to gate. */
export function isRoutePermitted(name: RouteName, permittedRoutes: readonly string[]): boolean {
  const route = byName.get(name);
  if (!route) return false;
  return (
    route.access === 'public' ||
    route.role !== undefined ||
    permittedRoutes.includes(name) ||
    (route.permittedWith !== undefined && permittedRoutes.includes(route.permittedWith))
  );
}

type RouteOf<N extends RouteName> = Extract<(typeof routes)[number], { readonly name: N }>;

/** A route name a link can lead to: every name whose path is a real path, not the catch-all. */
export type LinkableRouteName = {
  [N in RouteName]: RouteOf<N>['path'] extends `/${string}` ? N : never;
}[RouteName];

type ParamValue = string | number;

type ParamOf<S extends string> = S extends `${infer Name}?`
  ? { readonly [K in Name]?: ParamValue }
  : { readonly [K in S]: ParamValue };

type ParamsOfPath<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? ParamOf<Param> & ParamsOfPath<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? ParamOf<Param>
    : unknown;

type Flatten<T> = { [K in keyof T]: T[K] };

/** The parameters a route's path needs (`:id` required, `:page?` optional), by route name. */
export type RouteParams<N extends LinkableRouteName> = Flatten<ParamsOfPath<RouteOf<N>['path'] & string>>;

/** Query parameters appended to a path; undefined values are left out. */
export type RouteQuery = Readonly<Record<string, string | number | boolean | undefined>>;

type PathToArgs<N extends LinkableRouteName> =
  Record<string, never> extends RouteParams<N>
    ? [params?: RouteParams<N>, query?: RouteQuery]
    : [params: RouteParams<N>, query?: RouteQuery];

function fillPath(path: string, params: Readonly<Record<string, ParamValue | undefined>>): string {
  const filled = path.replace(/\/:([A-Za-z_]+)(\?)?/g, (_segment, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`pathTo: the path ${path} needs the parameter "${name}"`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return filled || '/';
}

function queryString(query: RouteQuery | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The app path of a route name with its parameters filled in and encoded, so no link is typed by hand:
 * `pathTo('viewEvent', { id: 7 })` is `/events/view-event/7`; optional parameters may be left out.
 */
export function pathTo<N extends LinkableRouteName>(name: N, ...[params, query]: PathToArgs<N>): string {
  const path = byName.get(name)?.path;
  if (!path?.startsWith('/')) throw new Error(`pathTo: "${name}" has no path to link to`);
  return fillPath(path, (params ?? {}) as Record<string, ParamValue | undefined>) + queryString(query);
}

/**
 * The path of a route name known only at run time (a member's landing page, a nav entry from the server),
 * when it needs no parameter: optional ones dropped. Null for unknown names and paths that need an id.
 */
export function staticPathTo(name: string): string | null {
  const path = byName.get(name)?.path;
  if (!path?.startsWith('/')) return null;
  const bare = path.replace(/\/:[A-Za-z_]+\?/g, '') || '/';
  return /[:*]/.test(bare) ? null : bare;
}
