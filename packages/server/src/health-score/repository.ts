import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import { healthScoreAnswers } from './schema';

export type AnswerRow = typeof healthScoreAnswers.$inferSelect;

const mine = (member: MemberScope, questionnaire: string) =>
  and(
    eq(healthScoreAnswers.clientId, member.clientId),
    eq(healthScoreAnswers.userId, member.userId),
    eq(healthScoreAnswers.questionnaire, questionnaire),
  );

export async function listAnswers(db: Db, member: MemberScope, questionnaire: string): Promise<AnswerRow[]> {
  return db.select().from(healthScoreAnswers).where(mine(member, questionnaire)).orderBy(asc(healthScoreAnswers.questionId));
}

export async function saveAnswer(
  db: Db,
  member: MemberScope,
  row: { questionnaire: string; questionId: number; answer: unknown; unit: string | null; value: number | null; choices: number[] },
  now: Date,
): Promise<void> {
  await db
    .insert(healthScoreAnswers)
    .values({ clientId: member.clientId, userId: member.userId, ...row, answeredAt: now })
    .onConflictDoUpdate({
      target: [healthScoreAnswers.clientId, healthScoreAnswers.userId, healthScoreAnswers.questionId],
      set: { answer: row.answer, unit: row.unit, value: row.value, choices: row.choices, answeredAt: now },
    });
}

export async function deleteAnswers(db: Db, member: MemberScope, questionnaire: string): Promise<void> {
  await db.delete(healthScoreAnswers).where(mine(member, questionnaire));
}
