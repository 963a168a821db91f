import type { SessionUser } from '@portal/contract/calls';
import { shownLanguage } from '../core/member-settings';
import type { Client } from '../tenancy/public';
import type { SessionUserRow, UserRow } from './repository';

/** The member as the browser keeps it (contract sessionUserSchema): profile and client settings, never a secret. */
export function toSessionUser(user: SessionUserRow, client: Client, loginTime: Date, signedInBy?: Pick<UserRow, 'id' | 'firstName' | 'lastName'>): SessionUser {
  const { manifest } = client;
  const support = manifest.support;
  return {
    user_id: user.id,
    username: `${user.firstName} ${user.lastName}`,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    // in a login-as the member's portal only, never an admin's (decision 0460)
    user_role: signedInBy ? 'cl' : user.role,
    user_client_id: manifest.id,
    language: shownLanguage(user.language, manifest) as SessionUser['language'],
    home_page: manifest.homePage,
    support_contacts: {
      phone: { ...support.phone },
      email: { default: support.email },
      ...(support.whatsapp ? { whatsapp: { uk: support.whatsapp } } : {}),
      ...(support.sms ? { sms: { uk: support.sms } } : {}),
    },
    eligibilities: manifest.eap.active ? ['ShouldHaveEapSupportLine'] : [],
    pp_accepted: user.ppAccepted,
    tc_accepted: user.tcAccepted,
    cookies_accepted: user.cookiesAccepted,
    user_pp_slug: manifest.legal.privacySlug,
    user_tc_slug: manifest.legal.termsSlug,
    employer_admin: signedInBy ? false : user.employerAdmin,
    login_time: loginTime.getTime(),
    sso_id: user.ssoSubject,
    access_code_user: user.accessCodeId !== null,
    country: user.country,
    ...(user.staffRoles.includes('support') && !signedInBy ? { support_staff: true } : {}),
    ...(user.staffRoles.length > 0 && !signedInBy ? { staff_roles: [...user.staffRoles] } : {}),
    ...(signedInBy ? { signed_in_by: { user_id: signedInBy.id, name: `${signedInBy.firstName} ${signedInBy.lastName}` } } : {}),
  };
}
