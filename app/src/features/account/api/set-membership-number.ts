import { setMembershipNumber as setMembershipNumberCall } from '@portal/contract/calls/account';
import { callApi } from '../../../lib/api';

export const setMembershipNumber = (membershipNumber: string) =>
  callApi(setMembershipNumberCall, { axa_membership_number: membershipNumber });
