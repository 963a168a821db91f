import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A home blood-test kit a member ordered; the lab adapter tells where it is from its order time. */
export const kitOrders = pgTable(
  'kit_orders',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    phoneNumber: text('phone_number').notNull(),
    postCode: text('post_code').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    selectedSex: text('selected_sex'),
    name: text('name'),
    sample: text('sample'),
    /** the results consultation, once booked */
    consultationBookingId: integer('consultation_booking_id'),
  },
  (t) => [index('kit_orders_member').on(t.clientId, t.userId, t.orderedAt)],
);

/** A clinician who holds results consultations for one client. */
export const kitClinicians = pgTable(
  'kit_clinicians',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['Male', 'Female'] }).notNull(),
    /** per language (en always present) */
    skills: jsonb('skills').$type<Record<string, string[]>>().notNull(),
  },
  (t) => [index('kit_clinicians_client').on(t.clientId)],
);

/** A consultation slot; it holds one member (a conditional update, as decision 0110). */
export const kitSlots = pgTable(
  'kit_slots',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    clinicianId: integer('clinician_id')
      .notNull()
      .references(() => kitClinicians.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    userId: integer('user_id'),
    bookingId: integer('booking_id'),
  },
  (t) => [uniqueIndex('kit_slots_clinician_start').on(t.clinicianId, t.startAt), index('kit_slots_client_start').on(t.clientId, t.startAt)],
);
