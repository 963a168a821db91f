import { createHash, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { email as emailRule } from '@portal/contract/fields';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, passwordSchema } from '@portal/contract/rules';
import { CallError, type Db, type Member } from '../core/types';
import { DEMO_PASSWORD, type DemoIdentity, findUser, findUserByEmail, RateLimiter } from '../identity/public';
import { hashPassword, verifyPassword } from '../core/hashing';
import { perDb } from '../db/prepared';
import {
  consumeAuthKey,
  deleteAuthKeys,
  existingSubjects,
  findCredentialByLogin,
  findCredentialBySubject,
  insertAuthKey,
  insertCredentials,
  updateIdentityEmail,
  updatePasswordHash,
} from './repository';

/** How long the auth_key of check-password allows a reset: long enough to type a new password twice. */
export const AUTH_KEY_TTL_MS = 10 * 60 * 1000;
export const CHECK_PASSWORD_MAX_ATTEMPTS = 10;
export const CHECK_PASSWORD_WINDOW_MS = 15 * 60 * 1000;

export const EMAIL_NOT_OWN_MESSAGE = 'Please use the email address of your account.';
export const AUTH_KEY_INVALID_MESSAGE = 'Please enter your current password again.';
export const NO_PASSWORD_MESSAGE = 'This account has no password that can be changed here.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';
export const CREDENTIALS_MISMATCH_MESSAGE = 'Sorry, this email or password does not match our records.';
export const EMAIL_IN_USE_MESSAGE = 'This email address is already in use.';
export const SAME_EMAIL_MESSAGE = 'Please enter a different email address.';

const normaliseLogin = (login: string) => login.trim().toLowerCase();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const seeding = new WeakMap<Db, Promise<void>>();

/**
 * Gives every demo identity the demo password once (identities that already have a credential keep theirs,
 * so a changed password survives a restart). Lookups wait for it, so the first sign-in after a start works.
 */
export function seedDemoCredentials(db: Db, identities: readonly DemoIdentity[]): Promise<void> {
  const run = (async () => {
    const present = await existingSubjects(db, identities.map((identity) => identity.sub));
    const missing = identities.filter((identity) => !present.has(identity.sub));
    if (missing.length === 0) return;
    // one hash for all of them: the demo password is published (docs/demo-identities.md), and a hash each made a
    // development server with a thousand clients compute eight thousand scrypt hashes at its start (decision 0640)
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const rows = missing.map((identity) => ({ subject: identity.sub, clientId: identity.clientId, email: normaliseLogin(identity.email), passwordHash }));
    await insertCredentials(db, rows);
  })();
  const settled = run.catch((error: unknown) => {
    console.warn('[password] seeding the demo credentials failed:', error instanceof Error ? error.message : error);
  });
  seeding.set(db, settled);
  return run;
}

async function seeded(db: Db): Promise<void> {
  await seeding.get(db);
}

/**
 * Waits for the demo credentials a provider started seeding on this database (its failure already reported).
 * The server waits for it before closing a database, so closing right after a start is not a failed insert.
 */
export async function demoCredentialsSettled(db: Db): Promise<void> {
  await seeding.get(db);
}

// A fixed hash to compare against when the login is unknown, so timing does not reveal which logins exist.
const dummyHash = hashPassword(randomBytes(12).toString('hex'));

/** The subject whose password this is, or null; for the provider's sign-in and account pages. */
export async function verifyIdentityPassword(db: Db, login: string, password: string): Promise<{ subject: string; clientId: string; email: string } | null> {
  await seeded(db);
  const credential = await findCredentialByLogin(db, normaliseLogin(login));
  if (!credential) {
    await verifyPassword(password, await dummyHash);
    return null;
  }
  if (!(await verifyPassword(password, credential.passwordHash))) return null;
  return { subject: credential.subject, clientId: credential.clientId, email: credential.email };
}

/** The identity's current email at the provider (it changes with change-username), or null. */
export async function identityEmail(db: Db, subject: string): Promise<string | null> {
  await seeded(db);
  return (await findCredentialBySubject(db, subject))?.email ?? null;
}

const checkLimiter = perDb((db) => new RateLimiter(db, { max: CHECK_PASSWORD_MAX_ATTEMPTS, windowMs: CHECK_PASSWORD_WINDOW_MS }));

