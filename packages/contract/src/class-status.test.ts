import { describe, expect, it } from 'vitest';
import { classStatus, serverTime } from './calls/content';

const start = '2026-03-01 10:00:00';
const end = '2026-03-01 11:00:00';
const at = (text: string) => serverTime(text)!;

describe('classStatus (seed 001 section 4)', () => {
  it('is not_started before the start, live until the end, ended after', () => {
    expect(classStatus({ start, end }, at('2026-03-01 09:59:59'))).toBe('not_started');
    expect(classStatus({ start, end }, at(start))).toBe('live');
    expect(classStatus({ start, end }, at('2026-03-01 10:59:59'))).toBe('live');
    expect(classStatus({ start, end }, at(end))).toBe('ended');
  });

  it('keeps training plans and videos without times ended', () => {
    expect(classStatus({ start, end, source: 'TrainingPlan' }, at('2026-03-01 09:00:00'))).toBe('ended');
    expect(classStatus({ start: null, end: null }, at(start))).toBe('ended');
  });

  it('reads server times as UTC and ISO times as they are', () => {
    expect(serverTime('2026-03-01 10:00:00')).toBe(Date.UTC(2026, 2, 1, 10));
    expect(serverTime('2026-03-01T10:00:00+01:00')).toBe(Date.UTC(2026, 2, 1, 9));
    expect(serverTime('nonsense')).toBeNull();
    expect(serverTime(null)).toBeNull();
  });
});
