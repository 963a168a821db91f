import { describe, expect, it } from 'vitest';
import { matchRouteName } from './route-match';

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
