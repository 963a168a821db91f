import { ageOn, CHILD_MAX_AGE, CHILD_MIN_AGE, FREE_TEXT_MAX_LENGTH, FREE_TEXT_MIN_LENGTH, MIN_AGE, phoneDigits, PHONE_MIN_DIGITS } from './rules';

/**
 * The DMH questionnaire's answer rules (seed 001 section 5), shared by the page (which shows the messages) and
 * the server (which refuses what the page would not send). Messages are the spec's, word for word.
 */

export const DMH_EMAIL_MESSAGE = 'Must be a valid email address';
export const DMH_PHONE_MESSAGE = 'Must be a valid phone number with at least 8 digits';
export const DMH_DOB_MESSAGE = 'Must be at least 16 years old';
export const DMH_CHILD_DOB_MESSAGE = 'Must be between 6 and 16 years old';
export const DMH_EMPTY_MESSAGE = 'Must not be empty';
export const DMH_SHORT_MESSAGE = 'Must be at least 2 characters long';
export const DMH_SECOND_PREFERENCE_MESSAGE = 'The time for the second preference must be different from the first preference.';
export const DMH_DATE_PAST_MESSAGE = 'Please choose a date from today onwards.';
export const DMH_TIME_PAST_MESSAGE = 'Please choose a time later than now.';
export const DMH_FREE_TEXT_MESSAGE = 'Please enter between 5 and 300 characters.';

/** The gender field's options (seed 001 section 5). */
export const DMH_GENDER_OPTIONS = ['Male', 'Female', 'Prefer not to say'] as const;

/** The confirm question's field types. */
export const DMH_FIELD_TYPES = ['email', 'phone', 'dob', 'child_dob', 'select', 'gender', 'text'] as const;
export type DmhFieldType = (typeof DMH_FIELD_TYPES)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Free text: more than 4 characters once trimmed, at most 300. */
export function isValidFreeText(text: string): boolean {
  const length = text.trim().length;
  return length >= FREE_TEXT_MIN_LENGTH && length <= FREE_TEXT_MAX_LENGTH;
}

/**
 * The message of one confirm field, or null when valid. `today` is the member's calendar date (local), as the
 * age rules count whole years from it.
 */
export function confirmFieldError(type: string | null | undefined, value: string, today: Date, choices: readonly string[] = DMH_GENDER_OPTIONS): string | null {
  const text = value.trim();
  switch (type) {
    case 'email':
      return EMAIL.test(text) && text.length <= 254 ? null : DMH_EMAIL_MESSAGE;
    case 'phone':
      return /^\+?[\d\s()-]+$/.test(text) && phoneDigits(text) >= PHONE_MIN_DIGITS && text.length <= 20 ? null : DMH_PHONE_MESSAGE;
    case 'dob': {
      const age = ageOn(text, today);
      return Number.isFinite(age) && age >= MIN_AGE && age < 130 ? null : DMH_DOB_MESSAGE;
    }
    case 'child_dob': {
      const age = ageOn(text, today);
      return age >= CHILD_MIN_AGE && age <= CHILD_MAX_AGE ? null : DMH_CHILD_DOB_MESSAGE;
    }
    case 'select':
    case 'gender':
      return text !== '' && choices.includes(text) ? null : DMH_EMPTY_MESSAGE;
    default:
      return text.length >= 2 && text.length <= 100 ? null : DMH_SHORT_MESSAGE;
  }
}

/** A preferred date and time as the date-time question sends it: local wall time, YYYY-MM-DDTHH:mm. */
export const DMH_DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

function localDate(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

function localTime(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * The message of one preferred date-time, or null: the date may not be before today, and on today the time may
 * not be before now. `now` is read in the local time zone of whoever checks (the page: the member's).
 */
export function dateTimeError(value: string, now: Date): string | null {
  const match = DMH_DATE_TIME_PATTERN.exec(value);
  if (!match) return DMH_DATE_PAST_MESSAGE;
  const [date, time] = [match[1]!, `${match[2]}:${match[3]}`];
  const today = localDate(now);
  if (date < today) return DMH_DATE_PAST_MESSAGE;
  if (date === today && time < localTime(now)) return DMH_TIME_PAST_MESSAGE;
  return null;
}

/** The second preference must differ from the first. */
export function secondPreferenceError(first: string, second: string): string | null {
  return first !== '' && first === second ? DMH_SECOND_PREFERENCE_MESSAGE : null;
}

/** The progress bar's share (seed 001 section 9): (total minus remaining) / (total + 1). */
export function dmhProgress(stage: { total_number_of_questions: number; number_of_questions_to_complete: number }): number {
  const total = stage.total_number_of_questions;
  return (total - stage.number_of_questions_to_complete) / (total + 1);
}
