import { describe, expect, it } from 'vitest';
import { checkParts, dateLayout, daysInMonth, formatIso, partsFromIso, valueOfParts } from './date-parts';

const parts = (day: string, month: string, year: string) => ({ day, month, year });

describe('dateLayout', () => {
  it('writes British English and French day first with slashes, German with dots, American month first', () => {
    expect(dateLayout('en')).toEqual({ order: ['day', 'month', 'year'], separator: '/' });
    expect(dateLayout('fr')).toEqual({ order: ['day', 'month', 'year'], separator: '/' });
    expect(dateLayout('de')).toEqual({ order: ['day', 'month', 'year'], separator: '.' });
    expect(dateLayout('en-US').order).toEqual(['month', 'day', 'year']);
  });

  it('formats an ISO date as the language writes it', () => {
    expect(formatIso('2026-12-01', 'en')).toBe('01/12/2026');
    expect(formatIso('2026-12-01', 'de')).toBe('01.12.2026');
  });
});

describe('checkParts', () => {
  it('gives the ISO date of three parts, padded', () => {
    expect(checkParts(parts('1', '12', '2026'))).toEqual({ kind: 'date', iso: '2026-12-01' });
    expect(checkParts(parts(' 07 ', '3', '1990'))).toEqual({ kind: 'date', iso: '1990-03-07' });
  });

  it('says nothing is typed, or which parts are missing or not numbers', () => {
    expect(checkParts(parts('', '', ''))).toEqual({ kind: 'empty' });
    expect(checkParts(parts('12', '', '1990'))).toEqual({ kind: 'incomplete', missing: ['month'] });
    expect(checkParts(parts('1a', '4', '90'))).toEqual({ kind: 'incomplete', missing: ['day', 'year'] });
    expect(checkParts(parts('123', '4', '1990'))).toEqual({ kind: 'incomplete', missing: ['day'] });
  });

  it('refuses days that are not on the calendar', () => {
    expect(checkParts(parts('31', '02', '2026')).kind).toBe('invalid');
    expect(checkParts(parts('31', '04', '2026')).kind).toBe('invalid');
    expect(checkParts(parts('0', '04', '2026')).kind).toBe('invalid');
    expect(checkParts(parts('10', '13', '2026')).kind).toBe('invalid');
    expect(checkParts(parts('10', '0', '2026')).kind).toBe('invalid');
    expect(checkParts(parts('1', '1', '0000')).kind).toBe('invalid');
  });

  it('knows leap years: every fourth, not every hundredth, every four-hundredth', () => {
    expect(checkParts(parts('29', '02', '2024'))).toEqual({ kind: 'date', iso: '2024-02-29' });
    expect(checkParts(parts('29', '02', '2026')).kind).toBe('invalid');
    expect(checkParts(parts('29', '02', '1900')).kind).toBe('invalid');
    expect(checkParts(parts('29', '02', '2000'))).toEqual({ kind: 'date', iso: '2000-02-29' });
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
  });

  it('says a date is before min or after max, both inclusive', () => {
    const range = { min: '2026-12-01', max: '2026-12-31' };
    expect(checkParts(parts('30', '11', '2026'), range)).toEqual({ kind: 'tooEarly', iso: '2026-11-30' });
    expect(checkParts(parts('1', '12', '2026'), range)).toEqual({ kind: 'date', iso: '2026-12-01' });
    expect(checkParts(parts('31', '12', '2026'), range)).toEqual({ kind: 'date', iso: '2026-12-31' });
    expect(checkParts(parts('1', '1', '2027'), range)).toEqual({ kind: 'tooLate', iso: '2027-01-01' });
  });
});

describe('valueOfParts', () => {
  const ISO = /^\d{4}-\d{2}-\d{2}$/;

  it('is the ISO date, or empty, as the browser date input was', () => {
    expect(valueOfParts(parts('1', '12', '2026'), 'de')).toBe('2026-12-01');
    expect(valueOfParts(parts('', '', ''), 'en')).toBe('');
  });

  it('is what was typed when it is no date, which no yyyy-mm-dd check accepts', () => {
    expect(valueOfParts(parts('31', '02', '1990'), 'en')).toBe('31/02/1990');
    expect(valueOfParts(parts('12', '', '1990'), 'de')).toBe('12..1990');
    expect(valueOfParts(parts('31', '02', '1990'), 'sv')).not.toMatch(ISO);
  });

  it('reads back an ISO date into its parts', () => {
    expect(partsFromIso('2026-12-01')).toEqual({ day: '01', month: '12', year: '2026' });
    expect(partsFromIso('01/12/2026')).toBeNull();
  });
});
