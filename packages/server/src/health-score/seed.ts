import type { SeedContext, SeedMember } from '../db/seed-context';
import { scopeOf } from '../db/seed-context';
import { listAnswers } from './repository';
import { answerQuestion } from './service';

type Answer = [questionId: number, answer: string | number | { option_text: string } | string[], unit?: string];

const DEMOGRAPHICS: Answer[] = [
  [101, 38],
  [102, { option_text: 'Prefer not to say' }],
  [103, 172, 'Centimetres'],
  [104, '11 4', 'Stones and pounds'],
];
const MIND: Answer[] = [
  [201, { option_text: 'Some of the time' }],
  [202, { option_text: 'Rarely' }],
  [203, { option_text: 'Well' }],
  [204, ['Exercise', 'Time outdoors']],
  [205, { option_text: 'Agree' }],
];
const LIFE_HALF: Answer[] = [
  [301, { option_text: 'Neither agree nor disagree' }],
  [302, { option_text: 'Agree' }],
];

/**
 * Health Score stages across the demo members of each client: the first has demographics and mind complete and
 * life in progress (so every card state shows), the second only demographics, the rest nothing. Answers go
 * through the service, so scores and past results are built as a member's would be, in the client's language.
 */
export async function seedHealthScores(ctx: SeedContext, members: readonly SeedMember[]): Promise<void> {
  const seen = new Map<string, number>();
  for (const member of members) {
    if (member.employerAdmin) continue;
    const rank = seen.get(member.clientId) ?? 0;
    seen.set(member.clientId, rank + 1);
    const scope = scopeOf(member);
    if ((await listAnswers(ctx.db, scope, 'demographics')).length > 0) continue;
    const plan: [name: 'demographics' | 'well_in_mind' | 'well_in_life', answers: Answer[]][] =
      rank === 0 ? [['demographics', DEMOGRAPHICS], ['well_in_mind', MIND], ['well_in_life', LIFE_HALF]] : rank === 1 ? [['demographics', DEMOGRAPHICS]] : [];
    for (const [name, answers] of plan) {
      for (const [questionId, answer, unit] of answers) {
        await answerQuestion(
          ctx.db,
          scope,
          { answer, question_id: questionId, questionnaire_name: name, ...(unit ? { unit } : {}) },
          member.manifest.defaultLanguage,
          ctx.now,
        );
      }
    }
  }
}
