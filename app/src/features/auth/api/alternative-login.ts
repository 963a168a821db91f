import { alternativeLogin } from '@portal/contract/calls/auth';
import { callApi } from '../../../lib/api';

/** The hidden alternative sign-in with an email and the client identifier (seed 003 section 2.9). */
export function signInAlternative(email: string, clientIdentifier: string) {
  return callApi(alternativeLogin, { email, client_id: clientIdentifier });
}
