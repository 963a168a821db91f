import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from './catalogue';
import { meetsRule, rewardTotals, streakDays } from './service';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T15:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

describe('streakDays', () => {
  it('counts consecutive days up to today or yesterday', () => {
    expect(streakDays([], now)).toBe(0);
    expect(streakDays([daysAgo(0)], now)).toBe(1);
    expect(streakDays([daysAgo(2), daysAgo(1), daysAgo(0)], now)).toBe(3);
    expect(streakDays([daysAgo(3), daysAgo(2), daysAgo(1)], now)).toBe(3);
    // two check-ins on one day count once; a gap ends the streak
    expect(streakDays([daysAgo(0), daysAgo(0), daysAgo(1), daysAgo(3)], now)).toBe(2);
    expect(streakDays([daysAgo(2), daysAgo(3)], now)).toBe(0);
  });
});

describe('badges', () => {
  it('are met by their rule', () => {
    const activity = { sessions: 1, tasks: 5, journals: 0, checkins: 2, streak: 3 };
    expect(ACHIEVEMENTS.filter((a) => meetsRule(a.rule, activity)).map((a) => a.id)).toEqual([1, 2, 3, 6, 7]);
    expect(ACHIEVEMENTS.filter((a) => meetsRule(a.rule, { sessions: 0, tasks: 0, journals: 0, checkins: 0, streak: 0 }))).toEqual([]);
  });

  it('have unique ids, texts in English and German, and add their rewards by type', () => {
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    for (const a of ACHIEVEMENTS) for (const text of [a.title, a.subTitle, a.description]) expect(Object.keys(text)).toEqual(['en', 'de']);
    expect(
      rewardTotals([
        { reward_type: 'trees', reward_amount: 2 },
        { reward_type: 'bottles', reward_amount: 10 },
        { reward_type: 'bottles', reward_amount: 5 },
      ]),
    ).toEqual({ trees: 2, bottles: 15 });
  });
});
