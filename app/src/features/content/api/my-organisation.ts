import { getMyOrganisation } from '@portal/contract/calls/my-org';
import { useCall } from '../../../lib/swr';

/** The member's employer's own page: contacts, announcements, articles and next events (decision 0261). */
export function useMyOrganisation() {
  return useCall(getMyOrganisation, {});
}
