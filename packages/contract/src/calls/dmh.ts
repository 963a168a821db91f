import * as v from 'valibot';
import { defineCall } from '../define-call';
import { boundedNumber, id, isoDate, numberLike, optionalText, requestBody, stringId, timeOfDay } from '../fields';
import { ackReplySchema, dateText } from '../replies';
import { routesOf } from '../route-names';

const DMH_ROUTES = routesOf('dmh', 'dmhLanding');

/** The only DMH service id. */
export const DMH_SERVICE_ID = 'axa_dmh';
/** apiStatus of a booking whose slot was taken meanwhile: 'Sorry, this appointment is no longer available'. */
export const APPOINTMENT_ALREADY_BOOKED = 'already_booked';
export const GENDER_PREFERENCES = ['Male', 'Female', 'Prefer not to say', 'No Preference'] as const;

export const DMH_QUESTION_TYPES = [
  'select',
  'date_time',
  'text',
  'location_detection',
  'confirm',
  'text_input',
  'slider',
  'date_review',
  'hardcoded_page_1',
] as const;

const text = v.optional(v.nullable(v.string()));

export const dmhQuestionSchema = v.object({
  question_id: v.number(),
  question_type: v.picklist(DMH_QUESTION_TYPES),
  question_text: v.string(),
  sub_heading: text,
  subtext: text,
  sub_text_html: text,
  options: v.array(
    v.object({
      option_text: v.string(),
      field_key: text,
      field_label: text,
      /** confirm fields: email, phone, dob, child_dob, select, gender, text */
      field_type: text,
      data: v.optional(v.unknown()),
      attributes: v.optional(v.record(v.string(), v.unknown())),
      /** confirm fields: what the portal already knows (the last answer, else the account and profile), to prefill */
      value: text,
    }),
  ),
  sliders: v.optional(v.array(v.object({ slider_text: v.string(), options: v.array(v.string()) }))),
  questionnaire_stage: v.object({
    total_number_of_questions: v.number(),
    number_of_questions_to_complete: v.number(),
  }),
});
export type DmhQuestion = v.InferOutput<typeof dmhQuestionSchema>;

export const clinicianSlotSchema = v.object({
  clinicianId: v.union([v.string(), v.number()]),
  name: v.string(),
  image: v.nullable(v.string()),
  tags: v.array(v.string()),
  /** times of day, HH:mm */
  timeslots: v.array(v.string()),
});
export type ClinicianSlot = v.InferOutput<typeof clinicianSlotSchema>;

const serviceType = v.optional(
  v.picklist([DMH_SERVICE_ID], 'Please choose a valid service.'),
  DMH_SERVICE_ID,
);

/**
 * An answer: text, a chosen option, a date-time, a location or the confirm fields. Its rules depend on the
 * question type, so the server checks them against the stored question (free text with freeTextSchema).
 */
const answer = v.union(
  [
    v.pipe(v.string(), v.maxLength(2000, 'Your answer is too long.')),
    boundedNumber('Please answer the question.'),
    v.boolean(),
    v.array(v.union([v.string(), boundedNumber('Please answer the question.')])),
    v.record(v.string(), v.unknown()),
  ],
  'Please answer the question.',
);

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const dmhCall = { seed: '001', area: 'dmh', auth: 'session', routes: DMH_ROUTES } as const;

/** A question of the DMH questionnaire; the first one when question_id is absent. */
export const getDmhQuestion = defineCall({
  path: '/application/api/u/dmh/get-question',
  ...dmhCall,
  request: requestBody({
    question_id: v.optional(id('Please choose a valid question.')),
    service_type: serviceType,
  }),
  response: v.object({ success: v.optional(v.boolean()), question: dmhQuestionSchema }),
});

/** Stores an answer; the reply names the next question (null: the journey continues to booking). */
export const answerDmhQuestion = defineCall({
  path: '/application/api/u/dmh/answer-question',
  ...dmhCall,
  request: requestBody({
    answered_question_id: id('Please choose a valid question.'),
    answer,
    service_type: serviceType,
  }),
  response: v.object({
    ...ackReplySchema.entries,
    next_question_id: v.optional(v.nullable(v.number())),
  }),
});

/** Clinicians with free time slots, grouped by date (YYYY-MM-DD). */
export const getOtherCliniciansDates = defineCall({
  path: '/application/api/u/dmh/get-other-clinicians-dates',
  readOnly: true,
  ...dmhCall,
  request: requestBody({
    gender_preference: v.optional(
      v.picklist(GENDER_PREFERENCES, 'Please choose a valid preference.'),
      'No Preference',
    ),
    service_id: serviceType,
  }),
  response: v.object({
    success: v.optional(v.boolean()),
    dates: v.record(dateText, v.array(clinicianSlotSchema)),
  }),
});

/** Books a clinician's time slot. */
export const bookDmhAppointment = defineCall({
  path: '/application/api/u/dmh/book-appointment',
  ...dmhCall,
  request: requestBody({
    clinician_id: stringId('Please choose a clinician.'),
    start_date: isoDate('Please choose a date.'),
    start_time: timeOfDay('Please choose a time slot.'),
    service_id: serviceType,
    message: optionalText(300),
  }),
  response: v.object({ success: v.boolean(), apiStatus: v.optional(v.string()) }),
});

/** The address at a position, for location_detection questions (through the map adapter). */
export const getAddressFromCoordinates = defineCall({
  path: '/application/api/u/dmh/get-address-from-coordinates',
  readOnly: true,
  ...dmhCall,
  request: requestBody({
    lat: v.pipe(
      numberLike('Please send a valid latitude.'),
      v.minValue(-90, 'Please send a valid latitude.'),
      v.maxValue(90, 'Please send a valid latitude.'),
    ),
    lng: v.pipe(
      numberLike('Please send a valid longitude.'),
      v.minValue(-180, 'Please send a valid longitude.'),
      v.maxValue(180, 'Please send a valid longitude.'),
    ),
  }),
  response: v.object({ success: v.optional(v.boolean()), display_name: v.string() }),
});
