import { useLingui } from '@lingui/react/macro';
import {
  ACCESS_CODE_NOT_FOUND,
  ACCESS_CODE_REVOKED_MESSAGE,
  ANNOUNCEMENT_BODY_EMPTY_MESSAGE,
  ANNOUNCEMENT_NOT_FOUND,
  BRAND_FAILS_CONTRAST_MESSAGE,
  BRAND_NOTHING_TO_ROLL_BACK_MESSAGE,
  BRAND_VERSION_NOT_LIVE_MESSAGE,
  CONTENT_DRAFT_NOT_FOUND,
  CUSTOM_ARTICLE_NOT_FOUND,
  EMPLOYER_EVENT_NOT_FOUND,
  EMPLOYER_EVENT_TIMES_MESSAGE,
  EXPIRY_IN_PAST_MESSAGE,
  LOGO_NOT_FOUND_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  LOGO_UNSAFE_MESSAGE,
  MEMBER_NOT_FOUND,
  OWN_ACCOUNT_MESSAGE,
  STAFF_NOT_ADMIN_MESSAGE,
} from '@portal/contract/calls/admin';
import { ApiError } from '../../../lib/api';

/** The server's admin messages in the page's language; anything else reads as a general failure. */
export function useAdminErrorMessage(): (error: unknown) => string {
  const { t } = useLingui();
  return (error) => {
    const known: Record<string, string> = {
      [ACCESS_CODE_NOT_FOUND]: t`This access code does not exist.`,
      [ACCESS_CODE_REVOKED_MESSAGE]: t`This access code is already revoked.`,
      [EXPIRY_IN_PAST_MESSAGE]: t`Please choose an expiry date in the future.`,
      [MEMBER_NOT_FOUND]: t`This member does not exist.`,
      [OWN_ACCOUNT_MESSAGE]: t`You cannot change your own account here.`,
      [STAFF_NOT_ADMIN_MESSAGE]: t`Staff accounts (coach, clinician or support) cannot be made employer admins.`,
      [BRAND_FAILS_CONTRAST_MESSAGE]: t`These colours do not pass the contrast check. Please choose the suggested shades or others that pass.`,
      [BRAND_VERSION_NOT_LIVE_MESSAGE]: t`This version is not the live brand any more. Please reload the page.`,
      [BRAND_NOTHING_TO_ROLL_BACK_MESSAGE]: t`There is no published brand to roll back.`,
      [LOGO_NOT_FOUND_MESSAGE]: t`This logo does not exist. Please upload it again.`,
      [LOGO_TYPE_MESSAGE]: t`Please upload an SVG or PNG image.`,
      [LOGO_TOO_LARGE_MESSAGE]: t`Please upload a logo of at most 256 kB.`,
      [LOGO_UNSAFE_MESSAGE]: t`This SVG has nothing left to show once unsafe content is removed.`,
      [ANNOUNCEMENT_NOT_FOUND]: t`This announcement does not exist.`,
      [ANNOUNCEMENT_BODY_EMPTY_MESSAGE]: t`Please write the announcement: nothing readable is left once unsafe markup is removed.`,
      [EMPLOYER_EVENT_TIMES_MESSAGE]: t`Please choose an end after the start, and a start in the future.`,
      [EMPLOYER_EVENT_NOT_FOUND]: t`This event does not exist.`,
      [CUSTOM_ARTICLE_NOT_FOUND]: t`This article does not exist.`,
      [CONTENT_DRAFT_NOT_FOUND]: t`This draft does not exist.`,
    };
    return (error instanceof ApiError ? known[error.err] : undefined) ?? t`Something went wrong. Please try again.`;
  };
}
