import { SCORE_OUTCOMES } from '@portal/contract/calls/health-score';
import type { QuestionDef } from './questionnaires';

/** What one stored answer gives towards a score: earned of possible points (decision record 0120). */
export interface Points {
  readonly earned: number;
  readonly possible: number;
}

export interface StoredAnswer {
  readonly value: number | null;
  readonly choices: readonly number[];
  /** the blood pressure text, "120/80" */
  readonly text?: string | undefined;
}

const NONE: Points = { earned: 0, possible: 0 };

/** Blood pressure bands (mmHg), best first; both numbers must be under the band's limits. */
const BP_BANDS: readonly [number, number, number][] = [
  [120, 80, 4],
  [130, 85, 3],
  [140, 90, 2],
  [160, 100, 1],
];

export function bloodPressurePoints(systolic: number, diastolic: number): number {
  // Very low pressure is not the best result either.
  if (systolic < 90 || diastolic < 60) return 2;
  return BP_BANDS.find(([s, d]) => systolic < s && diastolic < d)?.[2] ?? 0;
}

/** Total cholesterol (mmol/L): under 5 is desirable, under 6.2 borderline, above that high. */
export function cholesterolPoints(mmolL: number): number {
  if (mmolL < 5) return 4;
  if (mmolL < 6.2) return 2;
  return 0;
}

/** Body mass index from demographics; healthy range 18.5 to under 25. */
export function bmiPoints(heightCm: number, weightKg: number): number | null {
  if (heightCm <= 0 || weightKg <= 0) return null;
  const bmi = weightKg / (heightCm / 100) ** 2;
  if (bmi >= 18.5 && bmi < 25) return 4;
  if (bmi >= 30) return 1;
  return 2;
}

export function answerPoints(question: QuestionDef, answer: StoredAnswer): Points {
  if (question.maxPoints === 0) return NONE;
  const chosen = answer.choices.map((i) => question.options[i]);
  // "I don't know" counts neither way: the question leaves the score.
  if (chosen.some((o) => o && o.points === null)) return NONE;
  switch (question.type) {
    case 'select': {
      const option = chosen[0];
      return option ? { earned: option.points ?? 0, possible: question.maxPoints } : NONE;
    }
    case 'multiple_choice': {
      const sum = chosen.reduce((total, o) => total + (o?.points ?? 0), 0);
      return { earned: Math.min(sum, question.maxPoints), possible: question.maxPoints };
    }
    case 'bp': {
      const match = /^(\d{2,3})\/(\d{2,3})$/.exec(answer.text ?? '');
      if (!match) return NONE;
      return { earned: bloodPressurePoints(Number(match[1]), Number(match[2])), possible: question.maxPoints };
    }
    case 'float':
      if (answer.value === null) return NONE;
      return question.slug === 'cholesterol' ? { earned: cholesterolPoints(answer.value), possible: 4 } : NONE;
    case 'integer': {
      if (answer.value === null) return NONE;
      // Days of a week: 7 of 7 earns all points.
      return { earned: (Math.min(answer.value, 7) / 7) * question.maxPoints, possible: question.maxPoints };
    }
  }
}

/** A score from 0 to 100: the share of possible points earned, rounded. */
export function scoreOf(points: readonly Points[]): number {
  const earned = points.reduce((t, p) => t + p.earned, 0);
  const possible = points.reduce((t, p) => t + p.possible, 0);
  return possible === 0 ? 0 : Math.round((100 * earned) / possible);
}

/** The outcome of a score: the first breakpoint it does not exceed. */
export function outcomeOf(score: number): (typeof SCORE_OUTCOMES)[number][1] {
  return (SCORE_OUTCOMES.find(([limit]) => score <= limit) ?? SCORE_OUTCOMES[SCORE_OUTCOMES.length - 1]!)[1];
}

/** The band index 0-4 of a score, for copy chosen by band. */
export function bandOf(score: number): number {
  const index = SCORE_OUTCOMES.findIndex(([limit]) => score <= limit);
  return index < 0 ? SCORE_OUTCOMES.length - 1 : index;
}
