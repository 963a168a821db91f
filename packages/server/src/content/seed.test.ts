import { describe, expect, it } from 'vitest';
import { eventLocations } from './seed';
import { CLIENT_EVENTS } from './seed-catalogue';

describe('seeded event locations', () => {
  it('leaves the last location without events and spreads the others', () => {
    const placed = eventLocations(CLIENT_EVENTS, [10, 11, 12]);
    const used = new Set(placed.flat());
    expect(used.has(12)).toBe(false);
    expect(used).toEqual(new Set([10, 11]));
    CLIENT_EVENTS.forEach((entry, index) => {
      if (entry.virtual) expect(placed[index]).toEqual([]);
    });
  });

  it('has at least 14 event dates, some past', () => {
    const days = CLIENT_EVENTS.flatMap((entry) => entry.days);
    expect(days.length).toBeGreaterThanOrEqual(14);
    expect(days.some((day) => day < 0)).toBe(true);
  });
});
