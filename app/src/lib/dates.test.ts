import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDate } from './dates';

// Local times: the instants below are built from local parts, so the expectations hold in any time zone.
const instant = new Date(2026, 2, 14, 9, 30).toISOString();

describe('formatDate', () => {
  it('writes a calendar date as that day, in British English, German and French', () => {
    expect(formatDate('1988-04-12', 'longDate', 'en')).toBe('12 April 1988');
    expect(formatDate('1988-04-12', 'longDate', 'de')).toBe('12. April 1988');
    expect(formatDate('1988-04-12', 'longDate', 'fr')).toBe('12 avril 1988');
  });

  it('writes the weekday, date and time of an instant', () => {
    expect(formatDate(instant, 'weekdayDate', 'en')).toBe('Saturday 14 March 2026');
    expect(formatDate(instant, 'weekdayDate', 'de')).toBe('Samstag, 14. März 2026');
    expect(formatDate(instant, 'dateTime', 'en')).toBe('14 Mar 2026, 09:30');
    expect(formatDate(instant, 'dateTime', 'de')).toBe('14.03.2026, 09:30');
    expect(formatDate(instant, 'time', 'en')).toBe('09:30');
    expect(formatDate(new Date(2026, 2, 14, 17, 5), 'time', 'de')).toBe('17:05');
  });

  it('writes a booking card month and day', () => {
    expect(formatDate(instant, 'shortMonth', 'en')).toBe('Mar');
    expect(formatDate(instant, 'shortMonth', 'de')).toBe('März');
    expect(formatDate(instant, 'dayOfMonth', 'en')).toBe('14');
  });

  it('reads a regional or unknown language as its base language or English', () => {
    expect(formatDate('1988-04-12', 'longDate', 'de-CH')).toBe('12. April 1988');
    expect(formatDate('1988-04-12', 'longDate', 'it')).toBe('12 April 1988');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatDate('not a date', 'longDate', 'en')).toBe('not a date');
  });
});

describe('formatCountdown', () => {
  it('writes minutes and two-digit seconds, rounding part seconds up', () => {
    expect(formatCountdown(120_000)).toBe('2:00');
    expect(formatCountdown(61_200)).toBe('1:02');
    expect(formatCountdown(9_001)).toBe('0:10');
  });

  it('keeps counting minutes past an hour and never goes below zero', () => {
    expect(formatCountdown(75 * 60_000)).toBe('75:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
