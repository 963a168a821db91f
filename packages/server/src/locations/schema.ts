import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** An office location of a client; the member's current one is users.location_id. */
export const officeLocations = pgTable(
  'office_locations',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    label: text('label').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('office_locations_client_label').on(t.clientId, t.label)],
);
