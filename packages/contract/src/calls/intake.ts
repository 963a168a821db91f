import * as v from 'valibot';
import { defineCall } from '../define-call';
import { isoDate, requestBody } from '../fields';
import { INTAKE_QUESTION_TYPES } from '../intake-rules';
import { routesOf } from '../route-names';

/**
 * Online services at /dmh/booking (seed 003 sections 3 and 9): the therapy types by slug with their prices, and
 * the intake and neurodiversity forms a member fills in to request one. The portal's own calls (decision 0290):
 * calls.tsv names no call for them.
 */
const INTAKE_ROUTES = routesOf('dmh', 'dmhLanding');

export const THERAPY_SLUGS = [
  'therapy_adult',
  'psychology_adult',
  'autism_adult',
  'adhd_adult',
  'adhd_and_autism_adult',
  'therapy_child',
  'psychology_child',
  'autism_child',
  'adhd_child',
  'adhd_and_autism_child',
  'cmh_assessment',
] as const;
export type TherapySlug = (typeof THERAPY_SLUGS)[number];

export const INTAKE_TEMPLATES = [
  'intake_therapy_adult',
  'intake_therapy_child',
  'intake_neurodiversity_adult',
  'intake_neurodiversity_child',
] as const;
export type IntakeTemplateSlug = (typeof INTAKE_TEMPLATES)[number];

export const THERAPY_AREAS = ['therapy', 'psychology', 'neurodiversity', 'assessment'] as const;
export const AGE_GROUPS = ['adult', 'child'] as const;

export const THERAPY_SLUG_MESSAGE = 'Please choose one of the online services.';
export const INTAKE_ALREADY_SENT_MESSAGE = 'You have already sent a request for this service. Our team will be in touch.';

const serviceSchema = v.object({
  slug: v.picklist(THERAPY_SLUGS),
  area: v.picklist(THERAPY_AREAS),
  age_group: v.nullable(v.picklist(AGE_GROUPS)),
  title: v.string(),
  description: v.string(),
  /** minor units (cents); shown divided by 100 in the client's currency */
  price: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: v.picklist(['eur', 'gbp']),
  /** the intake form to fill in first; null: straight to booking a clinician */
  template: v.nullable(v.picklist(INTAKE_TEMPLATES)),
  /** the member's request for this service, once sent */
  requested_at: v.nullable(v.string()),
});
export type OnlineService = v.InferOutput<typeof serviceSchema>;

export const getOnlineServices = defineCall({
  path: '/application/api/u/intake/get-services',
  seed: '003',
  area: 'dmh',
  auth: 'session',
  readOnly: true,
  routes: INTAKE_ROUTES,
  request: requestBody({}),
  response: v.object({ success: v.literal(true), services: v.array(serviceSchema) }),
});

const questionSchema = v.object({
  id: v.string(),
  label: v.string(),
  type: v.picklist(INTAKE_QUESTION_TYPES),
  required: v.boolean(),
  options: v.optional(v.array(v.string())),
  explanation: v.optional(v.string()),
  answer: v.optional(v.unknown()),
});
export type IntakeQuestion = v.InferOutput<typeof questionSchema>;

const templateSchema = v.object({
  slug: v.picklist(INTAKE_TEMPLATES),
  include_family_members: v.boolean(),
  preamble: v.array(v.object({ title: v.string(), html: v.string() })),
  form_groups: v.array(
    v.object({ id: v.string(), header: v.string(), additional_text: v.nullable(v.string()), questions: v.array(questionSchema) }),
  ),
  family_members: v.array(v.unknown()),
});
export type IntakeTemplate = v.InferOutput<typeof templateSchema>;

export const getIntakeForm = defineCall({
  path: '/application/api/u/intake/get-form',
  seed: '003',
  area: 'dmh',
  auth: 'session',
  readOnly: true,
  routes: INTAKE_ROUTES,
  request: requestBody({ service: v.picklist(THERAPY_SLUGS, THERAPY_SLUG_MESSAGE) }),
  response: v.object({ success: v.literal(true), service: serviceSchema, template: templateSchema }),
});

const answerSchema = v.union(
  [
    v.pipe(v.string(), v.maxLength(2000, 'Please keep each answer to 2000 characters.')),
    v.strictObject({
      phone: v.pipe(v.string(), v.maxLength(20, 'Please enter a phone number of 8 to 15 digits, with an optional leading +.')),
      countryCode: v.pipe(v.string(), v.regex(/^\+\d{1,4}$/, 'Please choose a country code.')),
    }),
  ],
  'Please answer with text, or a phone number and its country code.',
);

export const submitIntakeForm = defineCall({
  path: '/application/api/u/intake/submit',
  seed: '003',
  area: 'dmh',
  auth: 'session',
  routes: INTAKE_ROUTES,
  request: requestBody({
    service: v.picklist(THERAPY_SLUGS, THERAPY_SLUG_MESSAGE),
    /** the member's own date, for the age rules */
    today: isoDate(),
    answers: v.pipe(
      v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,63}$/, 'Please answer the form’s own questions.')), answerSchema),
      v.check((answers) => Object.keys(answers).length <= 80, 'Please answer the form’s own questions.'),
    ),
  }),
  response: v.object({ success: v.literal(true), request_id: v.number() }),
});

export const intakeOwnCalls = [getOnlineServices, getIntakeForm, submitIntakeForm] as const;
