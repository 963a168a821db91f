import { describe, expect, it } from 'vitest';
import { ageOn, checkIntakeAnswer, isGenericValid, ruleForField } from './intake-rules';

const today = '2026-11-25';

describe('intake field rules (seed 003 section 5)', () => {
  it('picks the rule by the field name', () => {
    expect(ruleForField('email')).toBe('email');
    expect(ruleForField('emergency_email')).toBe('email');
    expect(ruleForField('gp_email')).toBe('gp_email');
    expect(ruleForField('gp_phone_number')).toBe('phone');
    expect(ruleForField('child_dob')).toBe('child_dob');
    expect(ruleForField('dob')).toBe('dob');
    expect(ruleForField('first_name')).toBe('generic');
  });

  it('takes a number or a string longer than one character after trimming', () => {
    expect(isGenericValid(0)).toBe(true);
    expect(isGenericValid(' a ')).toBe(false);
    expect(isGenericValid('ab')).toBe(true);
  });

  it('counts whole years and refuses dates that are not real', () => {
    expect(ageOn('2010-11-25', today)).toBe(16);
    expect(ageOn('2010-11-26', today)).toBe(15);
    expect(ageOn('2026-02-30', today)).toBeNull();
    expect(ageOn('2030-01-01', today)).toBeNull();
  });

  it('asks adults for at least 16 years and children for 6 to 16 inclusive', () => {
    const dob = { id: 'dob', type: 'dob', required: true } as const;
    const child = { id: 'child_dob', type: 'dob', required: true } as const;
    expect(checkIntakeAnswer(dob, '2010-11-25', today)).toBeNull();
    expect(checkIntakeAnswer(dob, '2010-11-26', today)).toBe('adult_age');
    expect(checkIntakeAnswer(child, '2020-11-25', today)).toBeNull();
    expect(checkIntakeAnswer(child, '2020-11-26', today)).toBe('child_age');
    expect(checkIntakeAnswer(child, '2009-11-26', today)).toBeNull();
    expect(checkIntakeAnswer(child, '2009-11-25', today)).toBe('child_age');
  });

  it('checks phones as 8 to 15 digits with an optional plus, and emails by pattern', () => {
    const phone = { id: 'phone_number', type: 'phone', required: true } as const;
    expect(checkIntakeAnswer(phone, { phone: '7700 900123', countryCode: '+44' }, today)).toBeNull();
    expect(checkIntakeAnswer(phone, { phone: '1234567', countryCode: '+44' }, today)).toBe('phone');
    expect(checkIntakeAnswer(phone, { phone: '1234567890123456', countryCode: '+44' }, today)).toBe('phone');
    const email = { id: 'email', type: 'text', required: true } as const;
    expect(checkIntakeAnswer(email, 'a@b.co', today)).toBeNull();
    expect(checkIntakeAnswer(email, 'a@b', today)).toBe('email');
  });

  it('lets gp_email be empty, but not wrong', () => {
    const gp = { id: 'gp_email', type: 'text', required: false } as const;
    expect(checkIntakeAnswer(gp, '', today)).toBeNull();
    expect(checkIntakeAnswer(gp, 'not-an-email', today)).toBe('email');
  });

  it('requires required fields and options from the list', () => {
    const choice = { id: 'gp_permission', type: 'choice', required: true, options: ['Yes', 'No'] } as const;
    expect(checkIntakeAnswer(choice, undefined, today)).toBe('required');
    expect(checkIntakeAnswer(choice, 'Maybe', today)).toBe('choice');
    expect(checkIntakeAnswer(choice, 'No', today)).toBeNull();
    expect(checkIntakeAnswer({ id: 'first_name', type: 'text', required: true }, 'A', today)).toBe('required');
  });
});
