/**
 * What every member page shows first, declared once per route (issue 34): the reads its first render sends, with
 * exactly the bodies the app's hooks send, and whether the server draws the page's first view from their replies.
 *
 * The server answers these reads with the page (packages/server/src/web/boot-calls.ts) and, for a page it draws,
 * renders the app's tree with them (app/src/entry-server.tsx); the app takes them as its hooks' first data
 * (app/src/lib/swr.ts). One test per route (app/src/app/first-views.test.tsx) renders each page from these
 * replies and fails when its first render sends a call anyway, so this list and the hooks cannot drift apart.
 * Only read-only calls: a page cannot answer a write in advance. A page whose content is a write's reply (a chat's
 * join) is drawn as it waits for it and names the calls its first render sends (`opens`, decision 0870).
 */
import type { LinkableRouteName, RouteName, routes } from '@portal/manifest/routes';
import { getAchievementsData } from './calls/achievements';
import { getAccount } from './calls/account';
import {
  getAccessCodes,
  getAdminAnalytics,
  getAdminAnnouncements,
  getAdminMembers,
  getAnnouncements,
  getAuditLog,
  getBranding,
  getContentDrafts,
  getCustomArticles,
  getEmployerEvents,
} from './calls/admin';
import { getArticle, getArticles } from './calls/articles';
import { getKitLanding } from './calls/blood-test';
import { getAppointments } from './calls/bookings';
import { joinChat } from './calls/chat';
import { getCoach, getCoachingBooking, getCoachingData, getCoaches } from './calls/coaching';
import { getContentFilters, getContentItem, getDcBanner, getHomeContent, getPlayer, getPodcast, getTrendingEvents } from './calls/content';
import { getCourse } from './calls/courses';
import { getCorporateEvent, getEvents } from './calls/events';
import { getChallenges, getFitnessStatus, getPoints } from './calls/fitness';
import { getFirstUnansweredQuestion, getHealthScore, getHealthScoreProgress, getHealthScoreReport } from './calls/health-score';
import { getFaqs, getHelpVersion } from './calls/help';
import { getUserAssessments, getWebLanding } from './calls/home';
import { getImpactData } from './calls/impact';
import { getOnlineServices } from './calls/intake';
import { getEmailVerification } from './calls/login-as';
import { getLocations } from './calls/locations';
import { getAppointmentAccessToken } from './calls/meeting-room';
import { getMyList } from './calls/my-list';
import { getMyOrganisation } from './calls/my-org';
import { getUnreadNotifications } from './calls/notifications';
import { getNav } from './calls/shell';
import { getSupportConversations } from './calls/support-chat';
import { getFixedSurvey } from './calls/surveys';
import { coachingHomeRedirectOf, type CoachingStartRoute } from './coaching-home';
import { getClinicBookings, getCoachees } from './calls/workspace';
import type { CallDefinition } from './define-call';
import { monthBefore } from './time-zone';

/** What a read's body may depend on: the language of the member's pages and the page's path parameters. */
export interface FirstReadContext {
  readonly language: string;
  /** the route's path parameters (`:id`), as the app's router reads them */
  readonly params: Readonly<Record<string, string | undefined>>;
  /**
   * The member's calendar day ('YYYY-MM-DD') in their time zone, when the request told it (the `tz` cookie,
   * contract/src/time-zone.ts); undefined without it, and a read that asks from it is not made.
   */
  readonly today?: string;
}

type Body = Readonly<Record<string, unknown>>;

/** One read a page sends as it opens, and the body it sends; a body of null means the page sends none here. */
export interface FirstRead {
  readonly call: CallDefinition;
  readonly body: (context: FirstReadContext) => Body | null;
}

/**
 * A page's first view: its reads, and either `drawn` (the server renders it from their replies) or the reason it
 * cannot be drawn on the server (the app then renders it after its scripts, still with these replies at hand).
 */
