import { ssoRegister } from '@portal/contract/calls/auth';
import { ApiError, callApi } from '../../../lib/api';
import type { Registration } from '../utils/registration-schema';
import { registrationOutcome, type RegistrationOutcome } from '../utils/registration-outcome';
import type { SsoIdentity } from './sso';

/** Registers the identity with the employer's access code; a failed reply becomes what the page shows. */
export async function registerMember(identity: SsoIdentity, form: Registration): Promise<RegistrationOutcome> {
  try {
    const reply = await callApi(ssoRegister, {
      email: identity.email,
      sso_id: identity.ssoId,
      token: identity.token,
      first_name: form.firstName,
      last_name: form.lastName,
      dob: form.dob,
      access_token: form.accessCode,
      membership_number: form.membershipNumber,
    });
    return registrationOutcome(reply);
  } catch (error) {
    if (error instanceof ApiError) {
      // A reply the server did send is read as it is; no reply at all (offline, unreadable) is a failure.
      if (typeof error.reply !== 'object' || error.reply === null) return { kind: 'failed', error: error.err };
      const { error: text, err } = error.reply as { error?: unknown; err?: unknown };
      const message = [text, err].find((value): value is string => typeof value === 'string' && value !== '');
      return registrationOutcome(message ? { error: message } : {});
    }
    throw error;
  }
}
