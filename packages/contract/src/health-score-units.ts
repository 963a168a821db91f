/**
 * Health Score units (seed 003 section 5). Browser and server share these, so the number a member sees converted
 * on the question page is the number the server stores and scores.
 */
export const CM_PER_INCH = 2.54;
export const POUNDS_PER_STONE = 14;
export const KG_PER_POUND = 0.453592;

export const UNITS = {
  centimetres: 'Centimetres',
  metres: 'Metres',
  feetInches: 'Feet and inches',
  kilograms: 'Kilograms',
  stonesPounds: 'Stones and pounds',
  mmHg: 'Systolic / Diastolic (mmHg)',
  mmolL: 'mmol/L',
  percent: '%',
  years: 'Years',
} as const;

/** Units whose value is entered in two boxes of at most two digits each. */
export const TWO_PART_UNITS: readonly string[] = [UNITS.feetInches, UNITS.stonesPounds];

/** Slugs whose input also allows a decimal point; every other numeric input takes digits only. */
export const DECIMAL_SLUGS: readonly string[] = ['cholesterol', 'triglycerides', 'glucose', 'hba1c'];

export function feetInchesToCm(feet: number, inches: number): number {
  return (feet * 12 + inches) * CM_PER_INCH;
}

export function stonesPoundsToKg(stones: number, pounds: number): number {
  return (stones * POUNDS_PER_STONE + pounds) * KG_PER_POUND;
}

/** A two-part answer as sent: "5 11" (the two boxes separated by a space). */
export function parseTwoPart(value: string): [number, number] | null {
  const match = /^(\d{1,2}) (\d{1,2})$/.exec(value.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * A height or weight answer in centimetres or kilograms, from what the member typed in the unit they chose;
 * null when it cannot be read. Other units pass the number through.
 */
export function toBaseUnit(answer: string | number, unit: string | undefined): number | null {
  if (unit && TWO_PART_UNITS.includes(unit)) {
    const parts = typeof answer === 'string' ? parseTwoPart(answer) : null;
    if (!parts) return null;
    return unit === UNITS.feetInches ? feetInchesToCm(...parts) : stonesPoundsToKg(...parts);
  }
  const value = typeof answer === 'number' ? answer : Number(answer);
  if (!Number.isFinite(value) || value < 0) return null;
  return unit === UNITS.metres ? value * 100 : value;
}

/** Keeps what an input of this question may hold: digits, plus the slash (bp) or a decimal point. */
export function filterAnswerInput(value: string, type: string, slug: string): string {
  if (type === 'bp') return value.replace(/[^\d/]/g, '');
  if (DECIMAL_SLUGS.includes(slug)) return value.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');
  return value.replace(/\D/g, '');
}
