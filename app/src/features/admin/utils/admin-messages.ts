import { useLingui } from '@lingui/react/macro';
import {
  ACCESS_CODE_NOT_FOUND,
  ACCESS_CODE_REVOKED_MESSAGE,
  EXPIRY_IN_PAST_MESSAGE,
  MEMBER_NOT_FOUND,
  OWN_ACCOUNT_MESSAGE,
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
    };
    return (error instanceof ApiError ? known[error.err] : undefined) ?? t`Something went wrong. Please try again.`;
  };
}
