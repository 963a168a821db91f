import {
  deactivateMember as deactivateMemberCall,
  getAdminMembers,
  setMemberAdmin as setMemberAdminCall,
} from '@portal/contract/calls/admin';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const useAdminMembers = (search: string) => useCall(getAdminMembers, search ? { search } : {}, { keepPreviousData: true });

export const deactivateMember = (memberId: number) => callApi(deactivateMemberCall, { member_id: memberId });

export const setMemberAdmin = (memberId: number, employerAdmin: boolean) =>
  callApi(setMemberAdminCall, { member_id: memberId, employer_admin: employerAdmin });
