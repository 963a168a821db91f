import * as v from 'valibot';
import { defineCall } from '../define-call';
import { ackReplySchema } from '../replies';
import { id, isoDate, nonEmptyString, requestBody, stringId } from '../fields';
import { goalSchema, taskSchema } from './coaching';

/**
 * The coach's workspace (issue 12, beyond the spec's 98 calls; decision 0201): a coach account sees the
 * coachees of the coaches it answers for, within its own client, and nobody else's.
 */
const WORKSPACE_ROUTES = ['coachWorkspace', 'coachConversation'] as const;
const conversationSid = stringId('Please choose a valid conversation.');

export const coacheeSchema = v.object({
  conversation_sid: v.string(),
  name: v.string(),
  /** 'active' or 'discharged' */
  status: v.string(),
  /** messages of the coachee the coach has not read */
  unread: v.number(),
  last_active_at: v.string(),
});

export const upcomingSessionSchema = v.object({
  /** the booking whose video room Join opens (null for a slot without a booking row) */
  booking_id: v.nullable(v.number()),
  start: v.string(),
  end: v.string(),
  delivery_type: v.string(),
  coachee_name: v.string(),
  coach_name: v.string(),
});

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const coachWorkspaceCall = { seed: '002', area: 'coach-workspace', auth: 'session', role: 'coach', routes: WORKSPACE_ROUTES } as const;

/** The coach's coachees with unread counts (the inbox), and their upcoming sessions. */
export const getCoachees = defineCall({
  path: '/application/api/u/workspace/get-coachees',
  readOnly: true,
  ...coachWorkspaceCall,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), coachees: v.array(coacheeSchema), upcoming: v.array(upcomingSessionSchema) }),
});

/** Opens one coachee's conversation from the coach's side: the coach's chat token and identity. */
export const joinCoacheeChat = defineCall({
  path: '/application/api/u/workspace/join-chat',
  ...coachWorkspaceCall,
  request: requestBody({ conversation_sid: conversationSid }),
  response: v.object({
    success: v.boolean(),
    token: v.string(),
    /** the coach's chat identity */
    user: v.string(),
    coachee_name: v.string(),
    status: v.string(),
    conversation_sid: v.string(),
  }),
});

/** Discharges a coachee (they can no longer send) or restarts them. */
export const setCoacheeStatus = defineCall({
  path: '/application/api/u/workspace/set-coachee-status',
  ...coachWorkspaceCall,
  request: requestBody({ conversation_sid: conversationSid, status: v.picklist(['active', 'discharged'], 'Please choose active or discharged.') }),
  response: ackReplySchema,
});

/** Limits of what a coach writes into a coachee's plan. */
export const PLAN_TITLE_MAX_LENGTH = 120;
export const PLAN_DESCRIPTION_MAX_LENGTH = 2000;
export const JOURNAL_QUESTIONS_MAX = 5;
export const JOURNAL_QUESTION_MAX_LENGTH = 200;

/** One coachee's goals with their milestones and tasks, and the bonus tasks, as the coachee's coaching home shows them. */
export const getCoacheePlan = defineCall({
  path: '/application/api/u/workspace/get-coachee-plan',
  readOnly: true,
  ...coachWorkspaceCall,
  request: requestBody({ conversation_sid: conversationSid }),
  response: v.object({ success: v.boolean(), goals: v.array(goalSchema), orphans: v.array(taskSchema) }),
});

/** Sets a new goal for a coachee. */
export const addCoacheeGoal = defineCall({
  path: '/application/api/u/workspace/add-goal',
  ...coachWorkspaceCall,
  request: requestBody({ conversation_sid: conversationSid, title: nonEmptyString('Please enter a title.', PLAN_TITLE_MAX_LENGTH) }),
  response: v.object({ success: v.boolean(), goal_id: v.number() }),
});

/** Adds a milestone to one of the coachee's goals; a locked milestone keeps its tasks closed until the coach opens it. */
export const addCoacheeMilestone = defineCall({
  path: '/application/api/u/workspace/add-milestone',
  ...coachWorkspaceCall,
  request: requestBody({
    conversation_sid: conversationSid,
    goal_id: id('Please choose a valid goal.'),
    title: nonEmptyString('Please enter a title.', PLAN_TITLE_MAX_LENGTH),
  }),
  response: v.object({ success: v.boolean(), milestone_id: v.number() }),
});

/**
 * Sets a task: in a milestone of a goal, or a bonus task without either. Its content is a text block of the
 * description and, for a journal task, a daily journal of the coach's questions.
 */
export const addCoacheeTask = defineCall({
  path: '/application/api/u/workspace/add-task',
  ...coachWorkspaceCall,
  request: requestBody({
    conversation_sid: conversationSid,
    milestone_id: v.optional(id('Please choose a valid milestone.')),
    title: nonEmptyString('Please enter a title.', PLAN_TITLE_MAX_LENGTH),
    description: nonEmptyString('Please describe the task.', PLAN_DESCRIPTION_MAX_LENGTH),
    target_date: v.optional(isoDate()),
    daily: v.optional(v.boolean('Please answer yes or no.')),
    journal_questions: v.optional(
      v.pipe(
        v.array(nonEmptyString('Please enter a question.', JOURNAL_QUESTION_MAX_LENGTH), 'Please enter the journal questions as a list.'),
        v.maxLength(JOURNAL_QUESTIONS_MAX, `Please ask at most ${JOURNAL_QUESTIONS_MAX} questions.`),
      ),
    ),
  }),
  response: v.object({ success: v.boolean(), task_id: v.number() }),
});

export const clinicBookingSchema = v.object({
  booking_id: v.number(),
  start: v.string(),
  end: v.string(),
  /** 'dmh' (digital mental health) or 'blood-test' (a kit consultation) */
  kind: v.string(),
  member_name: v.string(),
  clinician_name: v.string(),
});

/** A clinician's clinic bookings still to come (digital mental health and blood-test consultations), for Join. */
export const getClinicBookings = defineCall({
  path: '/application/api/u/workspace/get-clinic-bookings',
  readOnly: true,
  seed: '002',
  area: 'coach-workspace',
  auth: 'session',
  role: 'clinician',
  routes: WORKSPACE_ROUTES,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), bookings: v.array(clinicBookingSchema) }),
});

export const workspaceCalls = [
  getCoachees,
  joinCoacheeChat,
  setCoacheeStatus,
  getCoacheePlan,
  addCoacheeGoal,
  addCoacheeMilestone,
  addCoacheeTask,
  getClinicBookings,
] as const;
