import * as v from 'valibot';
import { defineCall } from '../define-call';
import { boundedNumber, id, listOf, requestBody } from '../fields';
import { COACHING_ROUTES } from '../route-names';

export const FIXED_SURVEYS = ['WHO-5', 'CORE-10'] as const;
/** Triage outcomes the page looks for in `results`. */
export const TRIAGE_RESULTS = {
  eap: 'Refer User to EAP',
  coaching: 'Commence Coaching Program',
  core10: 'Administer CORE-10',
} as const;
export const OPTION_REQUIRED_MESSAGE = 'You must enter a valid option';
/** The triage page's next step after a survey, stored per member on the server. */
export const TRIAGE_PROMPTS = ['EAP', 'SelectCoach', 'SurveyCORE10'] as const;
export type TriagePrompt = (typeof TRIAGE_PROMPTS)[number];

export const surveyQuestionSchema = v.object({
  id: v.number(),
  text: v.string(),
  type: v.string(),
  layout: v.optional(v.nullable(v.picklist(['scale']))),
  options: v.array(v.object({ id: v.number(), text: v.string() })),
  min_value: v.optional(v.nullable(v.number())),
  max_value: v.optional(v.nullable(v.number())),
});
export type SurveyQuestion = v.InferOutput<typeof surveyQuestionSchema>;

export const surveySchema = v.object({
  name: v.picklist(FIXED_SURVEYS),
  intro_text: v.optional(v.string()),
  questions_count: v.number(),
  sections: v.array(
    v.object({
      name: v.optional(v.string()),
      outputs: v.optional(v.array(v.string())),
      questions: v.array(surveyQuestionSchema),
    }),
  ),
  /** the check-in graph of past WHO-5 scores */
  graph: v.optional(v.object({ labels: v.array(v.string()), data: v.array(v.number()) })),
});
export type Survey = v.InferOutput<typeof surveySchema>;

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const surveysCall = { seed: '002', area: 'surveys', auth: 'session', routes: COACHING_ROUTES } as const;

/**
 * A fixed survey (WHO-5 check-in and triage, CORE-10). It writes nothing: the questions, the member's past WHO-5
 * scores and stored triage prompt are read (coaching/survey-service.ts), so the triage questionnaire's server draws
 * it with the page (decision 0810).
 */
export const getFixedSurvey = defineCall({
  path: '/application/api/u/surveys/get-fixed-survey',
  ...surveysCall,
  readOnly: true,
  request: requestBody({ name: v.picklist(FIXED_SURVEYS, 'Please choose the WHO-5 or CORE-10 survey.') }),
  response: v.object({
    success: v.optional(v.boolean()),
    survey: surveySchema,
    err: v.optional(v.string()),
    /** the member's stored triage prompt, so the questionnaire page restores it on reload; null before any */
    prompt: v.optional(v.nullable(v.picklist(TRIAGE_PROMPTS))),
  }),
});

/** Answers a question; the reply has the next question, or none and the results when the survey is done. */
export const answerFixedSurveyQuestion = defineCall({
  path: '/application/api/u/surveys/answer-fixed-survey-question',
  ...surveysCall,
  request: requestBody({
    question_id: id('Please choose a valid question.'),
    answer: v.pipe(
      listOf(
        v.object(
          {
            id: id(OPTION_REQUIRED_MESSAGE),
            answer: v.optional(
              v.pipe(v.union([v.pipe(v.string(), v.maxLength(2000)), boundedNumber(OPTION_REQUIRED_MESSAGE)], OPTION_REQUIRED_MESSAGE), v.transform(String)),
            ),
          },
          OPTION_REQUIRED_MESSAGE,
        ),
        OPTION_REQUIRED_MESSAGE,
      ),
      v.minLength(1, OPTION_REQUIRED_MESSAGE),
    ),
  }),
  response: v.object({
    success: v.boolean(),
    next_question: v.nullable(surveyQuestionSchema),
    /** outcome texts once finished, e.g. TRIAGE_RESULTS.eap */
    results: v.optional(v.nullable(v.array(v.string()))),
    err: v.optional(v.string()),
  }),
});
