import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A member of one client. Every row that belongs to a member carries client_id and user_id. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    /** the identity provider's subject (sso_id) */
    ssoSubject: text('sso_subject').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dob: date('dob', { mode: 'string' }),
    membershipNumber: text('membership_number'),
    language: text('language').notNull().default('en'),
    role: text('role', { enum: ['cl', 'admin'] }).notNull().default('cl'),
    employerAdmin: boolean('employer_admin').notNull().default(false),
    tcAccepted: boolean('tc_accepted').notNull().default(false),
    ppAccepted: boolean('pp_accepted').notNull().default(false),
    cookiesAccepted: boolean('cookies_accepted').notNull().default(false),
    country: text('country'),
    locationId: integer('location_id'),
    /** the access code the member registered with, by id (codes themselves are stored hashed) */
    accessCodeId: integer('access_code_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_client_subject').on(t.clientId, t.ssoSubject),
    uniqueIndex('users_client_email').on(t.clientId, t.email),
    index('users_client').on(t.clientId),
  ],
);

/**
 * The access codes a client's members register with (clients/<id>/server.json), stored as scrypt hashes
 * with a per-code salt: a copy of the database does not reveal them.
 */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    /** scrypt$<salt base64>$<hash base64> of the upper-cased code */
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_codes_client').on(t.clientId)],
);
