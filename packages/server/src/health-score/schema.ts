import { integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A member's answer to one Health Score question; one row per member and question, replaced when answered again
 * and deleted by restart. `value` is the scored number (cm, kg, mmHg systolic…), null for choices and "I don't know".
 */
export const healthScoreAnswers = pgTable(
  'health_score_answers',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    questionnaire: text('questionnaire').notNull(),
    questionId: integer('question_id').notNull(),
    answer: jsonb('answer').$type<unknown>().notNull(),
    unit: text('unit'),
    value: real('value'),
    /** the option indexes chosen, for select and multiple_choice (and the "I don't know" option) */
    choices: jsonb('choices').$type<number[]>().notNull().default([]),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('health_score_answers_member_question').on(t.clientId, t.userId, t.questionId)],
);
