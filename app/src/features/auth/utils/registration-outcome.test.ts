import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@portal/contract/calls/auth';
import { registrationOutcome } from './registration-outcome';

const user = { user_id: 7, first_name: 'Robin' } as SessionUser;

describe('registration error mapping', () => {
  it('signs in with a user', () => {
    expect(registrationOutcome({ user })).toEqual({ kind: 'signedIn', user });
  });

  it("maps 'Access code not recognised' to the field message", () => {
    expect(registrationOutcome({ error: 'Access code not recognised' })).toEqual({ kind: 'accessCodeNotRecognised' });
  });

  it('maps any other error text to the banner', () => {
    expect(registrationOutcome({ error: 'This email address is already registered.' })).toEqual({
      kind: 'failed',
      error: 'This email address is already registered.',
    });
  });

  it('maps a reply with neither user nor error to the full-page message', () => {
    expect(registrationOutcome({})).toEqual({ kind: 'noUser' });
    expect(registrationOutcome({ error: '' })).toEqual({ kind: 'noUser' });
    expect(registrationOutcome(null)).toEqual({ kind: 'noUser' });
  });
});