export type FirstView =
  | {
      readonly reads: readonly FirstRead[];
      readonly drawn: true;
      /**
       * drawn only when the request tells the member's time zone (the `tz` cookie): the page shows dates and times
       * in it, or asks from the member's today. Without it the page goes out undrawn and the app draws it.
       */
      readonly inZone?: true;
      /**
       * A page that sends the member elsewhere once one of its reads has come back (a coaching home for a member
       * who has not started): the server, holding that reply as it makes the page, answers the request with an HTTP
       * redirect there instead (decision 0810). The app keeps its own redirect for navigation inside it.
       */
      readonly redirect?: FirstRedirect;
      /**
       * A page drawn as it waits (decision 0870): its content is the reply of a call its first render sends and
       * the server does not answer with it (a chat's join, a write that issues a token), so the server draws the
       * frame, the heading and the waiting state, the page's first and largest paint, and the app sends these
       * calls as it hydrates. `why` says why they cannot come with the page. Only these may be sent by its first
       * render, and at least one of them is (app/src/app/first-views.test.tsx); a page that sends one or another
       * by its data (a coaching booking's room token or a clinic's) names each.
       */
      readonly opens?: {
        readonly calls: readonly CallDefinition[];
        readonly why: string;
        /**
         * Those of them with a body known from the page alone (a chat's join): the page's loader sends them as it
         * starts the scripts, and the app takes their replies instead of sending them again (decision 0870), so the
         * write is off the page's critical path. Sent once per page load, as the page itself would.
         */
        readonly early?: readonly { readonly call: CallDefinition; readonly body: Body }[];
      };
    }
  | {
      readonly reads: readonly FirstRead[];
      readonly drawn: false;
      readonly why: string;
      /** opening the page acts (answers a notification, takes an OAuth code): no one opens it just to look (bench:web) */
      readonly acts?: true;
    };

/** Where a page sends the member, decided by the reply of one of its reads; null to show the page. */
export interface FirstRedirect {
  readonly call: CallDefinition;
  readonly to: (reply: unknown) => LinkableRouteName | null;
}

/** A read of a call with a fixed body, or a body made from the context; checked to be read-only as it is declared. */
export function read(call: CallDefinition, body: Body | ((context: FirstReadContext) => Body | null) = {}): FirstRead {
  if (call.readOnly !== true) throw new Error(`${call.path} changes data: a page cannot answer it in advance`);
  return { call, body: typeof body === 'function' ? body : () => body };
}

const drawn = (...reads: FirstRead[]): FirstView => ({ reads, drawn: true });
/** Drawn in the member's time zone, when the request tells it (decision 0750); otherwise the app draws it. */
const inZone = (...reads: FirstRead[]): FirstView => ({ reads, drawn: true, inZone: true });
/** events/get-events' window as the events pages ask it: a year from the member's today. */
const EVENTS_FROM_TODAY = read(getEvents, ({ today }) => (today ? { from_date: today, days_limit: 365 } : null));
const notDrawn = (why: string, ...reads: FirstRead[]): FirstView => ({ reads, drawn: false, why });
/** Drawn as it waits for `calls`, which its first render sends (decision 0870); `why` they do not come with the page. */
const drawnWaiting = (calls: readonly CallDefinition[], why: string, ...reads: FirstRead[]): FirstView => ({ reads, drawn: true, opens: { calls, why } });
/**
 * A coaching home: drawn in the member's zone (session times), and a redirect to its start page for a member with
 * no session yet, decided by the get-coaching-data reply by the rule the page itself follows (coaching-home.ts).
 */
const coachingHome = (start: CoachingStartRoute, coachingData: FirstRead): FirstView => ({
  reads: [coachingData, read(getAchievementsData)],
  drawn: true,
  inZone: true,
  redirect: { call: coachingData.call, to: (reply) => coachingHomeRedirectOf(start, reply) },
});
/** The health score assessments that have a score (the pages' cards; demographics has none). */
const SCORED = ['well_in_mind', 'well_in_life', 'well_in_body'] as const;
const scoredParam = ({ params }: FirstReadContext) =>
  (SCORED as readonly (string | undefined)[]).includes(params.assessment_id) ? { questionnaire_name: params.assessment_id } : null;
/** A page that acts on being opened: never drawn ahead of the member, and never opened only to be measured. */
const acting = (why: string): FirstView => ({ reads: [], drawn: false, why, acts: true });

