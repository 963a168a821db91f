import { getIntakeForm, getOnlineServices, submitIntakeForm, type TherapySlug } from '@portal/contract/calls/intake';
import type { IntakeAnswer } from '@portal/contract/intake-rules';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export function useOnlineServices() {
  return useCall(getOnlineServices, {});
}

export function useIntakeForm(service: TherapySlug) {
  return useCall(getIntakeForm, { service });
}

export function sendIntakeForm(service: TherapySlug, today: string, answers: Record<string, IntakeAnswer>) {
  return callApi(submitIntakeForm, { service, today, answers });
}
