import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TaskContentBlock } from '@portal/contract/calls/coaching';

/** The three coaching services; the member's service type is also the booking's appointment type. */
export const COACHING_SERVICES = ['mental_health', 'healthcoach', 'cancer'] as const;
export type CoachingService = (typeof COACHING_SERVICES)[number];

/** Text a member reads, per language (en always present). */
export type Localised = Record<string, string>;

/** A coach of one service of one client. */
export const coaches = pgTable(
  'coaches',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    service: text('service', { enum: COACHING_SERVICES }).notNull(),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['Male', 'Female'] }).notNull(),
    age: integer('age'),
    avatarUrl: text('avatar_url'),
    /** null: the page shows the default label, Healthcoach */
    position: jsonb('position').$type<Localised>(),
    degree: jsonb('degree').$type<Localised>(),
    /** HTML, sanitised by the page */
    description: jsonb('description').$type<Localised>().notNull(),
    since: date('since', { mode: 'string' }),
  },
  (t) => [index('coaches_client_service').on(t.clientId, t.service)],
);

/**
 * A coach's bookable time. A slot holds one member: booking sets user_id only where it is still null, in one
 * statement, so of any number of racing requests exactly one changes the row.
 */
export const coachingSlots = pgTable(
  'coaching_slots',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coaches.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    userId: integer('user_id'),
    deliveryType: text('delivery_type', { enum: ['video', 'chat'] }),
    bookingId: integer('booking_id'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coaching_slots_coach_start').on(t.coachId, t.startAt),
    index('coaching_slots_client_start').on(t.clientId, t.startAt),
    index('coaching_slots_member').on(t.clientId, t.userId),
  ],
);

/** The coach a member has per service, set by their first booking. */
export const coachingAssignments = pgTable(
  'coaching_assignments',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    service: text('service', { enum: COACHING_SERVICES }).notNull(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coaches.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    /** set when the coach closes the member's journey: the coaching home then sends the member away */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId, t.service] })],
);

/** The pathway a member started from the landing page; a later choice replaces it. */
export const coachingPathways = pgTable(
  'coaching_pathways',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    pathway: text('pathway').notNull(),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId] })],
);

/** A member's answer to one question of a fixed survey (WHO-5, CORE-10) in progress; answering again replaces it. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    survey: text('survey', { enum: ['WHO-5', 'CORE-10'] }).notNull(),
    questionId: integer('question_id').notNull(),
    optionId: integer('option_id').notNull(),
    points: integer('points').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId, t.questionId] })],
);

/** A finished fixed survey: its score and outcome; the WHO-5 rows are the check-in graph. */
export const surveyResults = pgTable(
  'survey_results',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    survey: text('survey', { enum: ['WHO-5', 'CORE-10'] }).notNull(),
    score: integer('score').notNull(),
    result: text('result').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('survey_results_member').on(t.clientId, t.userId, t.takenAt)],
);

/** The triage page's next step (EAP, SelectCoach, SurveyCORE10), restored on reload and cleared by a closed journey. */
export const triagePrompts = pgTable(
  'triage_prompts',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    prompt: text('prompt', { enum: ['EAP', 'SelectCoach', 'SurveyCORE10'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId] })],
);

/** A goal the coach set for a member in one service. */
export const coachingGoals = pgTable(
  'coaching_goals',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    service: text('service', { enum: COACHING_SERVICES }).notNull(),
    title: jsonb('title').$type<Localised>().notNull(),
    img: text('img'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('coaching_goals_member').on(t.clientId, t.userId, t.service)],
);

/** A step towards a goal; a disabled milestone's tasks wait until the coach opens it. */
export const coachingMilestones = pgTable(
  'coaching_milestones',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    goalId: integer('goal_id')
      .notNull()
      .references(() => coachingGoals.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<Localised>().notNull(),
    icon: text('icon'),
    disabled: boolean('disabled').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('coaching_milestones_goal').on(t.goalId)],
);

/** Task content per language: the blocks the task modal shows (text blocks in base64). */
export type LocalisedBlocks = Record<string, TaskContentBlock[]>;

/** A task of a milestone, or a bonus task of the service (no goal, no milestone). */
export const coachingTasks = pgTable(
  'coaching_tasks',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    service: text('service', { enum: COACHING_SERVICES }).notNull(),
    goalId: integer('goal_id').references(() => coachingGoals.id, { onDelete: 'cascade' }),
    milestoneId: integer('milestone_id').references(() => coachingMilestones.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<Localised>().notNull(),
    icon: text('icon'),
    targetDate: date('target_date', { mode: 'string' }),
    recurringType: text('recurring_type'),
    hasWidget: text('has_widget', { enum: ['calendar', 'journal'] }),
    disabled: boolean('disabled').notNull().default(false),
    content: jsonb('content').$type<LocalisedBlocks>().notNull(),
    /** a smart goal the member wrote themselves */
    createdByMember: boolean('created_by_member').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('coaching_tasks_member').on(t.clientId, t.userId, t.service)],
);

/** The coaching profile form's six fields; a row means the profile is complete. */
export const coachingProfiles = pgTable(
  'coaching_profiles',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    county: text('county').notNull(),
    postalCode: text('postal_code').notNull(),
    nextOfKinName: text('next_of_kin_name').notNull(),
    nextOfKinPhone: text('next_of_kin_phone').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId] })],
);

/** One answer of a journal entry: a question of a task's journal on a date, stored as text. */
export const coachingJournalAnswers = pgTable(
  'coaching_journal_answers',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    taskId: integer('task_id')
      .notNull()
      .references(() => coachingTasks.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /** the entry's date and time as the member chose it (YYYY-MM-DD HH:mm) */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    entryTime: text('entry_time').notNull(),
    text: text('text').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('coaching_journal_answers_task').on(t.clientId, t.userId, t.taskId, t.entryDate)],
);