/** The signed-in frame's reads, on every member page: the unread count and the navigation in the page language. */
export const FRAME_READS: readonly FirstRead[] = [
  read(getUnreadNotifications),
  read(getNav, ({ language }) => ({ platform: 'web', language })),
];

type MemberRouteName = Extract<(typeof routes)[number], { readonly access: 'member' }>['name'];

/** A path parameter as a number, as the page's hook sends it; null (no read) when it is not one. */
const numberParam = (name: string, key: string) => ({ params }: FirstReadContext) => {
  const value = Number(params[name]);
  return Number.isInteger(value) && value > 0 ? { [key]: value } : null;
};
const NO_SEARCH = { tags: [], search_term: '' } as const;

// the reasons a page is not drawn on the server
const ACTS = 'opening it acts (marks the notification read and answers it): it is never drawn ahead of the member';
/**
 * A chat: its first render joins the conversation, a real write (gets or creates the conversation and its
 * participant, issues a token), and the page's content is that reply: the conversation, or for a member without a
 * coach the way to one. The member's chat is drawn as it waits (decision 0870): its heading, measured as the
 * page's largest paint, comes with the HTML; the staff's chats are not drawn (decision 0810).
 */
const JOINS = (call: string) =>
  `its first render sends ${call}, which gets or creates the conversation and issues a token (a write the server cannot answer in advance), and that reply is the page's content`;
const OAUTH_RETURN = 'opening it acts (hands the fitness provider\'s code to oauth/google/redirect, a write): it is never drawn ahead of the member';
/**
 * The meeting room: drawn with the member's bookings (decision 0870): the device test for a booking that has
 * started, the waiting room for an early one (its countdown from the browser's clock follows hydration). The room
 * token is minted as it opens (a write) and the camera is the browser's.
 */
const MEDIA =
  "its first render asks for the booking's room token (coaching/get-booking or dmh/get-appointment-access-token), which mints a token (a write the server cannot answer in advance), and the camera and microphone are the browser's";

