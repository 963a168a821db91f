import { describe, expect, it } from 'vitest';
import { monthWeeks, moveFocus, shiftMonth } from './calendar';

describe('month calendar', () => {
  it('starts every week on Monday and covers the whole month', () => {
    // 1 November 2026 is a Sunday: the first week starts on Monday 26 October
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]![0]).toEqual({ date: '2026-10-26', day: 26, inMonth: false });
    expect(weeks[0]![6]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.at(-1)!.some((d) => d.date === '2026-11-30')).toBe(true);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
    // February 2027 begins on a Monday
    expect(monthWeeks('2027-02')[0]![0]!.date).toBe('2027-02-01');
  });

  it('moves the focus by day, week, week end and month', () => {
    expect(moveFocus('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(moveFocus('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(moveFocus('2026-11-26', 'ArrowUp')).toBe('2026-11-19');
    expect(moveFocus('2026-11-26', 'ArrowDown')).toBe('2026-12-03');
    expect(moveFocus('2026-11-26', 'Home')).toBe('2026-11-23');
    expect(moveFocus('2026-11-26', 'End')).toBe('2026-11-29');
    expect(moveFocus('2026-11-26', 'PageDown')).toBe('2026-12-26');
    expect(moveFocus('2026-11-26', 'x')).toBeNull();
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});
