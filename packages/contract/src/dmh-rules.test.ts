import { describe, expect, it } from 'vitest';
import {
  confirmFieldError,
  dateTimeError,
  dmhProgress,
  DMH_CHILD_DOB_MESSAGE,
  DMH_DATE_PAST_MESSAGE,
  DMH_DOB_MESSAGE,
  DMH_EMAIL_MESSAGE,
  DMH_EMPTY_MESSAGE,
  DMH_PHONE_MESSAGE,
  DMH_SECOND_PREFERENCE_MESSAGE,
  DMH_SHORT_MESSAGE,
  DMH_TIME_PAST_MESSAGE,
  isValidFreeText,
  secondPreferenceError,
} from './dmh-rules';

const today = new Date(2026, 10, 23, 15, 30);

describe('DMH rules (seed 001 section 5)', () => {
  it('takes free text of 5 to 300 characters once trimmed', () => {
    expect(isValidFreeText('  abcd  ')).toBe(false);
    expect(isValidFreeText('abcde')).toBe(true);
    expect(isValidFreeText('x'.repeat(300))).toBe(true);
    expect(isValidFreeText('x'.repeat(301))).toBe(false);
  });

  it('gives each confirm field its message', () => {
    expect(confirmFieldError('email', 'ada@example', today)).toBe(DMH_EMAIL_MESSAGE);
    expect(confirmFieldError('email', 'ada@example.com', today)).toBeNull();
    expect(confirmFieldError('phone', '1234 567', today)).toBe(DMH_PHONE_MESSAGE);
    expect(confirmFieldError('phone', '+49 1234 5678', today)).toBeNull();
    expect(confirmFieldError('dob', '2010-11-24', today)).toBe(DMH_DOB_MESSAGE);
    expect(confirmFieldError('dob', '2010-11-23', today)).toBeNull();
    expect(confirmFieldError('child_dob', '2021-01-01', today)).toBe(DMH_CHILD_DOB_MESSAGE);
    expect(confirmFieldError('child_dob', '2015-01-01', today)).toBeNull();
    expect(confirmFieldError('child_dob', '2009-11-22', today)).toBe(DMH_CHILD_DOB_MESSAGE);
    expect(confirmFieldError('gender', '', today)).toBe(DMH_EMPTY_MESSAGE);
    expect(confirmFieldError('gender', 'Prefer not to say', today)).toBeNull();
    expect(confirmFieldError('select', 'Other', today, ['A', 'B'])).toBe(DMH_EMPTY_MESSAGE);
    expect(confirmFieldError('text', 'A', today)).toBe(DMH_SHORT_MESSAGE);
    expect(confirmFieldError(undefined, 'Al', today)).toBeNull();
  });

  it('refuses dates before today and times before now on today, and equal preferences', () => {
    expect(dateTimeError('2026-11-22T18:00', today)).toBe(DMH_DATE_PAST_MESSAGE);
    expect(dateTimeError('2026-11-23T15:29', today)).toBe(DMH_TIME_PAST_MESSAGE);
    expect(dateTimeError('2026-11-23T15:30', today)).toBeNull();
    expect(dateTimeError('2026-11-24T08:00', today)).toBeNull();
    expect(secondPreferenceError('2026-11-24T08:00', '2026-11-24T08:00')).toBe(DMH_SECOND_PREFERENCE_MESSAGE);
    expect(secondPreferenceError('2026-11-24T08:00', '2026-11-24T09:00')).toBeNull();
  });

  it('computes progress as (total minus remaining) / (total + 1)', () => {
    expect(dmhProgress({ total_number_of_questions: 10, number_of_questions_to_complete: 10 })).toBe(0);
    expect(dmhProgress({ total_number_of_questions: 10, number_of_questions_to_complete: 4 })).toBeCloseTo(6 / 11);
  });
});
