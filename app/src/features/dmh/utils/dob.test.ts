import { describe, expect, it } from 'vitest';
import { dobPattern, formatDob, parseDob } from './dob';

describe('birth dates as members write them', () => {
  it('reads day-first dates with dots, slashes or dashes, and ISO', () => {
    expect(parseDob('12.04.1988')).toBe('1988-04-12');
    expect(parseDob('12/04/1988')).toBe('1988-04-12');
    expect(parseDob('2/4/1988')).toBe('1988-04-02');
    expect(parseDob(' 12-04-1988 ')).toBe('1988-04-12');
    expect(parseDob('1988-04-12')).toBe('1988-04-12');
  });

  it('refuses what is not a date', () => {
    for (const text of ['', 'abc', '31/02/1988', '12/13/1988', '12.04.88', '00.04.1988', '1988/04/12']) expect(parseDob(text)).toBeNull();
  });

  it('writes the known date the member’s way', () => {
    expect(dobPattern('de')).toBe('DD.MM.YYYY');
    expect(dobPattern('en')).toBe('DD/MM/YYYY');
    expect(formatDob('1988-04-12', 'de')).toBe('12.04.1988');
    expect(formatDob('1988-04-12', 'en')).toBe('12/04/1988');
  });
});
