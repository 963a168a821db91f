/**
 * The intake forms' field rules (seed 003 section 5, "Helper validation rules" and "Intake"), shared by the
 * form in the browser and the server that stores the request, so both refuse the same answers with the same
 * reasons. A rule answers a problem code; each side words it in the member's language.
 */

/** A phone answer: the number and its country calling code, e.g. { phone: '7700900123', countryCode: '+44' }. */
export interface PhoneAnswer {
  phone: string;
  countryCode: string;
}
export type IntakeAnswer = string | PhoneAnswer;

export const INTAKE_QUESTION_TYPES = ['text', 'dob', 'phone', 'choice', 'longText'] as const;
export type IntakeQuestionType = (typeof INTAKE_QUESTION_TYPES)[number];

export type IntakeProblem = 'required' | 'email' | 'phone' | 'adult_age' | 'child_age' | 'date' | 'choice';

/** The English wording of each problem, as the server's 422 says it. */
export const INTAKE_PROBLEM_MESSAGES: Readonly<Record<IntakeProblem, string>> = {
  required: 'Please answer this question.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a phone number of 8 to 15 digits, with an optional leading +.',
  adult_age: 'You must be at least 16 years old.',
  child_age: 'The child must be between 6 and 16 years old.',
  date: 'Please enter a valid date.',
  choice: 'Please choose one of the options.',
};

/** "Email must match a basic address pattern." */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** "Phone number is 8 to 15 digits with an optional leading plus." */
export const PHONE_PATTERN = /^\+?\d{8,15}$/;
export const ADULT_MIN_AGE = 16;
export const CHILD_MIN_AGE = 6;
export const CHILD_MAX_AGE = 16;

/** Which helper rule a field gets by its name: "fields whose names contain email, phone_number, child_dob or dob". */
export type FieldRule = 'gp_email' | 'email' | 'phone' | 'child_dob' | 'dob' | 'generic';
export function ruleForField(fieldId: string): FieldRule {
  if (fieldId === 'gp_email') return 'gp_email';
  if (fieldId.includes('email')) return 'email';
  if (fieldId.includes('phone_number')) return 'phone';
  if (fieldId.includes('child_dob')) return 'child_dob';
  if (fieldId.includes('dob')) return 'dob';
  return 'generic';
}

/** "A generic field is valid if it is a number or a string longer than one character after trimming." */
export function isGenericValid(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim().length > 1;
}

/** Whole years from an ISO date of birth (yyyy-mm-dd) to `today` (yyyy-mm-dd); null for a date that is not real. */
export function ageOn(dob: string, today: string): number | null {
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!born || !now) return null;
  const [y, m, d] = [Number(born[1]), Number(born[2]), Number(born[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  if (dob > today) return null;
  const [ty, tm, td] = [Number(now[1]), Number(now[2]), Number(now[3])];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

function isBlank(answer: IntakeAnswer | undefined): boolean {
  if (answer === undefined) return true;
  if (typeof answer === 'string') return answer.trim() === '';
  return answer.phone.trim() === '';
}

export interface IntakeField {
  id: string;
  type: IntakeQuestionType;
  required: boolean;
  options?: readonly string[];
}

/**
 * The problem with one answer, or null. An empty optional field is fine, except that an email or phone given
 * must be valid; `today` is the member's date (yyyy-mm-dd) for the age rules.
 */
export function checkIntakeAnswer(field: IntakeField, answer: IntakeAnswer | undefined, today: string): IntakeProblem | null {
  if (isBlank(answer)) return field.required ? 'required' : null;
  const rule = field.type === 'phone' ? 'phone' : ruleForField(field.id);
  if (field.type === 'phone' || rule === 'phone') {
    const number = typeof answer === 'string' ? answer : `${answer!.phone}`;
    return PHONE_PATTERN.test(number.replace(/[\s()-]/g, '')) ? null : 'phone';
  }
  if (typeof answer !== 'string') return 'required';
  if (field.type === 'choice') return field.options?.includes(answer) ? null : 'choice';
  switch (rule) {
    case 'email':
    case 'gp_email':
      return EMAIL_PATTERN.test(answer.trim()) ? null : 'email';
    case 'child_dob': {
      const age = ageOn(answer, today);
      if (age === null) return 'date';
      return age >= CHILD_MIN_AGE && age <= CHILD_MAX_AGE ? null : 'child_age';
    }
    case 'dob': {
      const age = ageOn(answer, today);
      if (age === null) return 'date';
      return age >= ADULT_MIN_AGE ? null : 'adult_age';
    }
    default:
      return isGenericValid(answer) ? null : 'required';
  }
}
