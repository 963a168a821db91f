import { and, asc, eq } from 'drizzle-orm';
import type { TriagePrompt } from '@portal/contract/calls/surveys';
import type { Db } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import { surveyAnswers, surveyResults, triagePrompts } from './schema';
import type { FixedSurveyName } from './surveys';

const ofMember = (member: MemberScope) =>
  and(eq(surveyAnswers.clientId, member.clientId), eq(surveyAnswers.userId, member.userId));

export async function saveSurveyAnswer(
  db: Db,
  member: MemberScope,
  row: { survey: FixedSurveyName; questionId: number; optionId: number; points: number },
  now: Date,
): Promise<void> {
  await db
    .insert(surveyAnswers)
    .values({ clientId: member.clientId, userId: member.userId, ...row, answeredAt: now })
    .onConflictDoUpdate({
      target: [surveyAnswers.clientId, surveyAnswers.userId, surveyAnswers.questionId],
      set: { optionId: row.optionId, points: row.points, answeredAt: now },
    });
}

export async function listSurveyAnswers(db: Db, member: MemberScope, survey: FixedSurveyName) {
  return db
    .select({ questionId: surveyAnswers.questionId, points: surveyAnswers.points })
    .from(surveyAnswers)
    .where(and(ofMember(member), eq(surveyAnswers.survey, survey)));
}

export async function clearSurveyAnswers(db: Db, member: MemberScope, survey: FixedSurveyName): Promise<void> {
  await db.delete(surveyAnswers).where(and(ofMember(member), eq(surveyAnswers.survey, survey)));
}

export async function addSurveyResult(
  db: Db,
  member: MemberScope,
  row: { survey: FixedSurveyName; score: number; result: string },
  now: Date,
): Promise<void> {
  await db.insert(surveyResults).values({ clientId: member.clientId, userId: member.userId, ...row, takenAt: now });
}

export async function listSurveyResults(db: Db, member: MemberScope, survey: FixedSurveyName) {
  return db
    .select({ score: surveyResults.score, takenAt: surveyResults.takenAt })
    .from(surveyResults)
    .where(and(eq(surveyResults.clientId, member.clientId), eq(surveyResults.userId, member.userId), eq(surveyResults.survey, survey)))
    .orderBy(asc(surveyResults.takenAt), asc(surveyResults.id));
}

export async function findTriagePrompt(db: Db, member: MemberScope): Promise<TriagePrompt | null> {
  const rows = await db
    .select({ prompt: triagePrompts.prompt })
    .from(triagePrompts)
    .where(and(eq(triagePrompts.clientId, member.clientId), eq(triagePrompts.userId, member.userId)))
    .limit(1);
  return rows[0]?.prompt ?? null;
}

export async function saveTriagePrompt(db: Db, member: MemberScope, prompt: TriagePrompt, now: Date): Promise<void> {
  await db
    .insert(triagePrompts)
    .values({ clientId: member.clientId, userId: member.userId, prompt, updatedAt: now })
    .onConflictDoUpdate({ target: [triagePrompts.clientId, triagePrompts.userId], set: { prompt, updatedAt: now } });
}

export async function clearTriagePrompt(db: Db, member: MemberScope): Promise<void> {
  await db.delete(triagePrompts).where(and(eq(triagePrompts.clientId, member.clientId), eq(triagePrompts.userId, member.userId)));
}
