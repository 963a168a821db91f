import {
  answerHealthScoreQuestion,
  getFirstUnansweredQuestion,
  getHealthScore,
  getHealthScoreProgress,
  getHealthScoreReport,
  restartQuestionnaire,
  type Questionnaire,
} from '@portal/contract/calls/health-score';
import type { CallRequestInput } from '@portal/contract/define-call';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export function useHealthScoreProgress() {
  return useCall(getHealthScoreProgress, {});
}

export function useHealthScore(name: Questionnaire | null) {
  return useCall(getHealthScore, name ? { questionnaire_name: name } : null);
}

export function useHealthScoreReport(name: Questionnaire | null) {
  return useCall(getHealthScoreReport, name ? { questionnaire_name: name } : null);
}

export const firstUnanswered = (name: Questionnaire) => callApi(getFirstUnansweredQuestion, { questionnaire_name: name });

export const answerQuestion = (body: CallRequestInput<typeof answerHealthScoreQuestion>) =>
  callApi(answerHealthScoreQuestion, body);

export const restartAssessment = (name: Questionnaire) => callApi(restartQuestionnaire, { questionnaire_name: name });