/** api-hc/check-password: the session member's current password; a valid one earns a single-use auth_key. */
export async function checkPassword(db: Db, member: Member, password: string, now: Date): Promise<{ valid: boolean; auth_key?: string }> {
  if (!(await checkLimiter(db).take([`check:${member.clientId}:${member.userId}`], now))) throw new CallError(429, TOO_MANY_ATTEMPTS_MESSAGE);
  await seeded(db);
  const user = await findUser(db, member.clientId, member.userId);
  const credential = user ? await findCredentialBySubject(db, user.ssoSubject) : undefined;
  if (!credential || credential.clientId !== member.clientId) return { valid: false };
  if (!(await verifyPassword(password, credential.passwordHash))) return { valid: false };
  const authKey = randomBytes(32).toString('base64url');
  await deleteAuthKeys(db, member.clientId, member.userId, now);
  await insertAuthKey(db, { clientId: member.clientId, userId: member.userId, keyHash: sha256(authKey), expiresAt: new Date(now.getTime() + AUTH_KEY_TTL_MS) });
  return { valid: true, auth_key: authKey };
}

/** The new-password rules of seed 001 section 5, from the contract; the first broken rule's message, or null. */
export function newPasswordProblem(password: string, repeat: string): string | null {
  const result = v.safeParse(passwordSchema('strict'), password);
  if (!result.success) return result.issues[0].message;
  if (password !== repeat) return PASSWORDS_DO_NOT_MATCH_MESSAGE;
  return null;
}

export interface ResetInput {
  readonly email: string;
  readonly auth_key: string;
  readonly password: string;
  readonly password_repeat: string;
}

/** api-hc/reset-password: the member's own email, a valid auth_key, and a new password that meets the rules. */
export async function resetPassword(db: Db, member: Member, input: ResetInput, now: Date): Promise<{ password_changed: true }> {
  const user = await findUser(db, member.clientId, member.userId);
  if (!user || normaliseLogin(input.email) !== normaliseLogin(user.email)) throw new CallError(403, EMAIL_NOT_OWN_MESSAGE);
  const problem = newPasswordProblem(input.password, input.password_repeat);
  if (problem) throw new CallError(422, problem);
  if (!(await consumeAuthKey(db, member.clientId, member.userId, sha256(input.auth_key), now))) throw new CallError(403, AUTH_KEY_INVALID_MESSAGE);
  await seeded(db);
  if (!(await updatePasswordHash(db, user.ssoSubject, await hashPassword(input.password)))) throw new CallError(409, NO_PASSWORD_MESSAGE);
  return { password_changed: true };
}

/** The result of a form on the provider's account pages: done, or the message to show. */
export type AccountChange = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** The provider's change-username flow: the current email and password, then the new email. */
export async function changeIdentityEmail(
  db: Db,
  clientId: string,
  input: { email: string; password: string; newEmail: string },
): Promise<AccountChange> {
  const parsed = v.safeParse(emailRule(), input.newEmail);
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message };
  const newEmail = normaliseLogin(parsed.output);
  const identity = await verifyIdentityPassword(db, input.email, input.password);
  if (!identity || identity.clientId !== clientId) return { ok: false, message: CREDENTIALS_MISMATCH_MESSAGE };
  if (newEmail === identity.email) return { ok: false, message: SAME_EMAIL_MESSAGE };
  if ((await findCredentialByLogin(db, newEmail)) || (await findUserByEmail(db, clientId, newEmail))) {
    return { ok: false, message: EMAIL_IN_USE_MESSAGE };
  }
  await updateIdentityEmail(db, identity, newEmail);
  return { ok: true };
}

/** The provider's change-password flow: the current email and password, then the new password twice. */
export async function changeIdentityPassword(
  db: Db,
  clientId: string,
  input: { email: string; password: string; newPassword: string; repeat: string },
): Promise<AccountChange> {
  const identity = await verifyIdentityPassword(db, input.email, input.password);
  if (!identity || identity.clientId !== clientId) return { ok: false, message: CREDENTIALS_MISMATCH_MESSAGE };
  const problem = newPasswordProblem(input.newPassword, input.repeat);
  if (problem) return { ok: false, message: problem };
  await updatePasswordHash(db, identity.subject, await hashPassword(input.newPassword));
  return { ok: true };
}
