import { accountHandlers } from './account/handlers';
import { achievementHandlers } from './achievements/handlers';
import { eapHandlers } from './eap/handlers';
import { impactHandlers } from './impact/handlers';
import { adminHandlers } from './admin/handlers';
import { chatHandlers } from './chat/handlers';
import { workspaceHandlers } from './workspace/handlers';
import { supportChatHandlers } from './chat/support';
import { bookingHandlers } from './bookings/handlers';
import { coachingHandlers, coachingHomeHandlers, surveyHandlers } from './coaching/handlers';
import { contentHandlers } from './content/handlers';
import { eventHandlers } from './events/handlers';
import { withEventCards } from './events/home-cards';
import type { CallHandler } from './core/types';
import { helpHandlers } from './help/handlers';
import { healthScoreHandlers } from './health-score/handlers';
import { insightHandlers } from './insights/handlers';
import { legalHandlers } from './legal/handlers';
import { locationHandlers } from './locations/handlers';
import { logHandlers } from './logs/handlers';
import { myListHandlers } from './my-list/handlers';
import { navHandlers } from './nav/handlers';
import { notificationHandlers } from './notifications/handlers';
import { passwordHandlers } from './password/handlers';
import { profileHandlers } from './profile/handlers';
import { settingsHandlers } from './settings/handlers';
import { dmhHandlers } from './dmh/handlers';
import { bloodTestHandlers } from './blood-test/handlers';
import { videoHandlers } from './video/handlers';
import { intakeHandlers } from './intake/handlers';
import { myOrgHandlers } from './my-org/handlers';
import { fitnessHandlers } from './fitness/handlers';

/** The domain handlers of the signed-in shell and the areas; the core mounts them by contract path. */
export const domainHandlers: readonly CallHandler[] = [
  ...navHandlers,
  ...insightHandlers,
  ...settingsHandlers,
  ...myListHandlers,
  ...bookingHandlers,
  ...locationHandlers,
  ...notificationHandlers,
  ...profileHandlers,
  ...legalHandlers,
  ...accountHandlers,
  ...logHandlers,
  ...withEventCards(contentHandlers),
  ...passwordHandlers,
  ...helpHandlers,
  ...eventHandlers,
  ...coachingHandlers,
  ...healthScoreHandlers,
  ...adminHandlers,
  ...dmhHandlers,
  ...bloodTestHandlers,
  ...chatHandlers,
  ...workspaceHandlers,
  ...supportChatHandlers,
  ...surveyHandlers,
  ...coachingHomeHandlers,
  ...videoHandlers,
  ...intakeHandlers,
  ...achievementHandlers,
  ...eapHandlers,
  ...impactHandlers,
  ...myOrgHandlers,
  ...fitnessHandlers,
];
