import { findLoginAsMembers, startLoginAs as startLoginAsCall } from '@portal/contract/calls/login-as';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

/** The members of the staff's client matching the query; null waits (not signed in yet). */
export const useLoginAsMembers = (query: string | null) =>
  useCall(findLoginAsMembers, query === null ? null : { query }, { keepPreviousData: true, shouldRetryOnError: false });

export const startLoginAs = (memberId: number) => callApi(startLoginAsCall, { member_id: memberId });
