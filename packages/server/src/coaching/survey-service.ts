import {
  OPTION_REQUIRED_MESSAGE,
  TRIAGE_RESULTS,
  type Survey,
  type SurveyQuestion,
  type TriagePrompt,
} from '@portal/contract/calls/surveys';
import { CallError, type Db, type Member } from '../core/types';
import {
  addSurveyResult,
  clearSurveyAnswers,
  findTriagePrompt,
  listSurveyAnswers,
  listSurveyResults,
  saveSurveyAnswer,
  saveTriagePrompt,
} from './survey-repository';
import { findQuestion, optionOf, SURVEYS, toQuestion, toSurvey, triageOutcome, type FixedSurveyName } from './surveys';

export const QUESTION_NOT_FOUND_MESSAGE = 'Please choose a valid question.';
/** How many past check-ins the graph shows. */
export const GRAPH_POINTS = 12;

const PROMPT_OF_RESULT: Record<string, TriagePrompt> = {
  [TRIAGE_RESULTS.eap]: 'EAP',
  [TRIAGE_RESULTS.coaching]: 'SelectCoach',
  [TRIAGE_RESULTS.core10]: 'SurveyCORE10',
};

export async function getFixedSurvey(
  db: Db,
  member: Member,
  name: FixedSurveyName,
  language: string,
): Promise<{ survey: Survey; prompt: TriagePrompt | null }> {
  const survey = toSurvey(SURVEYS[name], language);
  if (name === 'WHO-5') {
    const results = (await listSurveyResults(db, member, 'WHO-5')).slice(-GRAPH_POINTS);
    survey.graph = {
      labels: results.map((r) => r.takenAt.toISOString().slice(0, 10)),
      data: results.map((r) => r.score),
    };
  }
  return { survey, prompt: await findTriagePrompt(db, member) };
}

/**
 * Stores one answer and replies with the next question; after the last one, with the survey's outcome, which also
 * becomes the member's triage prompt. A survey with questions left unanswered (the member went Back and skipped
 * ahead some other way) replies with the first of those instead of finishing.
 */
export async function answerQuestion(
  db: Db,
  member: Member,
  input: { question_id: number; answer: readonly { id: number; answer?: string | undefined }[] },
  language: string,
  now: Date,
): Promise<{ next_question: SurveyQuestion | null; results: string[] | null }> {
  const found = findQuestion(input.question_id);
  if (!found) throw new CallError(400, QUESTION_NOT_FOUND_MESSAGE);
  const { survey, index, question } = found;
  const option = input.answer.length === 1 ? optionOf(question, input.answer[0]!.id) : undefined;
  if (!option) throw new CallError(400, OPTION_REQUIRED_MESSAGE);

  return db.transaction(async (tx) => {
    await saveSurveyAnswer(tx, member, { survey: survey.name, questionId: question.id, optionId: option.id, points: option.points }, now);
    const next = survey.questions[index + 1];
    if (next) return { next_question: toQuestion(next, language), results: null };

    const answers = await listSurveyAnswers(tx, member, survey.name);
    const items = new Map(answers.map((a) => [a.questionId, a.points]));
    const missing = survey.questions.find((q) => !items.has(q.id));
    if (missing) return { next_question: toQuestion(missing, language), results: null };

    const { score, result } = triageOutcome(survey.name, items);
    await addSurveyResult(tx, member, { survey: survey.name, score, result }, now);
    await saveTriagePrompt(tx, member, PROMPT_OF_RESULT[result]!, now);
    await clearSurveyAnswers(tx, member, survey.name);
    return { next_question: null, results: [result] };
  });
}
