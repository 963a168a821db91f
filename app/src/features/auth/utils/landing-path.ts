import { isRoutePermitted, routes, type RouteName } from '@portal/manifest/routes';
import type { ReturnState } from '../../../lib/oidc';

export const EMAIL_CHANGED_PATH = '/account-settings?emailSuccess=true';
export const PASSWORD_CHANGED_PATH = '/account-settings?passwordSuccess=true';

function pathOfRoute(name: string | undefined, permittedRoutes: readonly string[]): string | null {
  if (!name) return null;
  const route = routes.find((candidate) => candidate.name === name);
  if (!route?.path || !isRoutePermitted(route.name as RouteName, permittedRoutes)) return null;
  // optional parameters may be left out; a required one means the route cannot be a landing page
  const path = route.path.replace(/\/:[A-Za-z_]+\?/g, '') || '/';
  return /[:*]/.test(path) ? null : path;
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
    '/'
  );
}
