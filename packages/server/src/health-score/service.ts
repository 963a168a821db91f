import {
  QUESTIONNAIRE_NOT_COMPLETE,
  QUESTIONNAIRES,
  type HealthScoreQuestion,
  type Questionnaire,
} from '@portal/contract/calls/health-score';
import type { ContentItem } from '@portal/contract/calls/content';
import { toBaseUnit } from '@portal/contract/health-score-units';
import { ANSWER_REQUIRED_MESSAGE, BLOOD_PRESSURE_MESSAGE, BLOOD_PRESSURE_PATTERN } from '@portal/contract/rules';
import { pathTo } from '@portal/manifest/routes';
import type { Manifest } from '@portal/manifest/schema';
import { insertReports, listContent } from '../content/public';
import { CallError, type Db, type Member } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import { INSIGHTS, OUTCOME_DE, OUTCOME_TEXT, RESULTS_HEADER, RESULTS_SUB_HEADER, SERVICES } from './copy';
import { findQuestion, pick, questionnaireOf, type QuestionDef } from './questionnaires';
import { deleteAnswers, listAnswers, saveAnswer, type AnswerRow } from './repository';
import { answerPoints, bandOf, bmiPoints, outcomeOf, scoreOf, type Points } from './scoring';

export const UNKNOWN_OPTION_MESSAGE = 'Please choose one of the options.';
export const UNKNOWN_UNIT_MESSAGE = 'Please choose a valid unit.';
export const UNKNOWN_QUESTION_MESSAGE = 'Please choose a valid question.';
export const UNREALISTIC_MESSAGE = 'Please enter a realistic value.';
export const NO_SCORE_MESSAGE = 'The demographics questionnaire has no score.';

/** Plausible ranges in the stored unit (cm, kg, years, days, mmol/L): a typo must not become a score. */
const RANGES: Record<string, [number, number]> = {
  age: [16, 120],
  height: [50, 250],
  weight: [20, 350],
  activity_days: [0, 7],
  free_time: [0, 7],
  cholesterol: [0.5, 20],
};

type Scored = Exclude<Questionnaire, 'demographics'>;

function isScored(name: Questionnaire): name is Scored {
  return name !== 'demographics';
}

function toQuestion(name: Questionnaire, def: QuestionDef, language: string): HealthScoreQuestion {
  const questions = questionnaireOf(name).questions;
  const next = questions[questions.indexOf(def) + 1];
  return {
    question_id: def.id,
    questionnaire_name: name,
    question_text: pick(def.text, language),
    sub_text: def.sub ? pick(def.sub, language) : null,
    question_type: def.type,
    options: def.options.map((o) => ({ option_text: pick(o.text, language) })),
    ...(def.units ? { units: [...def.units] } : {}),
    slug: def.slug,
    next_question_id: next?.id ?? null,
  };
}

function progressOf(name: Questionnaire, answers: readonly AnswerRow[]): number {
  const total = questionnaireOf(name).questions.length;
  const answered = new Set(answers.map((a) => a.questionId));
  const done = questionnaireOf(name).questions.filter((q) => answered.has(q.id)).length;
  return Math.round((100 * done) / total);
}

/** The first unanswered question after `afterId` in order, else the first unanswered one; null when complete. */
function nextUnanswered(name: Questionnaire, answers: readonly AnswerRow[], afterId?: number): QuestionDef | null {
  const answered = new Set(answers.map((a) => a.questionId));
  const questions = questionnaireOf(name).questions;
  const start = afterId === undefined ? 0 : questions.findIndex((q) => q.id === afterId) + 1;
  return (
    questions.slice(start).find((q) => !answered.has(q.id)) ?? questions.find((q) => !answered.has(q.id)) ?? null
  );
}

function optionIndex(def: QuestionDef, value: unknown): number {
  const text = typeof value === 'string' ? value : (value as { option_text?: unknown } | null)?.option_text;
  if (typeof text !== 'string') return -1;
  const wanted = text.trim();
  // The member answers in the language shown to them; both name the same option.
  return def.options.findIndex((o) => o.text.en === wanted || o.text.de === wanted);
}

interface ParsedAnswer {
  readonly value: number | null;
  readonly choices: number[];
  readonly unit: string | null;
}

