import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { AGE_MESSAGE } from '@portal/contract/rules';
import { canContinue, registrationSchema } from './registration-schema';

const complete = { firstName: 'Robin', lastName: 'Newcomer', dob: '1995-01-20', accessCode: 'HARBOUR-2026', membershipNumber: '', acceptTerms: true };

describe('registration enablement', () => {
  it('needs first name, last name, date of birth, access code and the ticked Terms box', () => {
    expect(canContinue(complete)).toBe(true);
    for (const field of ['firstName', 'lastName', 'dob', 'accessCode'] as const) {
      expect(canContinue({ ...complete, [field]: '' }), `${field} empty`).toBe(false);
      expect(canContinue({ ...complete, [field]: '   ' }), `${field} blank`).toBe(false);
    }
    expect(canContinue({ ...complete, acceptTerms: false })).toBe(false);
  });

  it('does not need the membership number', () => {
    expect(canContinue({ ...complete, membershipNumber: '' })).toBe(true);
    expect(v.parse(registrationSchema, { ...complete, membershipNumber: 'M-1' }).membershipNumber).toBe('M-1');
  });
});

describe('the age rule at the 16th birthday', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 12, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  const ageIssue = (dob: string) => {
    const result = v.safeParse(registrationSchema, { ...complete, dob });
    return result.success ? null : (result.issues.find((issue) => v.getDotPath(issue) === 'dob')?.message ?? null);
  };

  it('accepts a member whose 16th birthday is today', () => {
    expect(ageIssue('2010-06-15')).toBeNull();
  });

  it('accepts a member who turned 16 yesterday', () => {
    expect(ageIssue('2010-06-14')).toBeNull();
  });

  it('refuses a member who turns 16 tomorrow, with the spec message', () => {
    expect(ageIssue('2010-06-16')).toBe(AGE_MESSAGE);
    expect(AGE_MESSAGE).toBe('You must be at least 16 years old to use this service.');
  });
});
