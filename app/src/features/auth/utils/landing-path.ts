import { routes } from '@portal/manifest/routes';
import type { ReturnState } from '../../../lib/oidc';

export const EMAIL_CHANGED_PATH = '/account-settings?emailSuccess=true';
export const PASSWORD_CHANGED_PATH = '/account-settings?passwordSuccess=true';

function pathOfRoute(name: string | undefined): string | null {
  if (!name) return null;
  const path = routes.find((route) => route.name === name)?.path;
  if (!path || /[:*]/.test(path)) return null;
  return path;
}

/**
 * Where a member goes once signed in (seed 000 section 4 step 5): account settings with the success flag
 * after an email or password change at the provider, otherwise their landing page, `/` by default.
 */
export function landingPath(options: { readonly state?: ReturnState | null; readonly memberHomePage?: string | undefined; readonly clientHomePage?: string | undefined }): string {
  if (options.state === 'changedEmail') return EMAIL_CHANGED_PATH;
  if (options.state === 'changedPassword') return PASSWORD_CHANGED_PATH;
  return pathOfRoute(options.memberHomePage) ?? pathOfRoute(options.clientHomePage) ?? '/';
}
