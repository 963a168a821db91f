import { TRIAGE_RESULTS, type SurveyQuestion, type TriagePrompt } from '@portal/contract/calls/surveys';

/** The prompt a finished survey's results lead to (seed 002 section 4), or null when they name none. */
export function promptOfResults(results: readonly string[] | null | undefined): TriagePrompt | null {
  const all = (results ?? []).join('\n');
  if (all.includes(TRIAGE_RESULTS.eap)) return 'EAP';
  if (all.includes(TRIAGE_RESULTS.coaching)) return 'SelectCoach';
  if (all.includes(TRIAGE_RESULTS.core10)) return 'SurveyCORE10';
  return null;
}

/** A scale question starts at its middle option (the lower middle of an even count). */
export function middleOption(question: Pick<SurveyQuestion, 'options'>): number {
  return Math.max(0, Math.floor((question.options.length - 1) / 2));
}

export function isNumeric(question: Pick<SurveyQuestion, 'type'>): boolean {
  return question.type === 'numeric' || question.type === 'number';
}

/** A numeric answer within the question's bounds, clamped when it is not; `outside` says whether it was. */
export function clampAnswer(
  value: number,
  question: Pick<SurveyQuestion, 'min_value' | 'max_value'>,
): { value: number; outside: boolean } {
  const min = question.min_value ?? Number.NEGATIVE_INFINITY;
  const max = question.max_value ?? Number.POSITIVE_INFINITY;
  const clamped = Math.min(max, Math.max(min, value));
  return { value: clamped, outside: clamped !== value };
}
