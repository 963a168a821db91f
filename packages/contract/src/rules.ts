import * as v from 'valibot';
import { isoDate } from './fields';

/**
 * Validation rules the spec asks for in both places: the browser's forms show them, the server enforces them.
 * Messages are the spec's words.
 */

export const MIN_AGE = 16;
export const AGE_MESSAGE = 'You must be at least 16 years old to use this service.';
export const CHILD_MIN_AGE = 6;
export const CHILD_MAX_AGE = 16;
export const CHILD_AGE_MESSAGE = 'Must be between 6 and 16 years old.';

export const MEMBERSHIP_NUMBER_MESSAGE = 'Please enter a valid membership number.';

export const PHONE_REQUIRED_MESSAGE = 'Phone number is required.';
export const PHONE_MESSAGE = 'Must be a valid phone number with at least 8 digits.';
export const PHONE_MIN_DIGITS = 8;

export const EMAIL_MESSAGE = 'Must be a valid email address.';

export const POSTCODE_REQUIRED_MESSAGE = 'Postcode is required.';
export const ADDRESS_REQUIRED_MESSAGE = 'Address is required.';
export const CITY_REQUIRED_MESSAGE = 'City is required.';
export const NOT_PREGNANT_MESSAGE = 'You must confirm you are not pregnant.';
export const CONSENT_MESSAGE = 'You must provide clinical consent.';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_RULE_MESSAGE =
  'Your password must be at least 10 characters long and contain at least 1 number, 1 special character, 1 upper case and 1 lower case letter.';
export const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 10 characters.';
export const PASSWORD_UPPERCASE_MESSAGE = 'Password must contain an upper case letter.';
export const PASSWORD_LOWERCASE_MESSAGE = 'Password must contain a lower case letter.';
export const PASSWORD_NUMBER_MESSAGE = 'Password must contain a number.';
export const PASSWORD_SPECIAL_MESSAGE = 'Password must contain a special character.';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Sorry, those passwords do not match.';

/** The lenient reading of seed 003 section 5, a per-client setting: 8 characters, upper, lower and a number. */
export const LENIENT_PASSWORD_MIN_LENGTH = 8;
export const LENIENT_PASSWORD_LENGTH_MESSAGE = 'Password must be at least 8 characters.';

export const FREE_TEXT_MIN_LENGTH = 5;
export const FREE_TEXT_MAX_LENGTH = 300;
export const FREE_TEXT_TOO_SHORT_MESSAGE = 'Please enter at least 5 characters.';
export const FREE_TEXT_TOO_LONG_MESSAGE = 'Please enter no more than 300 characters.';

/** Whole years between a YYYY-MM-DD birth date and `today` (local calendar date); NaN when unreadable. */
export function ageOn(dob: string, today: Date = new Date()): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob.trim());
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Whether a birth date makes the person at least `minAge` today; the birthday itself counts. */
export function isAtLeastAge(dob: string, minAge: number = MIN_AGE, today: Date = new Date()): boolean {
  return ageOn(dob, today) >= minAge;
}

/** A date of birth of a member: YYYY-MM-DD, not in the future, at least 16 years ago. */
export const adultDobSchema = v.pipe(
  isoDate('Please enter your date of birth in the format YYYY-MM-DD.'),
  v.check((dob) => isAtLeastAge(dob, MIN_AGE), AGE_MESSAGE),
);

/** A child's date of birth: 6 to 16 years old inclusive (seed 003 section 5). */
export const childDobSchema = v.pipe(
  isoDate('Please enter the date of birth in the format YYYY-MM-DD.'),
  v.check((dob) => {
    const age = ageOn(dob);
    return age >= CHILD_MIN_AGE && age <= CHILD_MAX_AGE;
  }, CHILD_AGE_MESSAGE),
);

/** Membership number: trimmed, not empty. */
export const membershipNumberSchema = v.pipe(
  v.string(MEMBERSHIP_NUMBER_MESSAGE),
  v.trim(),
  v.nonEmpty(MEMBERSHIP_NUMBER_MESSAGE),
  v.maxLength(64, MEMBERSHIP_NUMBER_MESSAGE),
);

