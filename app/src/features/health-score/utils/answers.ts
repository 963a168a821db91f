import type { HealthScoreQuestion } from '@portal/contract/calls/health-score';
import { TWO_PART_UNITS, filterAnswerInput, toBaseUnit } from '@portal/contract/health-score-units';
import { ANSWER_REQUIRED_MESSAGE, BLOOD_PRESSURE_MESSAGE, BLOOD_PRESSURE_PATTERN } from '@portal/contract/rules';

/** What the member has entered on a question page. */
export interface Draft {
  /** chosen option indexes (select, multiple choice, or the "I don't know" option of a numeric question) */
  readonly choices: readonly number[];
  /** the typed boxes (one, or two for two-part units) */
  readonly values: readonly string[];
  readonly unit: string | undefined;
  /** the member typed and cleared a box: the required message shows */
  readonly touched: boolean;
}

export function emptyDraft(question: HealthScoreQuestion): Draft {
  return { choices: [], values: [], unit: question.units?.[0], touched: false };
}

export function isTwoPart(unit: string | undefined): boolean {
  return unit !== undefined && TWO_PART_UNITS.includes(unit);
}

export const inputFilter = (question: HealthScoreQuestion) => (value: string) =>
  filterAnswerInput(value, question.question_type, question.slug);

/** The body's answer and unit, or the English message of why there is none yet (shown translated). */
export type Built =
  | { readonly ok: true; readonly answer: string | number | string[] | { option_text: string }; readonly unit?: string }
  | { readonly ok: false; readonly message: string | null };

export function buildAnswer(question: HealthScoreQuestion, draft: Draft): Built {
  const options = question.options;
  if (question.question_type === 'select') {
    const option = options[draft.choices[0] ?? -1];
    return option ? { ok: true, answer: { option_text: option.option_text } } : { ok: false, message: null };
  }
  if (question.question_type === 'multiple_choice') {
    const chosen = draft.choices.flatMap((i) => (options[i] ? [options[i].option_text] : []));
    return chosen.length > 0 ? { ok: true, answer: chosen } : { ok: false, message: null };
  }
  // Numeric questions: "I don't know my …" stands in for a value.
  const dontKnow = options[draft.choices[0] ?? -1];
  if (dontKnow) return { ok: true, answer: { option_text: dontKnow.option_text } };
  const [first = '', second = ''] = draft.values;
  const required = { ok: false as const, message: draft.touched ? ANSWER_REQUIRED_MESSAGE : null };
  if (question.question_type === 'bp') {
    if (first === '') return required;
    return BLOOD_PRESSURE_PATTERN.test(first) ? { ok: true, answer: first } : { ok: false, message: BLOOD_PRESSURE_MESSAGE };
  }
  if (isTwoPart(draft.unit)) {
    if (first === '') return required;
    const answer = `${first} ${second === '' ? '0' : second}`;
    return toBaseUnit(answer, draft.unit) === null ? required : { ok: true, answer, unit: draft.unit! };
  }
  if (first === '' || first === '.') return required;
  const value = Number(first);
  if (!Number.isFinite(value) || value < 0) return required;
  return { ok: true, answer: value, ...(draft.unit ? { unit: draft.unit } : {}) };
}

/** Centimetres or kilograms of a two-part answer, for the hint under the boxes. */
export function convertedValue(draft: Draft): number | null {
  if (!isTwoPart(draft.unit) || !draft.values[0]) return null;
  return toBaseUnit(`${draft.values[0]} ${draft.values[1] || '0'}`, draft.unit);
}
