import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDate, weekdayNames } from './dates';

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

  it('writes an admin table date, month and week', () => {
    expect(formatDate(instant, 'shortDate', 'en')).toBe('14 Mar 2026');
    expect(formatDate(instant, 'shortDate', 'de')).toBe('14.03.2026');
    expect(formatDate('2026-09-01', 'shortMonthYear', 'en')).toBe('Sep 2026');
    expect(formatDate('2026-03-01', 'shortMonthYear', 'de')).toBe('März 2026');
    expect(formatDate('2026-03-09', 'shortDayMonth', 'en')).toBe('9 Mar');
    expect(formatDate('2026-03-09', 'shortDayMonth', 'de')).toBe('9. März');
  });

  it('writes calendar titles, days and weekdays', () => {
    expect(formatDate('2026-03-01', 'monthYear', 'en')).toBe('March 2026');
    expect(formatDate('2026-03-01', 'monthYear', 'de')).toBe('März 2026');
    expect(formatDate(instant, 'dayMonth', 'en')).toBe('14 March');
    expect(formatDate(instant, 'dayMonth', 'de')).toBe('14. März');
    expect(formatDate('2026-03-14', 'shortWeekdayDayMonth', 'en')).toBe('Sat 14 Mar');
    expect(formatDate('2026-03-14', 'shortWeekdayDayMonth', 'de')).toBe('Sa., 14. März');
    expect(formatDate('2026-03-14', 'weekdayDayMonth', 'en')).toBe('Saturday 14 March');
    expect(formatDate('2026-03-14', 'weekdayDayMonth', 'de')).toBe('Samstag, 14. März');
    expect(formatDate(instant, 'weekday', 'en')).toBe('Saturday');
    expect(formatDate(instant, 'weekday', 'de')).toBe('Samstag');
    expect(formatDate(instant, 'shortWeekday', 'en')).toBe('Sat');
    expect(formatDate(instant, 'shortWeekday', 'de')).toBe('Sa');
  });

  it('writes a weekday, day and time together', () => {
    expect(formatDate(instant, 'shortWeekdayDayMonthTime', 'en')).toBe('Sat 14 Mar, 09:30');
    expect(formatDate(instant, 'shortWeekdayDayMonthTime', 'de')).toBe('Sa., 14. März, 09:30');
    expect(formatDate(instant, 'weekdayDayMonthTime', 'en')).toBe('Saturday 14 March at 09:30');
    expect(formatDate(instant, 'weekdayDayMonthTime', 'de')).toBe('Samstag, 14. März um 09:30');
    expect(formatDate(instant, 'weekdayDateTime', 'en')).toBe('Saturday 14 March 2026 at 09:30');
    expect(formatDate(instant, 'weekdayDateTime', 'de')).toBe('Samstag, 14. März 2026 um 09:30');
    expect(formatDate(instant, 'weekdayDateTime', 'fr')).toBe('samedi 14 mars 2026 à 09:30');
  });

  it('shows an instant in UTC when asked, whatever the browser time zone', () => {
    // 23:30 UTC on the 31st is already the 1st east of UTC and still the 31st west of it; UTC reads the 31st
    expect(formatDate('2026-03-31T23:30:00.000Z', 'shortDate', 'en', { utc: true })).toBe('31 Mar 2026');
    expect(formatDate('2026-04-01T00:30:00.000Z', 'shortDate', 'de', { utc: true })).toBe('01.04.2026');
    expect(formatDate('2027-06-30', 'shortDate', 'en', { utc: true })).toBe('30 Jun 2027');
    expect(formatDate('2026-03-31T23:30:00.000Z', 'time', 'en', { utc: true })).toBe('23:30');
  });

  it('reads a regional or unknown language as its base language or English', () => {
    expect(formatDate('1988-04-12', 'longDate', 'de-CH')).toBe('12. April 1988');
    expect(formatDate('1988-04-12', 'longDate', 'it')).toBe('12 April 1988');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatDate('not a date', 'longDate', 'en')).toBe('not a date');
  });
});

describe('weekdayNames', () => {
  it('lists the weekdays from Monday', () => {
    expect(weekdayNames('shortWeekday', 'en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('shortWeekday', 'de')).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(weekdayNames('weekday', 'de')[0]).toBe('Montag');
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
