import {
  answerHealthScoreQuestion,
  getFirstUnansweredQuestion,
  getHealthScore,
  getHealthScoreProgress,
  getHealthScoreReport,
  QUESTIONNAIRE_NOT_COMPLETE,
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
  // An unfinished questionnaire is an answer, not a failure: asking again would not change it.
  return useCall(getHealthScore, name ? { questionnaire_name: name } : null, {
    shouldRetryOnError: (error) => error.err !== QUESTIONNAIRE_NOT_COMPLETE,
  });
}

export function useHealthScoreReport(name: Questionnaire | null) {
  return useCall(getHealthScoreReport, name ? { questionnaire_name: name } : null);
}

export const firstUnanswered = (name: Questionnaire) => callApi(getFirstUnansweredQuestion, { questionnaire_name: name });

export const answerQuestion = (body: CallRequestInput<typeof answerHealthScoreQuestion>) =>
  callApi(answerHealthScoreQuestion, body);

export const restartAssessment = (name: Questionnaire) => callApi(restartQuestionnaire, { questionnaire_name: name });
