import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The staff people a signed-in user answers for, as bookings name them (bookings.clinician_id, e.g. CLN-1041,
 * DMH-3, KIT-2 or COA-3120): the clinician or coach who may join that booking's room from the other side. A
 * clinic's clinician account may answer for several clinicians (the demo one for all of its client's).
 */
export const videoStaff = pgTable(
  'video_staff',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    staffRef: text('staff_ref').notNull(),
  },
  (t) => [
    uniqueIndex('video_staff_user_ref').on(t.clientId, t.userId, t.staffRef),
    index('video_staff_ref').on(t.clientId, t.staffRef),
  ],
);

/**
 * Room tokens of the local video adapter, stored as SHA-256 hashes: any API process can check one at the
 * socket's upgrade without a shared signing secret, and a copy of the table admits nobody.
 */
export const videoRoomTokens = pgTable(
  'video_room_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    clientId: text('client_id').notNull(),
    bookingId: integer('booking_id').notNull(),
    userId: integer('user_id').notNull(),
    side: text('side', { enum: ['member', 'staff'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('video_room_tokens_expiry').on(t.expiresAt)],
);

/**
 * Signalling messages (offer, answer, ICE) between the two sides of a room. An SDP offer can exceed what a
 * NOTIFY carries, so the row holds it and the topic bus carries only its id (decision 0200).
 */
export const videoSignals = pgTable(
  'video_signals',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    bookingId: integer('booking_id').notNull(),
    fromSide: text('from_side', { enum: ['member', 'staff'] }).notNull(),
    kind: text('kind').notNull(),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('video_signals_room').on(t.clientId, t.bookingId, t.createdAt)],
);

/** The feedback modal's answers after a long session: one row per booking and person, replaced on a new answer. */
export const videoFeedback = pgTable(
  'video_feedback',
  {
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    bookingId: integer('booking_id').notNull(),
    rating: integer('rating').notNull(),
    recommend: boolean('recommend'),
    comment: text('comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('video_feedback_booking_user').on(t.clientId, t.bookingId, t.userId)],
);
