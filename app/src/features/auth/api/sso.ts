import { ssoPreCheck } from '@portal/contract/calls/auth';
import { callApi } from '../../../lib/api';

export interface SsoIdentity {
  readonly email: string;
  readonly ssoId: string;
  readonly token: string;
}

/** Asks whether the signed-in identity has an account; an existing member is signed in by the reply. */
export function preCheckSso(identity: SsoIdentity) {
  return callApi(ssoPreCheck, { email: identity.email, sso_id: identity.ssoId, token: identity.token });
}