/** Number of digits in a phone number as typed (spaces, dashes, brackets and a plus are ignored). */
export function phoneDigits(phone: string): number {
  return phone.replace(/\D/g, '').length;
}

/** A phone number with at least 8 digits; empty gives the required message. */
export const phoneSchema = v.pipe(
  v.string(PHONE_REQUIRED_MESSAGE),
  v.trim(),
  v.nonEmpty(PHONE_REQUIRED_MESSAGE),
  v.regex(/^\+?[\d\s()-]+$/, PHONE_MESSAGE),
  v.check((phone) => phoneDigits(phone) >= PHONE_MIN_DIGITS, PHONE_MESSAGE),
  v.maxLength(20, PHONE_MESSAGE),
);

/** A special character is anything besides letters, digits, hyphen and slash (seed 001 section 5). */
const SPECIAL_CHARACTER = /[^A-Za-z0-9\-/]/;

/** The new-password rule; 'strict' is the default, 'lenient' the per-client reading. */
export function passwordSchema(policy: 'strict' | 'lenient' = 'strict') {
  const strict = policy === 'strict';
  return v.pipe(
    v.string(strict ? PASSWORD_LENGTH_MESSAGE : LENIENT_PASSWORD_LENGTH_MESSAGE),
    v.minLength(
      strict ? PASSWORD_MIN_LENGTH : LENIENT_PASSWORD_MIN_LENGTH,
      strict ? PASSWORD_LENGTH_MESSAGE : LENIENT_PASSWORD_LENGTH_MESSAGE,
    ),
    v.maxLength(256, 'Password must be at most 256 characters.'),
    v.regex(/[A-Z]/, PASSWORD_UPPERCASE_MESSAGE),
    v.regex(/[a-z]/, PASSWORD_LOWERCASE_MESSAGE),
    v.regex(/\d/, PASSWORD_NUMBER_MESSAGE),
    v.check((password) => !strict || SPECIAL_CHARACTER.test(password), PASSWORD_SPECIAL_MESSAGE),
  );
}

/** Whether a password meets the rule; for forms that only need a yes or no. */
export function isValidPassword(password: string, policy: 'strict' | 'lenient' = 'strict'): boolean {
  return v.is(passwordSchema(policy), password);
}

/** DMH free text: 5 to 300 characters once trimmed. */
export const freeTextSchema = v.pipe(
  v.string(FREE_TEXT_TOO_SHORT_MESSAGE),
  v.trim(),
  v.minLength(FREE_TEXT_MIN_LENGTH, FREE_TEXT_TOO_SHORT_MESSAGE),
  v.maxLength(FREE_TEXT_MAX_LENGTH, FREE_TEXT_TOO_LONG_MESSAGE),
);

export const CALLBACK_PHONE_MIN_LENGTH = 8;
export const CALLBACK_PHONE_MAX_LENGTH = 14;
export const CALLBACK_PHONE_MESSAGE = 'Please enter a phone number of 8 to 14 characters.';

/** The EAP callback number: longer than 7 and at most 14 characters (seed 002 section 5). */
export const callbackPhoneSchema = v.pipe(
  v.string(CALLBACK_PHONE_MESSAGE),
  v.trim(),
  v.minLength(CALLBACK_PHONE_MIN_LENGTH, CALLBACK_PHONE_MESSAGE),
  v.maxLength(CALLBACK_PHONE_MAX_LENGTH, CALLBACK_PHONE_MESSAGE),
  v.regex(/^\+?[\d\s()-]+$/, CALLBACK_PHONE_MESSAGE),
);

export const BLOOD_PRESSURE_PATTERN = /^\d{2,3}\/\d{2,3}$/;
export const BLOOD_PRESSURE_MESSAGE =
  "Please provide your blood pressure level following a 'Systolic / Diastolic (mmHg)' format, e. g. 120/60.";
export const ANSWER_REQUIRED_MESSAGE = 'Please provide the required information above';
