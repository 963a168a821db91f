import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A member's request to be called back by the employee assistance programme. */
export const eapRequests = pgTable(
  'eap_requests',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    phone: text('phone').notNull(),
    serviceId: integer('service_id').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('eap_requests_member').on(t.clientId, t.userId, t.requestedAt)],
);
