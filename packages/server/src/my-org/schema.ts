import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** A contact's words in one language; English is always there, others fall back to it field by field. */
export interface ContactText {
  role: string;
  about: string;
}

/** The people at the employer a member may turn to, shown on /my-organisation (decision 0261). */
export const orgContacts = pgTable(
  'org_contacts',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    /** stable name of a seeded contact, so a reseed finds it again */
    seedKey: text('seed_key').notNull(),
    name: text('name').notNull(),
    texts: jsonb('texts').$type<Record<string, ContactText>>().notNull(),
    email: text('email'),
    phone: text('phone'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('org_contacts_seed').on(t.clientId, t.seedKey)],
);
