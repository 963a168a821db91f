import { describe, expect, it } from 'vitest';
import type { DateRow, LapsedSeats, SlotRow } from './repository';
import { afterLapses, isFullyBooked } from './service';

const at = new Date('2026-12-10T09:00:00Z');
const date = (booked: number, capacity: number): DateRow => ({ id: 7, clientId: 'harbour', eventId: 1, startAt: at, endAt: at, capacity, booked }) as DateRow;
const slot = (id: number, booked: number, capacity: number): SlotRow => ({ id, clientId: 'harbour', eventDateId: 7, startAt: at, endAt: at, capacity, booked }) as SlotRow;
const lapsed = (slotId: number | null, count: number, waiting: number): LapsedSeats => ({ eventDateId: 7, slotId, lapsed: count, waiting });

describe('afterLapses: seats as the release of lapsed held places will leave them', () => {
  it('frees a lapsed seat nobody waits for, and keeps it taken when someone does', () => {
    expect(afterLapses(date(2, 2), [], [lapsed(null, 1, 0)]).date.booked).toBe(1);
    expect(isFullyBooked(afterLapses(date(2, 2), [], [lapsed(null, 1, 1)]).date, [], 'event')).toBe(true);
    // two lapsed, one waiting: one seat passes on, one is free
    expect(afterLapses(date(3, 3), [], [lapsed(null, 2, 1)]).date.booked).toBe(2);
  });

  it('leaves dates without lapsed places as they are', () => {
    const row = date(2, 2);
    expect(afterLapses(row, [], [{ ...lapsed(null, 1, 0), eventDateId: 8 }]).date).toBe(row);
  });

  it('shares the date’s waiting list among its slots in order', () => {
    const { slots } = afterLapses(date(0, 0), [slot(1, 1, 1), slot(2, 1, 1)], [lapsed(1, 1, 1), lapsed(2, 1, 1)]);
    expect(slots.map((row) => row.booked)).toEqual([1, 0]);
    expect(isFullyBooked(date(0, 0), slots, 'service')).toBe(false);
  });
});
