import { getUserAssessments as userAssessmentsCall } from '@portal/contract/calls/home';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export function getUserAssessments() {
  return callApi(userAssessmentsCall, {});
}

/** The member's past assessment reports: the results banner and /results. */
export function useUserAssessments() {
  return useCall(userAssessmentsCall, {});
}
