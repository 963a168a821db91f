import { describe, expect, it } from 'vitest';
import { CHECKIN_TRANSITION_MS, defaultOption, graphLabels } from './checkin';

describe('check-in rules', () => {
  it('starts the slider at 2, within the options', () => {
    expect(defaultOption(6)).toBe(2);
    expect(defaultOption(2)).toBe(1);
    expect(defaultOption(0)).toBe(0);
    expect(CHECKIN_TRANSITION_MS).toBe(250);
  });

  it('labels the graph with DD/MM/YY days', () => {
    expect(graphLabels(['2026-11-26', '2027-01-05'])).toEqual(['26/11/26', '05/01/27']);
    expect(graphLabels(['2026-11-26', '2027-01-05'], 'de')).toEqual(['26.11.26', '05.01.27']);
  });
});
