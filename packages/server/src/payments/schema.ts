import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const CHECKOUT_STATUSES = ['open', 'paid', 'cancelled', 'refunded'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * A card checkout of a paid event: what the member is paying for (a date or a slot, maybe the whole series),
 * the amount fixed on the server when it was opened, and what fulfilment booked. The provider's session id is
 * unique, so a replayed webhook or a reloaded return page finds the same row and books nothing twice.
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    eventDateId: integer('event_date_id').notNull(),
    slotId: integer('slot_id'),
    allSeries: integer('all_series').notNull().default(0),
    /** minor units */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    title: text('title').notNull(),
    /** where the provider sends the member back (our origin only) */
    returnUrl: text('return_url').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    /** the provider's payment (Stripe: the payment intent), which a refund names */
    paymentRef: text('payment_ref'),
    registrationIds: integer('registration_ids').array(),
    refundRef: text('refund_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_checkouts_session').on(t.sessionId), index('payment_checkouts_member').on(t.clientId, t.userId)],
);

export const LOCAL_PAYMENT_STATUSES = ['open', 'paid', 'cancelled', 'refunded'] as const;

/**
 * The offline card provider's own ledger (local-adapter.ts): what its checkout page shows and whether the
 * member paid there. It stands where Stripe's records would be, apart from our checkouts table.
 */
export const localCardPayments = pgTable('local_card_payments', {
  sessionId: text('session_id').primaryKey(),
  clientId: text('client_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  title: text('title').notNull(),
  language: text('language').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status', { enum: LOCAL_PAYMENT_STATUSES }).notNull().default('open'),
  paymentRef: text('payment_ref'),
  refundRef: text('refund_ref'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
