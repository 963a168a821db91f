import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Tags a member reads, per language (en always present). */
export type LocalisedTags = Record<string, string[]>;

/** The answers a member gave in the DMH questionnaire: one row per question, a new answer replaces the old. */
export const dmhAnswers = pgTable(
  'dmh_answers',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    questionId: integer('question_id').notNull(),
    answer: jsonb('answer').$type<unknown>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId, t.questionId] })],
);

/** A clinician of the digital mental health service of one client. */
export const dmhClinicians = pgTable(
  'dmh_clinicians',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['Male', 'Female'] }).notNull(),
    image: text('image'),
    tags: jsonb('tags').$type<LocalisedTags>().notNull(),
  },
  (t) => [index('dmh_clinicians_client').on(t.clientId)],
);

/**
 * A clinician's bookable time. A slot holds one member: booking sets user_id only where it is still null, in one
 * statement, so of any number of racing requests exactly one changes the row (as coaching slots, decision 0110).
 */
export const dmhSlots = pgTable(
  'dmh_slots',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    clinicianId: integer('clinician_id')
      .notNull()
      .references(() => dmhClinicians.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    userId: integer('user_id'),
    bookingId: integer('booking_id'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dmh_slots_clinician_start').on(t.clinicianId, t.startAt),
    index('dmh_slots_client_start').on(t.clientId, t.startAt),
  ],
);
