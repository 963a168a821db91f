import type { LinkableRouteName, RouteName } from '@portal/manifest/routes';
import type { CoachingStartRoute } from '@portal/contract/coaching-home';
import type { CoachingType } from '../api/coaches';

export type ServiceKey = 'mental' | 'health' | 'cancer';

export interface ServiceRoutes {
  readonly key: ServiceKey;
  /** the calls' type: absent for mental health coaching */
  readonly type: CoachingType;
  readonly start: CoachingStartRoute;
  readonly select: LinkableRouteName;
  readonly book: 'mentalHealthCoachingBook' | 'healthCoachingBook' | 'cancerCoachingBook';
  readonly home: LinkableRouteName;
  /** the landing page's booking button: the triage questionnaire for mental health, else the coach list */
  readonly bookingEntry: LinkableRouteName;
  /** whether the availability filter offers This Month (seed 002: one variant lacks it) */
  readonly thisMonthFilter: boolean;
}

export const SERVICES: Record<ServiceKey, ServiceRoutes> = {
  mental: {
    key: 'mental',
    type: undefined,
    start: 'mentalHealthCoachingStart',
    select: 'mentalHealthCoachingSelect',
    book: 'mentalHealthCoachingBook',
    home: 'mentalHealthCoaching',
    bookingEntry: 'mentalHealthCoachingQuestionnaire',
    thisMonthFilter: true,
  },
  health: {
    key: 'health',
    type: 'healthcoach',
    start: 'healthCoachingStart',
    select: 'healthCoachingSelect',
    book: 'healthCoachingBook',
    home: 'healthCoaching',
    bookingEntry: 'healthCoachingSelect',
    thisMonthFilter: true,
  },
  cancer: {
    key: 'cancer',
    type: 'cancer',
    start: 'cancerCoachingStart',
    select: 'cancerCoachingSelect',
    book: 'cancerCoachingBook',
    home: 'cancerCoaching',
    bookingEntry: 'cancerCoachingSelect',
    // the cancer variant of the list offers Today, Tomorrow and Anytime only
    thisMonthFilter: false,
  },
};

const BY_ROUTE: Partial<Record<RouteName, ServiceKey>> = {
  mentalHealthCoachingStart: 'mental',
  mentalHealthCoachingSelect: 'mental',
  mentalHealthCoachingBook: 'mental',
  healthCoachingStart: 'health',
  healthCoachingSelect: 'health',
  healthCoachingBook: 'health',
  cancerCoachingStart: 'cancer',
  cancerCoachingSelect: 'cancer',
  cancerCoachingBook: 'cancer',
  healthCoaching: 'health',
  cancerCoaching: 'cancer',
};

export function serviceOfRoute(name: RouteName): ServiceRoutes {
  return SERVICES[BY_ROUTE[name] ?? 'mental'];
}
