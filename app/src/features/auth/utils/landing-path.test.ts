import { describe, expect, it } from 'vitest';
import { landingPath } from './landing-path';

const permittedRoutes = ['home', 'accountSettings', 'events'];

describe('where a member goes after signing in', () => {
  it('goes home by default', () => {
    expect(landingPath({ permittedRoutes, memberHomePage: 'home', clientHomePage: 'home' })).toBe('/');
  });

  it('goes to account settings with the success flag after an email or password change', () => {
    expect(landingPath({ permittedRoutes, state: 'changedEmail' })).toBe('/account-settings?emailSuccess=true');
    expect(landingPath({ permittedRoutes, state: 'changedPassword' })).toBe('/account-settings?passwordSuccess=true');
  });

  it("follows the client's landing page when the member's is not permitted", () => {
    expect(landingPath({ permittedRoutes, memberHomePage: 'faq', clientHomePage: 'events' })).toBe('/events');
  });
});
