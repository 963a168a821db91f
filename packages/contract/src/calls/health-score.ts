import * as v from 'valibot';
import { defineCall } from '../define-call';
import { boundedNumber, id, requestBody } from '../fields';
import { ackReplySchema } from '../replies';
import { HEALTH_SCORE_ROUTES } from '../route-names';
import { ANSWER_REQUIRED_MESSAGE } from '../rules';
import { contentItemSchema } from './content';

export const QUESTIONNAIRES = ['well_in_mind', 'well_in_life', 'well_in_body', 'demographics'] as const;
export type Questionnaire = (typeof QUESTIONNAIRES)[number];
export const QUESTION_TYPES = ['select', 'multiple_choice', 'bp', 'float', 'integer'] as const;
/** err of score for an unfinished questionnaire */
export const QUESTIONNAIRE_NOT_COMPLETE = 'Questionnaire not complete';
/** Score breakpoints: a score up to the key has this outcome. */
export const SCORE_OUTCOMES = [
  [20, 'Very Low'],
  [40, 'Quite Low'],
  [60, 'Fair'],
  [80, 'Quite Positive'],
  [100, 'Very Positive'],
] as const;

const questionnaireName = v.picklist(QUESTIONNAIRES, 'Please choose a valid assessment.');
const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

export const healthScoreQuestionSchema = v.object({
  question_id: v.number(),
  questionnaire_name: v.picklist(QUESTIONNAIRES),
  question_text: v.string(),
  sub_text: v.optional(v.nullable(v.string())),
  question_type: v.picklist(QUESTION_TYPES),
  options: v.array(v.object({ option_text: v.string() })),
  units: v.optional(v.array(v.string())),
  slug: v.string(),
  next_question_id: v.nullable(v.number()),
});
export type HealthScoreQuestion = v.InferOutput<typeof healthScoreQuestionSchema>;

/** An answer: non-empty text, a number of 0 or more, a non-empty list, or an object with option_text. */
const answer = v.union(
  [
    v.pipe(
      v.string(ANSWER_REQUIRED_MESSAGE),
      v.trim(),
      v.nonEmpty(ANSWER_REQUIRED_MESSAGE),
      v.maxLength(500),
    ),
    boundedNumber(ANSWER_REQUIRED_MESSAGE, 0),
    v.pipe(
      v.array(
        v.union([v.string(), v.object({ option_text: v.string() })], ANSWER_REQUIRED_MESSAGE),
        ANSWER_REQUIRED_MESSAGE,
      ),
      v.nonEmpty(ANSWER_REQUIRED_MESSAGE),
    ),
    v.object(
      { option_text: v.pipe(v.string(ANSWER_REQUIRED_MESSAGE), v.nonEmpty(ANSWER_REQUIRED_MESSAGE)) },
      ANSWER_REQUIRED_MESSAGE,
    ),
  ],
  ANSWER_REQUIRED_MESSAGE,
);

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const healthScoreCall = { seed: '003', area: 'health-score', auth: 'session', routes: HEALTH_SCORE_ROUTES } as const;

/** Progress 0-100 per questionnaire; 100 or more means complete. */
export const getHealthScoreProgress = defineCall({
  path: '/application/api/u/sapphire/healthscore/healthscore-progress',
  readOnly: true,
  ...healthScoreCall,
  request: requestBody({}),
  response: v.object({
    success: v.boolean(),
    well_in_mind: percent,
    well_in_life: percent,
    well_in_body: percent,
    demographics: percent,
  }),
});

/**
 * The score of a finished assessment; QUESTIONNAIRE_NOT_COMPLETE otherwise. Computed from the stored answers on each
 * call and stored nowhere (health-score/service.ts `score`): a read, which the health score pages' server draws them
 * with (decision 0810).
 */
export const getHealthScore = defineCall({
  path: '/application/api/u/sapphire/healthscore/score',
  ...healthScoreCall,
  readOnly: true,
  request: requestBody({ questionnaire_name: questionnaireName }),
  response: v.object({
    success: v.boolean(),
    score: v.optional(percent),
    outcome: v.optional(v.string()),
    /** base64 */
    outcome_description: v.optional(v.string()),
    err: v.optional(v.string()),
  }),
});

/** Clears an assessment's answers. */
export const restartQuestionnaire = defineCall({
  path: '/application/api/u/sapphire/healthscore/restart-questionnaire',
  ...healthScoreCall,
  request: requestBody({ questionnaire_name: questionnaireName }),
  response: ackReplySchema,
});

/** Where to resume: progress and the next question (null when complete). */
export const getFirstUnansweredQuestion = defineCall({
  path: '/application/api/u/sapphire/healthscore/get-first-unanswered-question',
  readOnly: true,
  ...healthScoreCall,
  request: requestBody({ questionnaire_name: questionnaireName }),
  response: v.object({
    success: v.optional(v.boolean()),
    question: v.object({ progress: percent, next_question: v.nullable(healthScoreQuestionSchema) }),
    demographics_complete: v.boolean(),
  }),
});

/** Stores an answer (heights and weights in the unit given) and returns the next question. */
export const answerHealthScoreQuestion = defineCall({
  path: '/application/api/u/sapphire/healthscore/answer-question',
  ...healthScoreCall,
  request: requestBody({
    answer,
    question_id: id('Please choose a valid question.'),
    questionnaire_name: questionnaireName,
    unit: v.optional(v.pipe(v.string('Please choose a valid unit.'), v.trim(), v.maxLength(50))),
  }),
  response: v.object({
    success: v.optional(v.boolean()),
    progress: percent,
    next_question: v.nullable(healthScoreQuestionSchema),
  }),
});

export const healthScoreServiceSchema = v.object({
  name: v.string(),
  description: v.string(),
  image_url: v.nullable(v.string()),
  link: v.string(),
  button_text: v.string(),
});

/** The results page: report paragraphs, recommended services and articles. */
export const getHealthScoreReport = defineCall({
  path: '/application/api/u/sapphire/healthscore/get-report',
  readOnly: true,
  ...healthScoreCall,
  request: requestBody({ questionnaire_name: questionnaireName }),
  response: v.object({
    success: v.optional(v.boolean()),
    report: v.array(v.object({ title: v.optional(v.string()), report_paragraphs: v.array(v.string()) })),
    services: v.array(healthScoreServiceSchema),
    articles: v.array(contentItemSchema),
  }),
});