/** Every member page's first view. Typed over the registry: a new member route without one fails the type check. */
export const FIRST_VIEWS: Readonly<Record<MemberRouteName, FirstView>> = {
  // what stands above home's services (the LCP on a phone): the welcome text and services, the announcements, and
  // whether there are results to show
  challenges: inZone(read(getFitnessStatus), read(getChallenges), read(getPoints)),
  fitnessConnected: acting(OAUTH_RETURN),
  home: drawn(read(getWebLanding), read(getUserAssessments), read(getAnnouncements)),
  results: drawn(read(getUserAssessments)),
  content: drawn(read(getAnnouncements),
    // events wait for the member's office (get-locations) at clients with a location selector: the app asks then
    read(getHomeContent, ({ params }) =>
      params.content_type === 'articles' || params.content_type === 'videos' ? { type: params.content_type, ...NO_SEARCH, page: 1, pageSize: 30 } : null,
    ),
  ),
  settings: drawn(read(getLocations)),
  accountSettings: drawn(read(getAccount), read(getEmailVerification)),
  emergencyContacts: drawn(),
  messageAction: acting(ACTS),
  f2f: acting(ACTS),
  contentSources: drawn(),

  standaloneArticle: drawn(read(getArticles), read(getArticle, numberParam('id', 'article_id')), read(getMyList)),
  article: drawn(read(getArticles), read(getArticle, numberParam('id', 'article_id')), read(getMyList)),
  allArticles: drawn(read(getArticles)),
  allCourses: drawn(read(getHomeContent, { ...NO_SEARCH, page: 1, pageSize: 6, type: 'courses' })),
  course: drawn(read(getCourse, numberParam('id', 'course_id')), read(getMyList)),
  layaCourse: drawn(read(getCourse, numberParam('id', 'course_id')), read(getMyList)),
  wellbeing: drawn(read(getContentFilters), read(getHomeContent, { ...NO_SEARCH, page: 1, pageSize: 6 }), read(getCourse, numberParam('id', 'course_id')), read(getMyList)),
  wellbeingStudio: drawn(read(getContentItem, numberParam('id', 'item_id'))),
  wellbeingSeries: drawn(read(getHomeContent, { page: 1, pageSize: 12, type: 'videos' })),
  studioOverview: drawn(read(getTrendingEvents, { page: 1, pageSize: 12, type: 'studio' })),
  virtualEvent: inZone(read(getCorporateEvent, numberParam('id', 'event_date_id')), EVENTS_FROM_TODAY),
  digitalGym: drawn(read(getContentItem, numberParam('id', 'item_id')), read(getCourse, numberParam('id', 'course_id'))),
  digitalGymArticle: drawn(read(getArticles), read(getArticle, numberParam('id', 'article_id')), read(getMyList)),
  trainingPlan: drawn(read(getContentItem, numberParam('id', 'item_id'))),
  mindfulness: drawn(read(getCourse, numberParam('id', 'course_id')), read(getMyList)),
  soundSpace: drawn(read(getPodcast, numberParam('id', 'podcast_id')), read(getPlayer), read(getMyList)),
  digitalClinics: drawn(read(getDcBanner)),
  myOrg: drawn(read(getMyOrganisation)),

  events: inZone(read(getAnnouncements), read(getLocations), EVENTS_FROM_TODAY),
  viewEvent: inZone(read(getCorporateEvent, numberParam('id', 'event_date_id')), EVENTS_FROM_TODAY),

  dmh: drawn(),
  dmhLanding: drawn(read(getOnlineServices), read(getPlayer)),

  // session times in the member's zone; the check-in's surveys/get-fixed-survey (a write) is sent by its part below
  // the sessions and goals once it comes near the screen, after hydration: the server draws it waiting, as the
  // browser's first render does (issue 34 item 2)
  // for a member who has not started (most), the server answers with a redirect to the start page (decision 0810)
  mentalHealthCoaching: coachingHome('mentalHealthCoachingStart', read(getCoachingData)),
  mentalHealthCoachingStart: drawn(),
  // get-fixed-survey reads the questions and the member's stored prompt; it writes nothing (decision 0810)
  mentalHealthCoachingQuestionnaire: drawn(read(getFixedSurvey, { name: 'WHO-5' })),
  mentalHealthCoachingSelect: drawn(read(getCoaches)),
  mentalHealthCoachingBook: inZone(read(getCoach, numberParam('id', 'coach_id'))),
  healthCoaching: coachingHome('healthCoachingStart', read(getCoachingData, { type: 'healthcoach' })),
  healthCoachingStart: drawn(),
  healthCoachingSelect: drawn(read(getCoaches, { type: 'healthcoach' })),
  healthCoachingBook: inZone(read(getCoach, (context) => { const id = numberParam('id', 'coach_id')(context); return id && { ...id, type: 'healthcoach' }; })),
  cancerCoaching: coachingHome('cancerCoachingStart', read(getCoachingData, { type: 'cancer' })),
  cancerCoachingStart: drawn(),
  cancerCoachingSelect: drawn(read(getCoaches, { type: 'cancer' })),
  cancerCoachingBook: inZone(read(getCoach, (context) => { const id = numberParam('id', 'coach_id')(context); return id && { ...id, type: 'cancer' }; })),
  totalMentalHealth: drawn(read(getAchievementsData)),
  totalMentalHealthImpact: drawn(read(getImpactData)),
  eap: drawn(),
  faq: drawn(read(getFaqs, { type: 'question', page: 1, page_size: 50, preview_length: 100 }), read(getHelpVersion)),

  bookingVideoRoom: drawnWaiting([getCoachingBooking, getAppointmentAccessToken], MEDIA, read(getAppointments)),

  // healthscore/score computes the score from the stored answers and stores nothing (decision 0810): asked for each
  // assessment, the finished ones' scores come with the page (an unfinished one's reply is not a success and stays out)
  healthScore: drawn(read(getHealthScoreProgress), ...SCORED.map((name) => read(getHealthScore, { questionnaire_name: name }))),
  healthScoreDataProtection: drawn(),
  healthScoreAssessment: drawn(read(getFirstUnansweredQuestion, ({ params }) => (params.assessment_id ? { questionnaire_name: params.assessment_id } : null))),
  // an unfinished assessment's score is not a success: the page is drawn waiting, as the browser's first render is
  healthScoreResults: drawn(read(getHealthScore, scoredParam), read(getHealthScoreReport, scoredParam), read(getHealthScoreProgress)),

  randoxKit: drawn(read(getKitLanding)),
  dmhFaqs: drawn(read(getFaqs, { type: 'question', page: 1, page_size: 3, preview_length: 100 }), read(getHelpVersion)),
  dmhArticles: drawn(read(getFaqs, { type: 'article', page: 1, page_size: 3, preview_length: 100 })),

  // the join's body is the page's own (the member's mental health chat): sent by the loader as the scripts start
  mentalHealthCoachingChat: { reads: [], drawn: true, opens: { calls: [joinChat], why: JOINS('chat/join'), early: [{ call: joinChat, body: { type: 'mental_health' } }] } },
  coachWorkspace: drawn(read(getCoachees), read(getClinicBookings)),
  coachConversation: notDrawn(JOINS('workspace/join-chat')),
  supportInbox: drawn(read(getSupportConversations)),
  supportConversation: notDrawn(JOINS('workspace/join-support-chat')),

  adminView: drawn(read(getChallenges)),
  userManagement: inZone(read(getAccessCodes), read(getAdminMembers), read(getAuditLog)),
  // the last six months that have ended in the member's calendar (admin/pages/data-analytics.tsx)
  dataAnalytics: inZone(read(getAdminAnalytics, ({ today }) => (today ? { from: monthBefore(today, 6), to: monthBefore(today, 1) } : null))),
  customContent: inZone(read(getAdminAnnouncements), read(getEmployerEvents), read(getContentDrafts), read(getCustomArticles)),
  // its dates in the member's zone (decision 0750); the logo previews' backgrounds and the versions' swatches are
  // classes (decision 0800)
  brandingCustomise: inZone(read(getBranding)),
};

