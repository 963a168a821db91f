import type { Questionnaire } from '@portal/contract/calls/health-score';

/** The three assessments a member chooses from; demographics comes first and is never chosen on its own. */
export const ASSESSMENTS = ['well_in_mind', 'well_in_life', 'well_in_body'] as const;
export type AssessmentId = (typeof ASSESSMENTS)[number];

export function isAssessmentId(value: string | undefined): value is AssessmentId {
  return (ASSESSMENTS as readonly string[]).includes(value ?? '');
}

/** The spec's progress rule: 100 or more complete, above 0 in progress, otherwise not started. */
export type CardState = 'complete' | 'in-progress' | 'not-started';

export function cardState(progress: number): CardState {
  if (progress >= 100) return 'complete';
  return progress > 0 ? 'in-progress' : 'not-started';
}

/** The next assessment not yet complete after `current`, wrapping round; null when all are complete. */
export function nextAssessment(current: AssessmentId, progress: Record<Questionnaire, number>): AssessmentId | null {
  const start = ASSESSMENTS.indexOf(current);
  for (let step = 1; step < ASSESSMENTS.length; step += 1) {
    const candidate = ASSESSMENTS[(start + step) % ASSESSMENTS.length]!;
    if (progress[candidate] < 100) return candidate;
  }
  return null;
}

/** The spec's loading animation delay before results and after demographics. */
export const LOADING_DELAY_MS = 4000;

/** outcome_description arrives as base64 of UTF-8 text. */
export function decodeBase64(value: string | undefined): string {
  if (!value) return '';
  try {
    const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return '';
  }
}
