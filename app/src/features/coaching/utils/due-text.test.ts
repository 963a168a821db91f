import { describe, expect, it } from 'vitest';
import { dueOf, startVideoDelay } from './due-text';

// Wednesday 10 June 2026, 09:00 local time
const now = new Date(2026, 5, 10, 9, 0);
const task = (target_date: string | false, extra: Partial<{ completed: boolean; disabled: boolean; recurring_type: string | null }> = {}) => ({
  completed: false,
  disabled: false,
  recurring_type: null,
  target_date,
  ...extra,
});

describe('due text', () => {
  it('says Done, Repeats, Today, Tomorrow, the weekday within 6 days, then day and month', () => {
    expect(dueOf(task('2026-06-10', { completed: true }), now)).toEqual({ kind: 'done' });
    expect(dueOf(task(false, { recurring_type: 'daily' }), now)).toEqual({ kind: 'repeats', type: 'daily' });
    expect(dueOf(task('2026-06-10'), now)).toEqual({ kind: 'today' });
    expect(dueOf(task('2026-06-11'), now)).toEqual({ kind: 'tomorrow' });
    expect(dueOf(task('2026-06-12'), now)).toMatchObject({ kind: 'weekday' });
    expect(dueOf(task('2026-06-16'), now)).toMatchObject({ kind: 'weekday' });
    expect(dueOf(task('2026-06-17'), now)).toMatchObject({ kind: 'date' });
    expect(dueOf(task('2026-06-01'), now)).toMatchObject({ kind: 'date' });
    expect(dueOf(task(false), now)).toEqual({ kind: 'none' });
  });

  it('gives a locked task no due text, even when done or recurring', () => {
    expect(dueOf(task('2026-06-10', { disabled: true, completed: true }), now)).toEqual({ kind: 'none' });
    expect(dueOf(task(false, { disabled: true, recurring_type: 'weekly' }), now)).toEqual({ kind: 'none' });
  });

  it('shows Start Video from 10 minutes before the start, with a timer only under 2147483647 ms', () => {
    const at = Date.UTC(2026, 5, 10, 9, 0);
    expect(startVideoDelay('2026-06-10T09:05:00Z', at)).toBe(0);
    expect(startVideoDelay('2026-06-10T09:10:00Z', at)).toBe(0);
    expect(startVideoDelay('2026-06-10T09:11:00Z', at)).toBe(60_000);
    expect(startVideoDelay('2026-08-10T09:00:00Z', at)).toBeNull();
  });
});
