import type { CallDefinition } from './define-call';
import { getAccount, setDob, setMembershipNumber } from './calls/account';
import { adminCalls, employerContentCalls } from './calls/admin';
import { workspaceCalls } from './calls/workspace';
import { supportChatCalls } from './calls/support-chat';
import { getAchievementsData, getAllAchievements, markAchievementSeen } from './calls/achievements';
import { insertLog, logAction } from './calls/analytics';
import { getArticle, getArticles } from './calls/articles';
import { alternativeLogin, getSession, logout, ssoPreCheck, ssoRegister } from './calls/auth';
import { loginAsCalls } from './calls/login-as';
import { bookKitAppointment, getKitBookingDates, getKitLanding, orderKit } from './calls/blood-test';
import { cancelAppointment, cancelTimeslotBooking, getAppointments } from './calls/bookings';
import { joinChat, leaveConversation, touchConversation, uploadChatFile } from './calls/chat';
import {
  bookCoachingSession,
  completeTask,
  completeTaskToggle,
  createTask,
  getCoach,
  getCoaches,
  getCoachingBooking,
  getCoachingCalendar,
  getCoachingData,
  getTaskContent,
  saveAnswers,
  setPathway,
  updateUserProfile,
} from './calls/coaching';
import {
  contentOwnCalls,
  podcastOwnCalls,
  cancelReminder,
  getContentFilters,
  getDcBanner,
  getHomeContent,
  getNutrition,
  getTrendingEvents,
  registerReminder,
  toggleFavourite,
  togglePodcastSubscription,
} from './calls/content';
import { courseOwnCalls } from './calls/courses';
import { myOrgOwnCalls } from './calls/my-org';
import {
  answerDmhQuestion,
  bookDmhAppointment,
  getAddressFromCoordinates,
  getDmhQuestion,
  getOtherCliniciansDates,
} from './calls/dmh';
import { sendEapRequest } from './calls/eap';
import {
  bookEventDate,
  bookTimeslot,
  cancelDateBooking,
  getCorporateEvent,
  getEventBookings,
  getEvents,
  getStripeSessionByDate,
  getStripeSessionBySlot,
  getWebinar,
  getWebinars,
  registerWaitingList,
  registerWebinar,
  trackWebinarView,
} from './calls/events';
import { fitnessOwnCalls, googleOauthRedirect } from './calls/fitness';
import {
  answerHealthScoreQuestion,
  getFirstUnansweredQuestion,
  getHealthScore,
  getHealthScoreProgress,
  getHealthScoreReport,
  restartQuestionnaire,
} from './calls/health-score';
import { getFaqs, helpOwnCalls, recordFaqView, searchDmhArticles } from './calls/help';
import { getUserAssessments, getWebLanding } from './calls/home';
import { getImpactData } from './calls/impact';
import { intakeOwnCalls } from './calls/intake';
import { acceptTerms, getInfo } from './calls/legal';
import { getLocations, setLocation } from './calls/locations';
import { getAppointmentAccessToken, logVideoInfo, saveSessionFeedback } from './calls/meeting-room';
import { createMyListItem, deleteMyListItem, getMyList } from './calls/my-list';
import { getNotifications, getUnreadNotifications } from './calls/notifications';
import { checkPassword, getUserProfile, resetPassword, setUserLanguage } from './calls/settings';
import { completedInsights, getNav } from './calls/shell';
import { answerFixedSurveyQuestion, getFixedSurvey } from './calls/surveys';

export * from './calls/account';
export * from './calls/admin';
export * from './calls/achievements';
export * from './calls/analytics';
export * from './calls/articles';
export * from './calls/auth';
export * from './calls/blood-test';
export * from './calls/bookings';
export * from './calls/chat';
export * from './calls/coaching';
export * from './calls/content';
export * from './calls/dmh';
export * from './calls/eap';
export * from './calls/events';
export * from './calls/fitness';
export * from './calls/health-score';
export * from './calls/help';
export * from './calls/home';
export * from './calls/impact';
export * from './calls/intake';
export * from './calls/legal';
export * from './calls/locations';
export * from './calls/meeting-room';
export * from './calls/my-list';
export * from './calls/notifications';
export * from './calls/settings';
export * from './calls/shell';
export * from './calls/surveys';

