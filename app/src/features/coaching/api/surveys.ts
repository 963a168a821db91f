import { answerFixedSurveyQuestion, getFixedSurvey, type FIXED_SURVEYS } from '@portal/contract/calls/surveys';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export type FixedSurveyName = (typeof FIXED_SURVEYS)[number];

/** A fixed survey with the member's stored triage prompt (and, for WHO-5, the check-in graph). */
export function useFixedSurvey(name: FixedSurveyName | null) {
  return useCall(getFixedSurvey, name === null ? null : { name });
}

export function answerSurveyQuestion(questionId: number, answer: { id: number; answer: string }) {
  return callApi(answerFixedSurveyQuestion, { question_id: questionId, answer: [answer] });
}
