import { describe, expect, it } from 'vitest';
import { AGE_MESSAGE, MEMBERSHIP_NUMBER_MESSAGE } from '@portal/contract/rules';
import type { Db, Member } from '../core/types';
import { normaliseMembershipNumber, setDob } from './service';

const member: Member = { userId: 1, clientId: 'harbour', sessionId: 's', role: 'cl' };
const noDb = {} as Db;

describe('account rules', () => {
  it('refuses an age under 16 on the server too, before touching the database', async () => {
    await expect(setDob(noDb, member, '2015-01-01', new Date('2025-03-10'))).rejects.toMatchObject({
      status: 422,
      message: AGE_MESSAGE,
    });
    // the day before the 16th birthday
    await expect(setDob(noDb, member, '2009-03-11', new Date(2025, 2, 10))).rejects.toMatchObject({ message: AGE_MESSAGE });
  });

  it('trims the membership number and refuses a blank one', () => {
    expect(normaliseMembershipNumber('  AXA-123 ')).toBe('AXA-123');
    expect(() => normaliseMembershipNumber('   ')).toThrow(MEMBERSHIP_NUMBER_MESSAGE);
  });
});
