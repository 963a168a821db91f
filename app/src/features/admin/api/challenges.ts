import * as v from 'valibot';
import { CHALLENGE_DATES_MESSAGE, createChallenge } from '@portal/contract/calls/fitness';
import type { CallRequestInput } from '@portal/contract/define-call';
import { callApi } from '../../../lib/api';

export type NewChallenge = CallRequestInput<typeof createChallenge>;

/** The form's fields a problem belongs to; `form` is the form as a whole. */
export type ChallengeField = 'title' | 'starts_on' | 'ends_on' | 'metric' | 'goal' | 'teams' | 'form';

/**
 * The contract's own check of a new challenge (the server runs the same): each problem's message by the field it
 * belongs to, the first one per field; empty when the challenge can be sent.
 */
export function challengeProblems(body: NewChallenge): Partial<Record<ChallengeField, string>> {
  const result = v.safeParse(createChallenge.request, body);
  if (result.success) return {};
  const problems: Partial<Record<ChallengeField, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue)?.split('.')[0];
    const field: ChallengeField =
      key === 'title' || key === 'starts_on' || key === 'ends_on' || key === 'metric' || key === 'goal' || key === 'teams'
        ? key
        : issue.message === CHALLENGE_DATES_MESSAGE
          ? 'ends_on'
          : 'form';
    problems[field] ??= issue.message;
  }
  return problems;
}

/** Creates a challenge for the admin's own organisation (employer admins only; the client comes from the session). */
export const addChallenge = (challenge: NewChallenge) => callApi(createChallenge, challenge);
