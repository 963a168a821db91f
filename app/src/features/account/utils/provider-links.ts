import { oidcAuthority } from '../../../lib/oidc';
import { pageOrigin } from '../../../lib/page-origin';

/** The identity provider's hosted account flows (seed 003 section 7). */
export type ProviderAccountFlow = 'change-username' | 'change-password';

/** The provider page of a flow; it returns to this origin's /account-settings with emailSuccess or passwordSuccess. */
export function providerAccountUrl(flow: ProviderAccountFlow, clientId: string, email: string | undefined): string {
  const origin = pageOrigin();
  if (!origin) throw new Error("the page's origin is unknown: a server render must hand in the request's (lib/page-origin.ts)");
  const params = new URLSearchParams({ client_id: clientId, return_to: origin.origin });
  if (email) params.set('login_hint', email);
  return `${oidcAuthority(origin)}/account/${flow}?${params.toString()}`;
}
