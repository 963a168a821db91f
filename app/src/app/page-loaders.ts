import type { ComponentType } from 'react';
import type { RouteName } from '@portal/manifest/routes';
import type { PageProps } from '../lib/page';

type PageModule = { default: ComponentType<PageProps> };
type Loader = () => Promise<PageModule>;

/**
 * The code of every page, one lazily loaded chunk per module. Typed by the registry, so adding a route
 * name without a page fails the type check. The build (app/vite-portal-plugins.ts, routeModuleSources) runs this
 * module and calls every loader to learn each route's page module, so a loader may be written any way that calls
 * `import()` with the page's path; the module imports nothing but types, as the build runs it without the app.
 */
export const pageLoaders = {
  login: () => import('../features/auth/pages/login'),
  axaSsoRedirect: () => import('../features/auth/pages/sso-redirect'),
  alternativeLogin: () => import('../features/auth/pages/alternative-login'),
  NotLoggedIn: () => import('../features/auth/pages/not-logged-in'),
  verifyEmail: () => import('../features/auth/pages/verify-email'),
  resetPassword: () => import('../features/auth/pages/reset-password'),
  loginAs: () => import('../features/auth/pages/login-as'),
  privacy: () => import('../features/legal/pages/privacy-policy'),
  TCs: () => import('../features/legal/pages/terms-and-conditions'),
  'not-found': () => import('../features/shell/pages/not-found'),

  home: () => import('./routes/home'),
  results: () => import('../features/home/pages/results'),
  content: () => import('./routes/content-listing-with-announcements'),
  settings: () => import('../features/account/pages/settings'),
  accountSettings: () => import('../features/account/pages/account-settings'),
  emergencyContacts: () => import('../features/emergency-contacts/pages/emergency-contacts'),
  messageAction: () => import('../features/notifications/pages/message-action'),
  f2f: () => import('./routes/f2f'),
  contentSources: () => import('../features/content/pages/content-sources'),

  standaloneArticle: () => import('../features/content/pages/article'),
  article: () => import('../features/content/pages/article'),
  allArticles: () => import('../features/content/pages/all-articles'),
  allCourses: () => import('../features/content/pages/all-courses'),
  course: () => import('../features/content/pages/course'),
  layaCourse: () => import('../features/content/pages/course'),
  wellbeing: () => import('../features/content/pages/library'),
  wellbeingStudio: () => import('../features/content/pages/video-class'),
  wellbeingSeries: () => import('../features/content/pages/class-listing'),
  studioOverview: () => import('../features/content/pages/class-listing'),
  virtualEvent: () => import('../features/events/pages/virtual-event'),
  digitalGym: () => import('../features/content/pages/video-class'),
  digitalGymArticle: () => import('../features/content/pages/article'),
  trainingPlan: () => import('../features/content/pages/video-class'),
  mindfulness: () => import('../features/content/pages/course'),
  soundSpace: () => import('../features/content/pages/podcast'),
  digitalClinics: () => import('../features/content/pages/digital-clinics'),
  myOrg: () => import('../features/content/pages/my-org'),
  challenges: () => import('../features/challenges/pages/challenges'),
  fitnessConnected: () => import('../features/challenges/pages/fitness-connected'),

  events: () => import('./routes/events-with-announcements'),
  viewEvent: () => import('../features/events/pages/view-event'),

  dmh: () => import('../features/dmh/pages/dmh'),
  dmhLanding: () => import('../features/dmh/pages/dmh'),

  mentalHealthCoaching: () => import('../features/coaching/pages/coaching-home'),
  mentalHealthCoachingStart: () => import('../features/coaching/pages/coaching-landing'),
  mentalHealthCoachingQuestionnaire: () => import('../features/coaching/pages/triage-questionnaire'),
  mentalHealthCoachingSelect: () => import('../features/coaching/pages/select-coach'),
  mentalHealthCoachingBook: () => import('../features/coaching/pages/book-coach'),
  healthCoaching: () => import('../features/coaching/pages/coaching-home'),
  healthCoachingStart: () => import('../features/coaching/pages/coaching-landing'),
  healthCoachingSelect: () => import('../features/coaching/pages/select-coach'),
  healthCoachingBook: () => import('../features/coaching/pages/book-coach'),
  cancerCoaching: () => import('../features/coaching/pages/coaching-home'),
  cancerCoachingStart: () => import('../features/coaching/pages/coaching-landing'),
  cancerCoachingSelect: () => import('../features/coaching/pages/select-coach'),
  cancerCoachingBook: () => import('../features/coaching/pages/book-coach'),
  totalMentalHealth: () => import('../features/coaching/pages/total-mental-health'),
  totalMentalHealthImpact: () => import('../features/coaching/pages/impact'),
  eap: () => import('../features/coaching/pages/eap'),
  faq: () => import('../features/help/pages/help-categories'),

  bookingVideoRoom: () => import('../features/meeting-room/pages/meeting-room'),

  healthScore: () => import('../features/health-score/pages/health-score'),
  healthScoreDataProtection: () => import('../features/health-score/pages/data-protection'),
  healthScoreAssessment: () => import('../features/health-score/pages/assessment'),
  healthScoreResults: () => import('../features/health-score/pages/results'),

  randoxKit: () => import('../features/blood-test/pages/blood-test'),
  dmhFaqs: () => import('../features/help/pages/help-centre'),
  dmhArticles: () => import('../features/help/pages/help-centre'),

  adminView: () => import('../features/admin/pages/admin-view'),
  userManagement: () => import('../features/admin/pages/user-management'),

  mentalHealthCoachingChat: () => import('../features/chat/pages/chat-page'),
  coachWorkspace: () => import('../features/coach-workspace/pages/coach-workspace'),
  coachConversation: () => import('./routes/coach-conversation'),
  supportInbox: () => import('../features/chat/pages/support-inbox'),
  supportConversation: () => import('../features/chat/pages/support-conversation'),
  dataAnalytics: () => import('../features/admin/pages/data-analytics'),
  customContent: () => import('../features/admin/pages/custom-content'),
  brandingCustomise: () => import('../features/admin/pages/branding-customise'),
} satisfies Record<RouteName, Loader>;
