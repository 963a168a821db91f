import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * before-30m and video-link are mails; offer-lapse releases a place held for a member (decision 0262) when its
 * time runs out, without a mail; fitness-sync and challenge-notice are the fitness domain's (decision 0570), run
 * through the worker's `jobKinds`: the table is the server's one queue of jobs due at a time.
 */
export const REMINDER_KINDS = ['before-30m', 'video-link', 'offer-lapse', 'fitness-sync', 'challenge-notice'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What a reminder is about: a row of `bookings` (clinic, coaching, event timeslot) or an event registration. */
export const REMINDER_SOURCES = ['booking', 'event', 'fitness', 'challenge'] as const;
export type ReminderSource = (typeof REMINDER_SOURCES)[number];

/**
 * The reminder jobs (decision 0300): one row per booking, reminder kind and start time, so a rescan inserts
 * nothing twice and a rescheduled booking gets fresh jobs. A worker claims due rows by setting `locked_until`
 * and `claim` in one statement (FOR UPDATE SKIP LOCKED), sends, and sets `sent_at` only while its claim holds.
 */
export const reminderJobs = pgTable(
  'reminder_jobs',
  {
    id: serial('id').primaryKey(),
    /** <source>:<source id>:<kind>:<start as ISO>: the unique key that makes scheduling idempotent */
    key: text('key').notNull(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    source: text('source', { enum: REMINDER_SOURCES }).notNull(),
    sourceId: integer('source_id').notNull(),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    /** the start the job was planned for: a booking that moved since is not reminded of the old time */
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** the current claim's random id: only its holder may mark the job sent */
    claim: text('claim'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** set when the job will never send: cancelled, moved, started, opted out, or failed too often */
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
    skipReason: text('skip_reason'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_jobs_key').on(t.key),
    // a held place's release is dropped by its place when the member pays or gives it up
    index('reminder_jobs_source').on(t.source, t.sourceId),
    index('reminder_jobs_due').on(t.runAt).where(sql`${t.sentAt} is null and ${t.skippedAt} is null`),
  ],
);
