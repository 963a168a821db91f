import { describe, expect, it } from 'vitest';
import { COUNTRY_CONTACTS } from '@portal/contract/emergency-contacts';
import { CATALOGUE_LANGUAGES } from '../../../lib/i18n';
import { COUNTRY_NAMES, COUNTRY_ORDER } from './country-names';

describe('the countries of the emergency contacts have one table of names (issue 34)', () => {
  it.each(CATALOGUE_LANGUAGES)('names and orders every country in %s', (language) => {
    const codes = COUNTRY_CONTACTS.map((row) => row.code).sort();
    expect(Object.keys(COUNTRY_NAMES[language]).sort()).toEqual(codes);
    expect([...COUNTRY_ORDER[language]].sort()).toEqual(codes);
    for (const code of codes) expect(COUNTRY_NAMES[language][code]?.length, `${language} ${code}`).toBeGreaterThan(1);
  });
});