/** Checks an answer against its question (the contract checked its shape) and reads the number to score. */
export function parseAnswer(def: QuestionDef, answer: unknown, unit: string | undefined): ParsedAnswer {
  if (def.type === 'select') {
    const index = optionIndex(def, answer);
    if (index < 0) throw new CallError(400, UNKNOWN_OPTION_MESSAGE);
    return { value: null, choices: [index], unit: null };
  }
  if (def.type === 'multiple_choice') {
    const list = Array.isArray(answer) ? answer : [answer];
    const indexes = list.map((item) => optionIndex(def, item));
    if (indexes.some((i) => i < 0)) throw new CallError(400, UNKNOWN_OPTION_MESSAGE);
    return { value: null, choices: [...new Set(indexes)].sort((a, b) => a - b), unit: null };
  }
  // Numeric questions may be answered with their "I don't know" option.
  const known = optionIndex(def, answer);
  if (known >= 0) return { value: null, choices: [known], unit: null };
  if (typeof answer === 'object') throw new CallError(400, ANSWER_REQUIRED_MESSAGE);
  if (def.type === 'bp') {
    const text = String(answer).replace(/\s/g, '');
    if (!BLOOD_PRESSURE_PATTERN.test(text)) throw new CallError(400, BLOOD_PRESSURE_MESSAGE);
    return { value: Number(text.split('/')[0]), choices: [], unit: def.units?.[0] ?? null };
  }
  const chosenUnit = unit ?? def.units?.[0];
  if (def.units && chosenUnit !== undefined && !def.units.includes(chosenUnit)) throw new CallError(400, UNKNOWN_UNIT_MESSAGE);
  const value = toBaseUnit(answer as string | number, chosenUnit);
  if (value === null) throw new CallError(400, ANSWER_REQUIRED_MESSAGE);
  if (def.type === 'integer' && !Number.isInteger(value)) throw new CallError(400, ANSWER_REQUIRED_MESSAGE);
  const range = RANGES[def.slug];
  if (range && (value < range[0] || value > range[1])) throw new CallError(400, UNREALISTIC_MESSAGE);
  return { value: Math.round(value * 100) / 100, choices: [], unit: chosenUnit ?? null };
}

export async function progress(db: Db, member: MemberScope): Promise<Record<Questionnaire, number>> {
  const entries = await Promise.all(
    QUESTIONNAIRES.map(async (name) => [name, progressOf(name, await listAnswers(db, member, name))] as const),
  );
  return Object.fromEntries(entries) as Record<Questionnaire, number>;
}

export async function firstUnanswered(db: Db, member: MemberScope, name: Questionnaire, language: string) {
  const answers = await listAnswers(db, member, name);
  const demographics = name === 'demographics' ? answers : await listAnswers(db, member, 'demographics');
  const next = nextUnanswered(name, answers);
  return {
    success: true,
    question: { progress: progressOf(name, answers), next_question: next ? toQuestion(name, next, language) : null },
    demographics_complete: progressOf('demographics', demographics) >= 100,
  };
}

export async function answerQuestion(
  db: Db,
  member: MemberScope,
  input: { answer: unknown; question_id: number; questionnaire_name: Questionnaire; unit?: string | undefined },
  language: string,
  now: Date,
) {
  const name = input.questionnaire_name;
  const def = findQuestion(name, input.question_id);
  if (!def) throw new CallError(400, UNKNOWN_QUESTION_MESSAGE);
  const parsed = parseAnswer(def, input.answer, input.unit);
  const before = progressOf(name, await listAnswers(db, member, name));
  await saveAnswer(db, member, { questionnaire: name, questionId: def.id, answer: input.answer, ...parsed }, now);
  const answers = await listAnswers(db, member, name);
  const after = progressOf(name, answers);
  if (before < 100 && after >= 100 && isScored(name)) await recordResult(db, member, name, language, now);
  const next = nextUnanswered(name, answers, def.id);
  return { success: true, progress: after, next_question: next ? toQuestion(name, next, language) : null };
}

export async function restart(db: Db, member: MemberScope, name: Questionnaire): Promise<void> {
  await deleteAnswers(db, member, name);
}

