import { describe, expect, it } from 'vitest';
import { demoSlots } from './seed';
import { availabilityOf, serviceOf } from './service';

const at = (iso: string) => new Date(iso);

describe('availability from free slots', () => {
  const now = at('2026-11-23T13:00:00Z');

  it('says Today, Tomorrow and This Month by the UTC day of each free slot', () => {
    expect(availabilityOf([{ startAt: at('2026-11-23T15:00:00Z') }], now)).toEqual(['Today', 'This Month']);
    expect(availabilityOf([{ startAt: at('2026-11-24T09:00:00Z') }], now)).toEqual(['Tomorrow', 'This Month']);
    expect(availabilityOf([{ startAt: at('2026-12-01T09:00:00Z') }], now)).toEqual([]);
    expect(availabilityOf([], now)).toEqual([]);
  });

  it('ignores a slot that has started', () => {
    expect(availabilityOf([{ startAt: at('2026-11-23T12:00:00Z') }], now)).toEqual([]);
  });

  it('counts tomorrow in the next month on the last day of a month', () => {
    expect(availabilityOf([{ startAt: at('2026-12-01T09:00:00Z') }], at('2026-11-30T10:00:00Z'))).toEqual(['Tomorrow']);
  });
});

describe('demo calendars', () => {
  const now = at('2026-11-23T13:20:00Z'); // a Monday

  it('never offers a slot that has started and skips weekends when the coach does', () => {
    const slots = demoSlots({ firstDay: 1, hours: [9, 13], weekends: false, soon: false }, 'healthcoach', now);
    expect(slots.every((s) => s.startAt > now)).toBe(true);
    expect(slots.some((s) => [0, 6].includes(s.startAt.getUTCDay()))).toBe(false);
    expect(slots[0]!.startAt.toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(slots[0]!.endAt.getTime() - slots[0]!.startAt.getTime()).toBe(45 * 60_000);
  });

  it('gives an always-on coach slots later today', () => {
    const slots = demoSlots({ firstDay: 0, hours: [8, 18], weekends: true, soon: true }, 'mental_health', now);
    expect(slots.map((s) => s.startAt.toISOString()).slice(0, 3)).toEqual([
      '2026-11-23T15:00:00.000Z',
      '2026-11-23T16:00:00.000Z',
      '2026-11-23T18:00:00.000Z',
    ]);
  });
});

it('an absent type is mental health coaching', () => {
  expect(serviceOf(undefined)).toBe('mental_health');
  expect(serviceOf('cancer')).toBe('cancer');
});
