import { oidcAuthority } from '../../../lib/oidc';

/** The identity provider's hosted account flows (seed 003 section 7). */
export type ProviderAccountFlow = 'change-username' | 'change-password';

/** The provider page of a flow; it returns to this origin's /account-settings with emailSuccess or passwordSuccess. */
export function providerAccountUrl(flow: ProviderAccountFlow, clientId: string, email: string | undefined): string {
  const params = new URLSearchParams({ client_id: clientId, return_to: window.location.origin });
  if (email) params.set('login_hint', email);
  return `${oidcAuthority()}/account/${flow}?${params.toString()}`;
}