/** The score of a complete assessment, or null while it is incomplete. */
export async function computeScore(db: Db, member: MemberScope, name: Scored): Promise<number | null> {
  const answers = await listAnswers(db, member, name);
  if (progressOf(name, answers) < 100) return null;
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  const points: Points[] = questionnaireOf(name).questions.map((q) => {
    const row = byId.get(q.id)!;
    return answerPoints(q, { value: row.value, choices: row.choices, text: typeof row.answer === 'string' ? row.answer : undefined });
  });
  if (name === 'well_in_body') {
    // Height and weight from demographics add a body mass index (decision record 0120).
    const demo = new Map((await listAnswers(db, member, 'demographics')).map((a) => [a.questionId, a.value]));
    const bmi = bmiPoints(demo.get(103) ?? 0, demo.get(104) ?? 0);
    if (bmi !== null) points.push({ earned: bmi, possible: 4 });
  }
  return scoreOf(points);
}

function outcomeName(outcome: string, language: string): string {
  return language === 'de' ? (OUTCOME_DE[outcome] ?? outcome) : outcome;
}

export async function score(db: Db, member: MemberScope, name: Questionnaire, language: string) {
  if (!isScored(name)) throw new CallError(400, NO_SCORE_MESSAGE);
  const value = await computeScore(db, member, name);
  if (value === null) return { success: false, err: QUESTIONNAIRE_NOT_COMPLETE };
  const text = pick(OUTCOME_TEXT[name][bandOf(value)]!, language);
  return {
    success: true,
    score: value,
    outcome: outcomeName(outcomeOf(value), language),
    outcome_description: Buffer.from(text, 'utf8').toString('base64'),
  };
}

function insightsFor(name: Scored, value: number, language: string): string[] {
  const band = bandOf(value);
  const group = band <= 1 ? 0 : band === 2 ? 1 : 2;
  return INSIGHTS[name][group].map((p) => pick(p, language));
}

export async function report(
  db: Db,
  member: Member,
  manifest: Manifest,
  name: Questionnaire,
  language: string,
  now: Date,
) {
  if (!isScored(name)) throw new CallError(400, NO_SCORE_MESSAGE);
  const value = await computeScore(db, member, name);
  if (value === null) throw new CallError(409, QUESTIONNAIRE_NOT_COMPLETE);
  const permitted = new Set<string>(manifest.permittedRoutes);
  const services = SERVICES[name]
    .filter((s) => permitted.has(s.route))
    .map((s) => ({
      name: pick(s.name, language),
      description: pick(s.description, language),
      image_url: null,
      link: pathTo(s.route),
      button_text: pick(s.button, language),
    }));
  let articles: ContentItem[] = [];
  try {
    articles = (await listContent(db, member, manifest, 'home', { pageSize: 8 }, now)).data;
  } catch (error) {
    // Recommendations are a bonus: a client without a library still gets its report.
    if (!(error instanceof CallError)) throw error;
  }
  return {
    success: true,
    report: [{ title: pick(questionnaireOf(name).title, language), report_paragraphs: insightsFor(name, value, language) }],
    services,
    articles,
  };
}

/**
 * A finished assessment joins the member's past results (/results) in English with German beside it, like the
 * seeded reports, so /results follows the language the member reads later rather than the one they took it in.
 */
async function recordResult(db: Db, member: MemberScope, name: Scored, _language: string, now: Date): Promise<void> {
  const value = await computeScore(db, member, name);
  if (value === null) return;
  const columns = (language: string) => {
    const title = pick(questionnaireOf(name).title, language);
    return {
      headerCopy: pick(RESULTS_HEADER, language),
      subHeaderCopy: pick(RESULTS_SUB_HEADER, language).replace('{name}', title),
      reportItems: [
        { heading: title, title: `${outcomeName(outcomeOf(value), language)} (${value})`, description: pick(OUTCOME_TEXT[name][bandOf(value)]!, language) },
      ],
    };
  };
  await insertReports(db, [
    {
      clientId: member.clientId,
      userId: member.userId,
      dateOfAssessment: now.toISOString().slice(0, 10),
      ...columns('en'),
      translations: { de: columns('de') },
    },
  ]);
}
