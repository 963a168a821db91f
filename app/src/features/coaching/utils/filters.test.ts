import { describe, expect, it } from 'vitest';
import { coachMatches } from './filters';
import { slotsByLocalDate } from './slots';

describe('coach filters (seed 002 section 5)', () => {
  const today = { gender: 'Female' as const, availability: ['Today', 'This Month'] };
  const later = { gender: 'Male' as const, availability: [] };

  it('Any Gender and Anytime let every coach through', () => {
    expect(coachMatches(today, 'Any Gender', 'Anytime')).toBe(true);
    expect(coachMatches(later, 'Any Gender', 'Anytime')).toBe(true);
  });

  it('needs the gender to match and the availability list to hold the filter', () => {
    expect(coachMatches(today, 'Male', 'Anytime')).toBe(false);
    expect(coachMatches(today, 'Female', 'Today')).toBe(true);
    expect(coachMatches(today, 'Female', 'Tomorrow')).toBe(false);
    expect(coachMatches(later, 'Male', 'This Month')).toBe(false);
  });
});

describe('slots by the member’s own day', () => {
  it('groups every slot under its local date, earliest first, across the server’s days', () => {
    const a = new Date(2026, 10, 24, 23, 30);
    const b = new Date(2026, 10, 24, 9, 0);
    const c = new Date(2026, 10, 25, 0, 30);
    const groups = slotsByLocalDate([
      { slots: [{ id: 1, start: a.toISOString() }] },
      { slots: [{ id: 2, start: b.toISOString() }, { id: 3, start: c.toISOString() }] },
    ]);
    expect(groups).toEqual([
      { date: '2026-11-24', slots: [{ id: 2, start: b.toISOString() }, { id: 1, start: a.toISOString() }] },
      { date: '2026-11-25', slots: [{ id: 3, start: c.toISOString() }] },
    ]);
  });
});
