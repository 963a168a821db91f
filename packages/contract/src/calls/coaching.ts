import * as v from 'valibot';
import { defineCall } from '../define-call';
import { base64, boundedNumber, dateTime, id, isoDate, listOf, nonEmptyString, requestBody, yearMonth } from '../fields';
import { ackReplySchema, dateText, dateTimeText } from '../replies';
import { COACHING_ROUTES, routesOf } from '../route-names';

/** The coaching service a call is about; absent means mental health coaching. */
export const COACHING_TYPES = ['healthcoach', 'cancer'] as const;
export const DELIVERY_TYPES = ['video', 'chat'] as const;
/** The page's message when a slot was taken meanwhile. */
export const SESSION_ALREADY_TAKEN_MESSAGE =
  'Sorry, the session you attempted to book has already been taken.  Please try again.';
export const SMART_GOAL_MAX_LENGTH = 150;
export const PROFILE_PHONE_MAX_LENGTH = 14;
/** Pathway slugs: the six pathway titles, lowercase with hyphens. */
export const PATHWAYS = [
  'improving-sleep',
  'improving-mood',
  'reducing-anxiety',
  'stress-management',
  'communication-skills',
  'mindfulness',
] as const;

const coachingType = v.optional(v.picklist(COACHING_TYPES, 'Please choose a valid coaching service.'));
const taskId = id('Please choose a valid task.');
const text = v.optional(v.nullable(v.string()));

export const coachSchema = v.object({
  id: v.number(),
  name: v.string(),
  avatar_url: v.nullable(v.string()),
  /** HTML */
  description: v.string(),
  position: v.nullable(v.string()),
  degree: text,
  gender: v.picklist(['Male', 'Female']),
  age: v.optional(v.nullable(v.number())),
  /** Today, Tomorrow, This Month (the Anytime filter matches all) */
  availability: v.array(v.string()),
  since: v.optional(v.nullable(dateText)),
});
export type Coach = v.InferOutput<typeof coachSchema>;

export const coachingBookingSchema = v.object({
  id: v.number(),
  start: dateTimeText,
  end: dateTimeText,
  coach_title: v.string(),
  delivery_type: v.picklist(DELIVERY_TYPES),
});
export type CoachingBooking = v.InferOutput<typeof coachingBookingSchema>;

export const taskSchema = v.object({
  id: v.number(),
  title: v.string(),
  icon: text,
  completed: v.boolean(),
  disabled: v.boolean(),
  /** false when the task has no due date */
  target_date: v.union([dateText, v.literal(false)]),
  recurring_type: text,
  has_widget: v.optional(v.nullable(v.picklist(['calendar', 'journal']))),
});
export type Task = v.InferOutput<typeof taskSchema>;

export const milestoneSchema = v.object({
  id: v.number(),
  title: v.string(),
  icon: text,
  completed: v.boolean(),
  disabled: v.boolean(),
  tasks: v.array(taskSchema),
});

export const goalSchema = v.object({
  id: v.number(),
  title: v.string(),
  img: text,
  progress: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  milestones: v.array(milestoneSchema),
});
export type Goal = v.InferOutput<typeof goalSchema>;

export const journalQuestionSchema = v.object({
  id: v.number(),
  type: v.picklist(['numeric', 'text', 'time', 'date']),
  layout: v.optional(v.nullable(v.picklist(['scale', 'long_text']))),
  text: v.string(),
  description: text,
  min_val: v.optional(v.nullable(v.number())),
  max_val: v.optional(v.nullable(v.number())),
  last_answers: v.optional(
    v.array(v.object({ timestamp: dateTimeText, text: v.string(), active: v.boolean() })),
  ),
  last_answer: text,
});

export const taskContentBlockSchema = v.object({
  id: v.number(),
  type: v.picklist(['text', 'image', 'audio', 'video', 'journal', 'carousel', 'accordion']),
  /** base64 for text blocks; a URL for media; a list of questions for journals */
  content: v.union([v.string(), v.array(journalQuestionSchema), v.array(v.unknown())]),
  options: v.optional(v.object({ journal_type: v.optional(v.string()) })),
  autoplay: v.optional(v.boolean()),
});
export type TaskContentBlock = v.InferOutput<typeof taskContentBlockSchema>;

/** The coaching profile form's six fields. */
const profilePhone = v.pipe(
  v.string('Please enter a phone number.'),
  v.trim(),
  v.regex(/^\+?\d+$/, 'Please enter a phone number using digits only.'),
  v.maxLength(PROFILE_PHONE_MAX_LENGTH, 'Please enter a phone number of at most 14 digits.'),
);

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const coachingCall = { seed: '002', area: 'coaching', auth: 'session', routes: COACHING_ROUTES } as const;

/** Coaches of a service. */
export const getCoaches = defineCall({
  path: '/application/api/u/coach/get-coaches',
  readOnly: true,
  ...coachingCall,
  request: requestBody({ type: coachingType }),
  response: v.object({ success: v.optional(v.boolean()), coaches: v.array(coachSchema) }),
});

/** A coach and their free slots by date. */
export const getCoach = defineCall({
  path: '/application/api/u/coach/get-coach',
  readOnly: true,
  ...coachingCall,
  request: requestBody({ coach_id: id('Please choose a valid coach.'), type: coachingType }),
  response: v.object({
    success: v.optional(v.boolean()),
    coach: coachSchema,
    events: v.array(
      v.object({ date: dateText, slots: v.array(v.object({ id: v.number(), start: dateTimeText })) }),
    ),
  }),
});

