import { describe, expect, it } from 'vitest';
import type { Db } from './types';
import { memberLanguage, shownLanguage } from './member-settings';

const kontor = { languages: ['de', 'en'] as ('de' | 'en')[], defaultLanguage: 'de' as const };
// A member whose settings the core already read never reaches the database.
const noDb = {} as Db;
const member = (language: string) => ({
  clientId: 'kontor',
  userId: 1,
  settings: { employerAdmin: false, language },
});

describe('member language', () => {
  it('shows the member language when the client offers it, else the client default', () => {
    expect(shownLanguage('en', kontor)).toBe('en');
    expect(shownLanguage('fr', kontor)).toBe('de');
    expect(shownLanguage(undefined, kontor)).toBe('de');
    expect(shownLanguage('', kontor)).toBe('de');
  });

  it("keeps the member's own choice beside what the client shows", async () => {
    expect(await memberLanguage(noDb, member('fr'), kontor)).toEqual({ own: 'fr', shown: 'de' });
    expect(await memberLanguage(noDb, member('en'), kontor)).toEqual({ own: 'en', shown: 'en' });
    expect(await memberLanguage(noDb, member(''), kontor)).toEqual({ own: 'de', shown: 'de' });
  });
});
