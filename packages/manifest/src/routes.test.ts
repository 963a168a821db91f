import { describe, expect, it } from 'vitest';
import { findRoute, isRouteName, isRoutePermitted, pathTo, routeNames, routes, staticPathTo } from './routes';

describe('route registry', () => {
  it('has every route name once and every path once', () => {
    expect(new Set(routeNames).size).toBe(routeNames.length);
    const paths = routes.flatMap((route) => [route.path, ...(route.aliases ?? [])]).filter(Boolean);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('knows the route names the spec lists (seed 003 section 2.1 and seed 000 section 2)', () => {
    for (const name of [
      'home',
      'settings',
      'privacy',
      'TCs',
      'dmhFaqs',
      'dmhArticles',
      'dmh',
      'dmhLanding',
      'bookingVideoRoom',
      'events',
      'viewEvent',
      'randoxKit',
      'standaloneArticle',
      'healthScore',
      'healthScoreAssessment',
      'healthScoreResults',
      'healthScoreDataProtection',
      'emergencyContacts',
      'accountSettings',
      'content',
      'results',
      'axaSsoRedirect',
      'NotLoggedIn',
      'verifyEmail',
      'resetPassword',
      'eap',
      'article',
      'allArticles',
      'allCourses',
      'myOrg',
      'faq',
      'not-found',
      'wellbeing',
      'course',
      'layaCourse',
      'wellbeingStudio',
      'wellbeingSeries',
      'virtualEvent',
      'digitalGym',
      'digitalGymArticle',
      'trainingPlan',
      'studioOverview',
      'mindfulness',
      'digitalClinics',
      'loginAs',
    ]) {
      expect(isRouteName(name), name).toBe(true);
    }
  });

  it('finds a route by name with the spec path', () => {
    expect(findRoute('viewEvent')?.path).toBe('/events/view-event/:id');
    expect(findRoute('randoxKit')?.path).toBe('/blood-test');
    expect(findRoute('privacy')?.aliases).toContain('/privacy-policy-web');
    expect(findRoute('homee')).toBeUndefined();
    expect(isRouteName('Home')).toBe(false);
  });

  it('permits member routes only when listed, public routes always', () => {
    expect(isRoutePermitted('events', ['home', 'events'])).toBe(true);
    expect(isRoutePermitted('events', ['home'])).toBe(false);
    expect(isRoutePermitted('login', [])).toBe(true);
    expect(isRoutePermitted('privacy', ['home'])).toBe(true);
  });
});

describe('pathTo', () => {
  it('fills and encodes the parameters a path needs', () => {
    expect(pathTo('home')).toBe('/');
    expect(pathTo('viewEvent', { id: 7 })).toBe('/events/view-event/7');
    expect(pathTo('messageAction', { id: 12, action: 'reply' })).toBe('/message/12/reply');
    expect(pathTo('f2f', { sessionId: 'F2F 1/2', notificationId: 3 })).toBe('/f2f/F2F%201%2F2/3');
  });

  it('leaves out optional parameters that are not given and keeps those that are', () => {
    expect(pathTo('events')).toBe('/events');
    expect(pathTo('events', { page: 2 })).toBe('/events/2');
    expect(pathTo('bookingVideoRoom', { booking_id: 'A-1', tests: 'device-tests' })).toBe(
      '/booking-video-room/A-1/device-tests',
    );
  });

  it('appends a query, leaving out undefined values', () => {
    expect(pathTo('accountSettings', {}, { emailSuccess: true, other: undefined })).toBe(
      '/account-settings?emailSuccess=true',
    );
  });

  it('refuses a missing required parameter at run time as well as in the types', () => {
    // @ts-expect-error viewEvent needs an id
    expect(() => pathTo('viewEvent')).toThrow('needs the parameter "id"');
    // @ts-expect-error not-found has no path to link to
    expect(() => pathTo('not-found')).toThrow('no path to link to');
  });

  it('gives the parameter-free path of a name known at run time, or null', () => {
    expect(staticPathTo('events')).toBe('/events');
    expect(staticPathTo('home')).toBe('/');
    expect(staticPathTo('viewEvent')).toBeNull();
    expect(staticPathTo('not-found')).toBeNull();
    expect(staticPathTo('nope')).toBeNull();
  });
});

describe('routes of issue 12', () => {
  it('permits the chat page wherever mental health coaching is, and the coach workspace by role only', () => {
    expect(isRoutePermitted('mentalHealthCoachingChat', ['home', 'mentalHealthCoaching'])).toBe(true);
    expect(isRoutePermitted('mentalHealthCoachingChat', ['home', 'healthCoaching'])).toBe(false);
    expect(findRoute('coachWorkspace')?.role).toBe('coach');
    expect(findRoute('coachConversation')?.role).toBe('coach');
    expect(pathTo('coachConversation', { conversation_sid: 'CH1' })).toBe('/coach/chat/CH1');
  });
});
