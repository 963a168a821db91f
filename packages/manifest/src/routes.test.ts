import { describe, expect, it } from 'vitest';
import { findRoute, isRouteName, isRoutePermitted, routeNames, routes } from './routes';

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