/** Every call of calls.tsv (98), in its order. */
export const calls = [
  getNav,
  completedInsights,
  logout,
  setUserLanguage,
  getMyList,
  createMyListItem,
  deleteMyListItem,
  ssoPreCheck,
  ssoRegister,
  getAppointmentAccessToken,
  logVideoInfo,
  cancelAppointment,
  cancelTimeslotBooking,
  getAppointments,
  getLocations,
  setLocation,
  getNotifications,
  getUnreadNotifications,
  toggleFavourite,
  togglePodcastSubscription,
  registerReminder,
  cancelReminder,
  getHomeContent,
  getTrendingEvents,
  getNutrition,
  getDcBanner,
  getContentFilters,
  getUserAssessments,
  getWebLanding,
  getUserProfile,
  insertLog,
  checkPassword,
  resetPassword,
  acceptTerms,
  getInfo,
  getEventBookings,
  cancelDateBooking,
  getEvents,
  getWebinars,
  registerWebinar,
  getWebinar,
  trackWebinarView,
  getCorporateEvent,
  bookEventDate,
  bookTimeslot,
  registerWaitingList,
  getStripeSessionBySlot,
  getStripeSessionByDate,
  getDmhQuestion,
  answerDmhQuestion,
  getOtherCliniciansDates,
  bookDmhAppointment,
  getAddressFromCoordinates,
  getCoaches,
  getCoach,
  bookCoachingSession,
  getCoachingData,
  getCoachingBooking,
  getCoachingCalendar,
  getTaskContent,
  saveAnswers,
  completeTask,
  completeTaskToggle,
  createTask,
  updateUserProfile,
  setPathway,
  getFixedSurvey,
  answerFixedSurveyQuestion,
  getAllAchievements,
  getAchievementsData,
  markAchievementSeen,
  joinChat,
  leaveConversation,
  touchConversation,
  uploadChatFile,
  sendEapRequest,
  getImpactData,
  getFaqs,
  recordFaqView,
  searchDmhArticles,
  getKitLanding,
  getKitBookingDates,
  bookKitAppointment,
  orderKit,
  getArticles,
  getArticle,
  getHealthScoreProgress,
  getHealthScore,
  restartQuestionnaire,
  getFirstUnansweredQuestion,
  answerHealthScoreQuestion,
  getHealthScoreReport,
  getAccount,
  setDob,
  setMembershipNumber,
  alternativeLogin,
  logAction,
  googleOauthRedirect,
] as const satisfies readonly CallDefinition[];

export type AnyCall = (typeof calls)[number];

/** The calls by exact path. */
export const callsByPath: ReadonlyMap<string, CallDefinition> = new Map(
  calls.map((call): [string, CallDefinition] => [call.path, call]),
);

/**
 * The portal's own calls, beyond the spec's checklist (calls.tsv): each has a decision record that says why.
 * The server mounts them beside `calls`; the checklist test keeps `calls` to exactly the spec's 98.
 */
export const ownCalls = [
  getSession,
  ...adminCalls,
  ...workspaceCalls,
  ...supportChatCalls,
  ...contentOwnCalls,
  ...podcastOwnCalls,
  saveSessionFeedback,
  ...intakeOwnCalls,
  ...loginAsCalls,
  ...courseOwnCalls,
  ...myOrgOwnCalls,
  ...employerContentCalls,
  ...fitnessOwnCalls,
  ...helpOwnCalls,
] as const satisfies readonly CallDefinition[];

/** Every call the server answers: the spec's and the portal's own. */
export const allCalls: readonly CallDefinition[] = [...calls, ...ownCalls];
