import { describe, expect, it } from 'vitest';
import { feetInchesToCm, filterAnswerInput, stonesPoundsToKg, toBaseUnit } from '@portal/contract/health-score-units';
import { questionnaireOf } from './questionnaires';
import { answerPoints, bloodPressurePoints, bmiPoints, cholesterolPoints, outcomeOf, scoreOf } from './scoring';

describe('Health Score units', () => {
  it('converts with the spec factors', () => {
    expect(feetInchesToCm(6, 0)).toBeCloseTo(182.88, 5);
    expect(stonesPoundsToKg(10, 0)).toBeCloseTo(63.50288, 5);
    expect(toBaseUnit('5 11', 'Feet and inches')).toBeCloseTo(180.34, 5);
    expect(toBaseUnit('5', 'Feet and inches')).toBeNull();
    expect(toBaseUnit('123 4', 'Stones and pounds')).toBeNull();
    expect(toBaseUnit(1.8, 'Metres')).toBeCloseTo(180, 5);
  });

  it('filters input: digits, the slash for blood pressure, a decimal point for blood markers', () => {
    expect(filterAnswerInput('1a2.5', 'integer', 'age')).toBe('125');
    expect(filterAnswerInput('120-/80x', 'bp', 'blood_pressure')).toBe('120/80');
    expect(filterAnswerInput('4.2.5', 'float', 'cholesterol')).toBe('4.25');
    expect(filterAnswerInput('17.5', 'float', 'height')).toBe('175');
  });
});

describe('Health Score scoring (decision record 0120)', () => {
  it('bands blood pressure, cholesterol and BMI', () => {
    expect(bloodPressurePoints(115, 75)).toBe(4);
    expect(bloodPressurePoints(125, 75)).toBe(3);
    expect(bloodPressurePoints(135, 88)).toBe(2);
    expect(bloodPressurePoints(150, 95)).toBe(1);
    expect(bloodPressurePoints(170, 110)).toBe(0);
    expect(bloodPressurePoints(85, 55)).toBe(2);
    expect(cholesterolPoints(4.9)).toBe(4);
    expect(cholesterolPoints(5)).toBe(2);
    expect(cholesterolPoints(6.2)).toBe(0);
    expect(bmiPoints(180, 70)).toBe(4);
    expect(bmiPoints(170, 100)).toBe(1);
    expect(bmiPoints(0, 70)).toBeNull();
  });

  it("leaves \"I don't know\" out of the score and caps multiple choice", () => {
    const body = questionnaireOf('well_in_body').questions;
    const bp = body.find((q) => q.slug === 'blood_pressure')!;
    expect(answerPoints(bp, { value: null, choices: [0] })).toEqual({ earned: 0, possible: 0 });
    expect(answerPoints(bp, { value: 118, choices: [], text: '118/76' })).toEqual({ earned: 4, possible: 4 });
    const coping = questionnaireOf('well_in_mind').questions.find((q) => q.type === 'multiple_choice')!;
    expect(answerPoints(coping, { value: null, choices: [0, 1, 2, 3] })).toEqual({ earned: 4, possible: 4 });
    expect(answerPoints(coping, { value: null, choices: [4] })).toEqual({ earned: 0, possible: 4 });
  });

  it('maps scores to the breakpoints', () => {
    expect(scoreOf([{ earned: 9, possible: 20 }])).toBe(45);
    expect(scoreOf([])).toBe(0);
    expect([0, 20, 21, 40, 41, 60, 61, 80, 81, 100].map(outcomeOf)).toEqual([
      'Very Low', 'Very Low', 'Quite Low', 'Quite Low', 'Fair', 'Fair', 'Quite Positive', 'Quite Positive', 'Very Positive', 'Very Positive',
    ]);
  });
});
