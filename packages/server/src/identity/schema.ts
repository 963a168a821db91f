import { sql } from 'drizzle-orm';
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
    /**
     * Staff roles beside membership that calls may require (defineCall's `role`). Employer admin stays the
     * employer_admin flag above, which the session user carries (seed 000 section 6).
     */
    staffRoles: text('staff_roles', { enum: ['coach', 'clinician', 'support'] }).array().notNull().default(sql`'{}'::text[]`),
    tcAccepted: boolean('tc_accepted').notNull().default(false),
    ppAccepted: boolean('pp_accepted').notNull().default(false),
    cookiesAccepted: boolean('cookies_accepted').notNull().default(false),
    country: text('country'),
    locationId: integer('location_id'),
    /** the access code the member registered with, by id (codes themselves are stored hashed) */
    accessCodeId: integer('access_code_id'),
    /** set by an employer admin (issue 14): the member's sessions were ended and sign-in is refused */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** when the member proved the email address by its verification link; null: unverified (a new or changed email) */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
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
    /** the employer admin's name for the code (issue 14); null for the codes of server.json */
    label: text('label'),
    /** the last day the code is accepted (UTC); null: no expiry */
    expiresOn: date('expires_on', { mode: 'string' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** the employer admin who created it; null: a code of server.json, which startup keeps in step with the file */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_codes_client').on(t.clientId)],
);

/**
 * What the access codes of each client's server.json were when they were last kept in step with the file (issue 33
 * item 6, decision 0640): an HMAC-SHA256 of the normalised codes, keyed by the stored hashes of those codes. A start
 * whose file codes give the same fingerprint leaves them alone instead of checking each against the slow scrypt
 * hash; a changed file, or a row changed behind the sync's back, gives another fingerprint and is synced.
 */
export const accessCodeSyncs = pgTable('access_code_syncs', {
  clientId: text('client_id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Attempt counters of the rate limits (alternative login, registration), in the database so that every API
 * process counts against the same limit. One row per limited key (stored as its SHA-256, since keys hold
 * emails) and fixed window; an insert or an increment is one atomic upsert.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    keyHash: text('key_hash').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_ends').on(t.windowEndsAt)],
);

/**
 * Browsers a member has signed in with through the alternative login (decision 0465): the cookie holds a random
 * token, the table its SHA-256. Such a browser's attempts count against itself alone, so other people's guesses
 * at the client's shared identifier (which lock the address, the email and the client) never lock it out.
 */
export const alternativeLoginDevices = pgTable(
  'alternative_login_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('alternative_login_devices_client_user').on(t.clientId, t.userId), index('alternative_login_devices_expires').on(t.expiresAt)],
);

/**
 * The links of email verification (seed 003 section 4): a random 256-bit token, of which only the SHA-256 is kept,
 * valid for EMAIL_VERIFICATION_TTL_HOURS and used once (used_at set in one conditional update). The link returns to
 * the origin the member asked from.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    /** the address the link was sent to: a link for an address changed since verifies nothing */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    returnOrigin: text('return_origin').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_verifications_token').on(t.tokenHash), index('email_verifications_member').on(t.clientId, t.userId)],
);
