import { describe, expect, it } from 'vitest';
import { CHALLENGE_DATES_MESSAGE, CHALLENGE_TITLE_MESSAGE, GOAL_MIN_MESSAGE, TEAMS_DIFFERENT_MESSAGE, TEAMS_MIN_MESSAGE } from '@portal/contract/calls/fitness';
import { challengeProblems } from './challenges';

const good = { title: 'Spring relay', starts_on: '2026-04-01', ends_on: '2026-04-30', metric: 'steps' as const, goal: 70_000, teams: [] };

describe("a new challenge checked with the contract's schema", () => {
  it('has no problem when the contract takes it', () => {
    expect(challengeProblems(good)).toEqual({});
    expect(challengeProblems({ ...good, teams: ['Night owls', 'Early birds'] })).toEqual({});
  });

  it("puts each problem by its field, the dates' order by the end date", () => {
    expect(challengeProblems({ ...good, title: '  ', goal: 0 })).toEqual({ title: CHALLENGE_TITLE_MESSAGE, goal: GOAL_MIN_MESSAGE });
    expect(challengeProblems({ ...good, ends_on: '2026-03-31' })).toEqual({ ends_on: CHALLENGE_DATES_MESSAGE });
    expect(challengeProblems({ ...good, teams: ['Night owls'] })).toEqual({ teams: TEAMS_MIN_MESSAGE });
    expect(challengeProblems({ ...good, teams: ['Owls', 'Owls'] })).toEqual({ teams: TEAMS_DIFFERENT_MESSAGE });
  });
});
