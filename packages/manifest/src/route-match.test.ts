import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { matchRoute, matchRouteName } from './route-match';

describe('matchRouteName', () => {
  it.each([
    ['/', 'home'],
    ['/login', 'login'],
    ['/login/', 'login'],
    ['/privacy-policy-app', 'privacy'],
    ['/nutzungsbedingungen', 'TCs'],
    ['/sso-redirect/anything/below', 'axaSsoRedirect'],
    ['/message/12/read', 'messageAction'],
    ['/booking-video-room/7', 'bookingVideoRoom'],
    ['/booking-video-room/7/tests', 'bookingVideoRoom'],
  ])('%s is %s', (pathname, name) => {
    expect(matchRouteName(pathname)).toBe(name);
  });
  it('finds nothing for an unknown path or a missing parameter', () => {
    expect(matchRouteName('/no-such-page')).toBeNull();
    expect(matchRouteName('/message/12')).toBeNull();
  });
});

describe('matchRouteName over the whole registry', () => {
  const fill = (path: string) => path.replace(/\/:[A-Za-z_]+\?/g, '').replace(/:[A-Za-z_]+/g, '7');
  it('finds, for every path and alias, a route that has a path drawing the same URL', () => {
    for (const route of routes) {
      if (route.path === null || route.path === '*') continue;
      for (const path of [route.path, ...(route.aliases ?? [])]) {
        const url = fill(path);
        const found = routes.find((candidate) => candidate.name === matchRouteName(url));
        expect(found, url).toBeDefined();
        expect([found!.path, ...(found!.aliases ?? [])].filter((other): other is string => other !== null).map(fill), url).toContain(url);
      }
    }
  });
});

describe('matchRoute', () => {
  it("gives the route's path parameters, decoded, and leaves out an optional one not given", () => {
    expect(matchRoute('/events/view-event/7')).toEqual({ name: 'viewEvent', params: { id: '7' } });
    expect(matchRoute('/healthscore/results/well_in_mind')).toEqual({ name: 'healthScoreResults', params: { assessment_id: 'well_in_mind' } });
    expect(matchRoute('/content/caf%C3%A9')).toEqual({ name: 'content', params: { content_type: 'café' } });
    expect(matchRoute('/events')).toEqual({ name: 'events', params: {} });
    expect(matchRoute('/events/bookings')).toEqual({ name: 'events', params: { page: 'bookings' } });
    expect(matchRoute('/no/such/page/at/all')).toBeNull();
  });
});
