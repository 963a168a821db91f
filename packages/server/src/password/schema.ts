import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The password of an identity at the development identity provider, as an scrypt hash. One identity
 * (subject) may be a member of one client; the email is the provider's username, kept lower-cased.
 */
export const identityCredentials = pgTable(
  'identity_credentials',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    clientId: text('client_id').notNull(),
    email: text('email').notNull(),
    /** scrypt$<salt base64url>$<hash base64url> */
    passwordHash: text('password_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_credentials_subject').on(t.subject), uniqueIndex('identity_credentials_email').on(t.email)],
);

/** A short-lived, single-use permission to set a new password, granted by check-password; only its hash is kept. */
export const passwordAuthKeys = pgTable(
  'password_auth_keys',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('password_auth_keys_hash').on(t.keyHash), index('password_auth_keys_member').on(t.clientId, t.userId)],
);
