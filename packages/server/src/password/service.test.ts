import { describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, PASSWORD_LENGTH_MESSAGE, PASSWORD_SPECIAL_MESSAGE } from '@portal/contract/rules';
import { newPasswordProblem } from './service';

describe('new password rules on the server', () => {
  it('uses the contract rules and messages', () => {
    expect(newPasswordProblem('Short1!', 'Short1!')).toBe(PASSWORD_LENGTH_MESSAGE);
    expect(newPasswordProblem('Longenough12', 'Longenough12')).toBe(PASSWORD_SPECIAL_MESSAGE);
    // hyphen and slash are not special characters (seed 001 section 5)
    expect(newPasswordProblem('Longenough-12/', 'Longenough-12/')).toBe(PASSWORD_SPECIAL_MESSAGE);
    expect(newPasswordProblem('Longenough12!', 'Longenough12?')).toBe(PASSWORDS_DO_NOT_MATCH_MESSAGE);
    expect(newPasswordProblem('Longenough12!', 'Longenough12!')).toBeNull();
  });
});