/** The member routes, in the declaration's order: every page a member can open (bench:web measures each). */
export const MEMBER_ROUTES = Object.keys(FIRST_VIEWS) as MemberRouteName[];

/** A member route's first view; undefined for a public route (the login page's is drawn without reads). */
export function firstViewOf(route: RouteName): FirstView | undefined {
  return (FIRST_VIEWS as Partial<Record<RouteName, FirstView>>)[route];
}

/**
 * Where a member page sends the member instead, decided by its inlined replies (`[path, body, reply]`, as the server
 * answered its first reads): the route to redirect to, or null to send the page.
 */
export function firstRedirectFor(route: RouteName, answered: readonly (readonly [string, unknown, unknown])[]): LinkableRouteName | null {
  const view = firstViewOf(route);
  const redirect = view?.drawn === true ? view.redirect : undefined;
  if (!redirect) return null;
  const reply = answered.find(([path]) => path === redirect.call.path)?.[2];
  return reply === undefined ? null : redirect.to(reply);
}

/** The calls a page's loader sends as it starts the scripts (`opens.early`, decision 0870): path and JSON body. */
export function earlyCallsFor(route: RouteName): [path: string, body: string][] {
  const view = firstViewOf(route);
  const early = view?.drawn === true ? (view.opens?.early ?? []) : [];
  return early.map(({ call, body }) => [call.path, JSON.stringify(body)]);
}

/** Whether the server draws a route's page only in the member's time zone, when the request tells it (decision 0750). */
export function drawnInZone(route: RouteName): boolean {
  const view = firstViewOf(route);
  return view?.drawn === true && view.inZone === true;
}

/** A read with its body made for one page: what the server answers, and the app's hook sends. */
export interface MadeRead {
  readonly call: CallDefinition;
  readonly body: Body;
}

/** The reads the server answers with a member page of this route (the frame's, then the page's own). */
export function firstReadsFor(route: RouteName, context: FirstReadContext): MadeRead[] {
  const view = firstViewOf(route);
  if (!view) return [];
  return [...FRAME_READS, ...view.reads].flatMap((made) => {
    const body = made.body(context);
    return body === null ? [] : [{ call: made.call, body }];
  });
}
