import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AGE_MESSAGE,
  MEMBERSHIP_NUMBER_MESSAGE,
  PASSWORD_SPECIAL_MESSAGE,
  PHONE_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  adultDobSchema,
  ageOn,
  isValidPassword,
  membershipNumberSchema,
  phoneSchema,
  passwordSchema,
} from './rules';

const pad = (n: number) => String(n).padStart(2, '0');
/** The local calendar date `years` years before today, shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('age', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2000-03-15', new Date(2016, 2, 14))).toBe(15);
    expect(ageOn('2000-03-15', new Date(2016, 2, 15))).toBe(16);
  });

  it('accepts a member on their 16th birthday and refuses them the day before', () => {
    expect(v.safeParse(adultDobSchema, yearsAgo(16)).success).toBe(true);
    const dayBefore = v.safeParse(adultDobSchema, yearsAgo(16, 1));
    expect(dayBefore.issues?.[0]?.message).toBe(AGE_MESSAGE);
  });
});

describe('password rule (strict by default)', () => {
  it.each(['Brighter#Days2026', 'Abcdefgh1!', 'Zz9 zzzzzzz'])('accepts %s', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  it.each([
    'Short1!',
    'alllowercase1!',
    'ALLUPPERCASE1!',
    'NoNumbersHere!',
    'NoSpecial123',
    'Hyphen-And/Slash1',
  ])('refuses %s', (password) => {
    expect(isValidPassword(password)).toBe(false);
  });

  it('does not count hyphen or slash as special characters', () => {
    expect(v.safeParse(passwordSchema(), 'Abcdefgh1-/').issues?.[0]?.message).toBe(PASSWORD_SPECIAL_MESSAGE);
  });

  it('has a lenient per-client reading: 8 characters, upper, lower, number', () => {
    expect(isValidPassword('Abcdefg1', 'lenient')).toBe(true);
    expect(isValidPassword('Abcdefg1', 'strict')).toBe(false);
  });
});

describe('phone and membership number', () => {
  it('needs at least 8 digits', () => {
    expect(v.safeParse(phoneSchema, '+353 87 123 4567').success).toBe(true);
    expect(v.safeParse(phoneSchema, '123 4567').issues?.[0]?.message).toBe(PHONE_MESSAGE);
    expect(v.safeParse(phoneSchema, '  ').issues?.[0]?.message).toBe(PHONE_REQUIRED_MESSAGE);
  });

  it('trims the membership number and refuses a blank one', () => {
    expect(v.parse(membershipNumberSchema, ' AX-1 ')).toBe('AX-1');
    expect(v.safeParse(membershipNumberSchema, '   ').issues?.[0]?.message).toBe(MEMBERSHIP_NUMBER_MESSAGE);
  });
});
