import { getAccount as getAccountCall, setDob as setDobCall, setMembershipNumber as setMembershipNumberCall } from '@portal/contract/calls/account';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const getAccount = () => callApi(getAccountCall, {});

export const useAccount = () => useCall(getAccountCall, {});

export const setDob = (dob: string) => callApi(setDobCall, { dob });

export const setMembershipNumber = (membershipNumber: string) =>
  callApi(setMembershipNumberCall, { axa_membership_number: membershipNumber });
