import { isRouteName, isRoutePermitted, pathTo, staticPathTo } from '@portal/manifest/routes';
import type { ReturnState } from '../../../lib/oidc';

export const EMAIL_CHANGED_PATH = pathTo('accountSettings', {}, { emailSuccess: true });
export const PASSWORD_CHANGED_PATH = pathTo('accountSettings', {}, { passwordSuccess: true });

function pathOfRoute(name: string | undefined, permittedRoutes: readonly string[]): string | null {
  if (!name || !isRouteName(name) || !isRoutePermitted(name, permittedRoutes)) return null;
  // a route that needs an id cannot be a landing page
  return staticPathTo(name);
}

export interface LandingOptions {
  readonly state?: ReturnState | null;
  /** the member's home_page from the reply */
  readonly memberHomePage?: string | undefined;
  /** the manifest's homePage */
  readonly clientHomePage?: string | undefined;
  readonly permittedRoutes: readonly string[];
}

/**
 * Where a member goes once signed in (seed 000 section 4 step 5): account settings with the success flag
 * after an email or password change at the provider, otherwise their landing page, `/` by default.
 */
export function landingPath(options: LandingOptions): string {
  if (options.state === 'changedEmail') return EMAIL_CHANGED_PATH;
  if (options.state === 'changedPassword') return PASSWORD_CHANGED_PATH;
  return (
    pathOfRoute(options.memberHomePage, options.permittedRoutes) ??
    pathOfRoute(options.clientHomePage, options.permittedRoutes) ??
    pathTo('home')
  );
}