/** Books a coach's slot. */
export const bookCoachingSession = defineCall({
  path: '/application/api/u/coaching-event/book-session',
  ...coachingCall,
  request: requestBody({
    slot_id: id('Please choose a time slot.'),
    delivery_type: v.optional(v.picklist(DELIVERY_TYPES, 'Please choose video or chat.'), 'video'),
    type: coachingType,
  }),
  response: v.object({ success: v.boolean(), err: v.optional(v.string()) }),
});

/** The coaching home: bookings, goals and bonus tasks, profile and journey state. */
export const getCoachingData = defineCall({
  path: '/application/api/u/coaching/get-data',
  readOnly: true,
  ...coachingCall,
  request: requestBody({ type: coachingType }),
  response: v.object({
    success: v.boolean(),
    bookings: v.object({ upcoming: v.array(coachingBookingSchema), past: v.array(coachingBookingSchema) }),
    tasks: v.object({ goals: v.array(goalSchema), orphans: v.array(taskSchema) }),
    user_profile_completed: v.boolean(),
    closed_journey: v.boolean(),
  }),
});

/** A coaching booking with the video-room token (jwt). */
export const getCoachingBooking = defineCall({
  path: '/application/api/u/coaching/get-booking',
  readOnly: true,
  seed: '002',
  area: 'coaching',
  auth: 'session',
  routes: routesOf(...COACHING_ROUTES, 'bookingVideoRoom'),
  request: requestBody({ booking_id: id('Please choose a valid booking.') }),
  response: v.object({
    success: v.boolean(),
    jwt: v.optional(v.string()),
    /** why there is no jwt yet (or any more): the meeting room shows it while it polls */
    error: v.optional(v.string()),
    coach: v.object({ id: v.number(), name: v.string(), avatar_url: v.nullable(v.string()) }),
    booking: coachingBookingSchema,
  }),
});

/** Dates of a month that have entries for a calendar or journal task. */
export const getCoachingCalendar = defineCall({
  path: '/application/api/u/coaching/get-calendar',
  readOnly: true,
  ...coachingCall,
  request: requestBody({ task_id: taskId, month: yearMonth(), type: coachingType }),
  response: v.object({ success: v.boolean(), dates: v.array(dateText), title: v.string() }),
});

/** A task's content blocks on a date. */
export const getTaskContent = defineCall({
  path: '/application/api/u/coaching/get-task-content',
  readOnly: true,
  ...coachingCall,
  request: requestBody({ task_id: taskId, date: isoDate() }),
  response: v.object({
    success: v.boolean(),
    task: v.object({ title: v.string(), content: v.array(taskContentBlockSchema), completed: v.boolean() }),
  }),
});

/** Saves journal answers (stored as strings) for a date and time. */
export const saveAnswers = defineCall({
  path: '/application/api/u/coaching/save-answers',
  ...coachingCall,
  request: requestBody({
    answers: v.pipe(
      listOf(
        v.object(
          {
            question_id: id('Please ensure all questions have been answered'),
            text: v.pipe(
              v.union([v.string(), boundedNumber('Please ensure all questions have been answered')], 'Please ensure all questions have been answered'),
              v.transform(String),
              v.trim(),
              v.nonEmpty('Please ensure all questions have been answered'),
              v.maxLength(5000, 'Your answer is too long.'),
            ),
          },
          'Please ensure all questions have been answered',
        ),
        'Please ensure all questions have been answered',
      ),
      v.minLength(1, 'Please ensure all questions have been answered'),
    ),
    task_id: taskId,
    date: dateTime(),
  }),
  response: v.object({ success: v.boolean(), message: v.optional(v.string()) }),
});

/** Completes a task (made only for today). */
export const completeTask = defineCall({
  path: '/application/api/u/coaching/complete-task',
  ...coachingCall,
  request: requestBody({ task_id: taskId }),
  response: ackReplySchema,
});

/** Toggles a task's completion (Mark as Unread). */
export const completeTaskToggle = defineCall({
  path: '/application/api/u/coaching/complete-task-toggle',
  ...coachingCall,
  request: requestBody({ task_id: taskId }),
  response: ackReplySchema,
});

function decodedLength(text: string): number {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0))).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Creates a smart goal task under a milestone; content is base64 of at most 150 characters. */
export const createTask = defineCall({
  path: '/application/api/u/coaching/create-task',
  ...coachingCall,
  request: requestBody({
    milestone_id: id('Please choose a valid milestone.'),
    goal_id: id('Please choose a valid goal.'),
    title: nonEmptyString('Please enter a title.', 200),
    content: v.pipe(
      base64(),
      v.check(
        (content) => decodedLength(content) <= SMART_GOAL_MAX_LENGTH,
        'Please use at most 150 characters.',
      ),
    ),
    target_date: v.optional(isoDate()),
  }),
  response: v.object({ success: v.boolean(), task_id: v.optional(v.number()) }),
});

/** Saves the coaching profile form. */
export const updateUserProfile = defineCall({
  path: '/application/api/u/user/update-user-profile',
  ...coachingCall,
  request: requestBody({
    user_profile: v.object(
      {
        address: nonEmptyString('Please enter your address.', 200),
        city: nonEmptyString('Please enter your city.', 100),
        county: nonEmptyString('Please enter your county.', 100),
        postal_code: nonEmptyString('Please enter your postcode.', 20),
        next_of_the_kin_full_name: nonEmptyString('Please enter the name of your next of kin.', 200),
        next_of_the_kin_phone: profilePhone,
      },
      'Please fill in all six fields of your profile.',
    ),
  }),
  response: v.object({ success: v.boolean() }),
});

/** Starts a pathway from the landing page. */
export const setPathway = defineCall({
  path: '/application/api/u/pathways/set-pathway',
  ...coachingCall,
  request: requestBody({ pathway: v.picklist(PATHWAYS, 'Please choose a valid pathway.') }),
  response: ackReplySchema,
});
