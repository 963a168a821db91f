import { ACCESS_CODE_NOT_RECOGNISED, type SessionUser } from '@portal/contract/calls';
import { SESSION_ERROR_MESSAGE } from '@portal/contract/errors';
import { AGE_MESSAGE, MIN_AGE, ageOn } from '@portal/contract/rules';
import { audit } from '../audit/public';
import { ReplyError, type CoreCallContext } from '../core/context';
import { CallError, memberOf, type Member } from '../core/types';
import { newsBusOf } from '../db/news/bus';
import { verifyAccessCode } from '../core/hashing';
import { findSessionUser, findUserByEmail, findUserBySubject, insertUser, usableAccessCodes, type SessionUserRow } from './repository';
import { actingStaffOf } from './login-as';
import { toSessionUser } from './session-user';
import { InvalidTokenError, type IdentityClaims } from './tokens';
import { deviceCookieName, rememberDevice, trustedDevice } from './trusted-devices';

export const TOKEN_REJECTED_MESSAGE = 'Your sign-in could not be verified. Please sign in again.';
export const ALREADY_REGISTERED_MESSAGE = 'An account already exists for this sign-in. Please log in.';
export const EMAIL_TAKEN_MESSAGE = 'This email address is already registered.';
export const ALTERNATIVE_LOGIN_FAILED = 'Sign-in failed.';
export const ALTERNATIVE_LOGIN_UNAVAILABLE = 'Alternative login is not available.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';
export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Please contact your employer.';

interface SsoInput {
  readonly email: string;
  readonly sso_id: string;
  readonly token: string;
}

/**
 * The issuer and audience this client's ID tokens must carry. The development provider, when it runs,
 * serves every client (so a client's production issuer in server.json is never needed offline);
 * otherwise server.json sso, then OIDC_ISSUER / OIDC_AUDIENCE.
 */
function expectedToken(ctx: CoreCallContext): { issuer: string; audience: string } {
  const { oidc } = ctx.services.config;
  const sso = ctx.tenant.server.sso;
  if (sso && !oidc.devProvider) return { issuer: sso.issuer.replace(/\/$/, ''), audience: sso.audience };
  return { issuer: oidc.issuer, audience: oidc.audience ?? ctx.tenant.id };
}

/** Verifies the identity provider's token; the body's sso_id must be the token's subject. */
async function verifiedIdentity(input: SsoInput, ctx: CoreCallContext, event: 'sign-in.failed' | 'register.failed'): Promise<IdentityClaims> {
  try {
    const claims = await ctx.services.tokens.verify(input.token, expectedToken(ctx));
    if (claims.sub !== input.sso_id) throw new InvalidTokenError('sso_id is not the token subject');
    return claims;
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    await audit(ctx.db, {
      event, outcome: 'failure', clientId: ctx.tenant.id, email: input.email, ip: ctx.ip, path: ctx.path,
      detail: { reason: 'token-rejected', why: error.message.slice(0, 120) },
    });
    throw new CallError(401, TOKEN_REJECTED_MESSAGE);
  }
}

/** seed 000 section 4 steps 2-3: an existing member is signed in; otherwise the page shows registration. */
export async function preCheck(input: SsoInput, ctx: CoreCallContext): Promise<{ success: boolean; user_exist: boolean; user?: SessionUser }> {
  const claims = await verifiedIdentity(input, ctx, 'sign-in.failed');
  const user = await findUserBySubject(ctx.db, ctx.tenant.id, claims.sub);
  if (!user) return { success: true, user_exist: false };
  if (user.deactivatedAt) {
    await audit(ctx.db, { event: 'sign-in.failed', outcome: 'refused', clientId: ctx.tenant.id, userId: user.id, ip: ctx.ip, path: ctx.path, detail: { reason: 'deactivated' } });
    throw new CallError(403, DEACTIVATED_MESSAGE);
  }
  const session = await ctx.startSession(user.id, { providerHint: input.token });
  await audit(ctx.db, { event: 'sign-in', outcome: 'success', clientId: ctx.tenant.id, userId: user.id, ip: ctx.ip, path: ctx.path, detail: { method: 'sso' } });
  return { success: true, user_exist: true, user: toSessionUser(user, ctx.tenant, session.createdAt) };
}

export interface RegistrationInput extends SsoInput {
  readonly first_name: string;
  readonly last_name: string;
  readonly dob: string;
  readonly access_token: string;
  readonly membership_number?: string | undefined;
}

/** Which of this client's access codes the typed code is, by hash; null when none. */
async function matchAccessCode(ctx: CoreCallContext, code: string): Promise<number | null> {
  for (const row of await usableAccessCodes(ctx.db, ctx.tenant.id, ctx.now)) {
    if (await verifyAccessCode(code, row.codeHash)) return row.id;
  }
  return null;
}

function registrationError(status: CallError['status'], message: string): ReplyError {
  // The page reads `error` (seed 000 section 8); `err` keeps the product-wide failure shape.
  return new ReplyError(status, message, { error: message });
}

function wrongCodeKey(ctx: CoreCallContext): string {
  return `register:${ctx.tenant.id}:wrong-codes`;
}

/**
 * Access codes must not be guessable: every attempt counts against the identity (whose token the provider
 * issued), and wrong codes against the client as a whole, so that many identities cannot share the guessing.
 * Both are checked before the codes are hashed, so a refused attempt costs no scrypt.
 */
async function throttleRegistration(ctx: CoreCallContext, subject: string, email: string): Promise<void> {
  const { registrationLimiter, accessCodeLimiter } = ctx.services;
  const identityAllowed = await registrationLimiter.take([`register:${ctx.tenant.id}:sub:${subject}`], ctx.now);
  const clientOver = identityAllowed && (await accessCodeLimiter.isOver([wrongCodeKey(ctx)], ctx.now));
  if (identityAllowed && !clientOver) return;
  await audit(ctx.db, {
    event: 'rate-limited', outcome: 'refused', clientId: ctx.tenant.id, email, ip: ctx.ip, path: ctx.path,
    detail: { call: 'register', limit: identityAllowed ? 'client' : 'identity' },
  });
  throw registrationError(429, TOO_MANY_ATTEMPTS);
}

/** seed 000 sections 4, 5 and 8: creates the member with a valid access code and signs them in. */
export async function register(input: RegistrationInput, ctx: CoreCallContext): Promise<{ success: boolean; user?: SessionUser }> {
  const claims = await verifiedIdentity(input, ctx, 'register.failed');
  const fail = async (status: CallError['status'], message: string, reason: string) => {
    await audit(ctx.db, { event: 'register.failed', outcome: 'failure', clientId: ctx.tenant.id, email: input.email, ip: ctx.ip, path: ctx.path, detail: { reason } });
    return registrationError(status, message);
  };
  await throttleRegistration(ctx, claims.sub, input.email);
  // The schema checks the age already; the rule is repeated here because it is the business rule.
  if (!(ageOn(input.dob, ctx.now) >= MIN_AGE)) throw await fail(422, AGE_MESSAGE, 'under-age');
  if (await findUserBySubject(ctx.db, ctx.tenant.id, claims.sub)) throw await fail(409, ALREADY_REGISTERED_MESSAGE, 'already-registered');
  const email = (claims.email ?? input.email).trim().toLowerCase();
  if (await findUserByEmail(ctx.db, ctx.tenant.id, email)) throw await fail(409, EMAIL_TAKEN_MESSAGE, 'email-taken');
  const accessCodeId = await matchAccessCode(ctx, input.access_token);
  if (accessCodeId === null) {
    await ctx.services.accessCodeLimiter.take([wrongCodeKey(ctx)], ctx.now);
    throw await fail(422, ACCESS_CODE_NOT_RECOGNISED, 'access-code-not-recognised');
  }

  let user;
  try {
    user = await insertUser(ctx.db, {
      clientId: ctx.tenant.id,
      ssoSubject: claims.sub,
      email,
      firstName: input.first_name,
      lastName: input.last_name,
      dob: input.dob,
      membershipNumber: input.membership_number ?? null,
      language: ctx.tenant.manifest.defaultLanguage,
      accessCodeId,
      // Continue is only enabled with the Terms box ticked (seed 000 section 5).
      tcAccepted: true,
    });
  } catch (error) {
    // A concurrent registration of the same identity lost the race on the unique index.
    if (String((error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code) === '23505') {
      throw await fail(409, ALREADY_REGISTERED_MESSAGE, 'already-registered');
    }
    throw error;
  }
  const session = await ctx.startSession(user.id, { providerHint: input.token });
  await audit(ctx.db, { event: 'register', outcome: 'success', clientId: ctx.tenant.id, userId: user.id, ip: ctx.ip, path: ctx.path });
  return { success: true, user: toSessionUser(user, ctx.tenant, session.createdAt) };
}

/**
 * seed 003 sections 2.9 and 4: email plus the client identifier of server.json, rate-limited (decision 0465).
 * The identifier is one secret of the whole client, so wrong ones count against the client as well as the
 * address and the email. A browser the member has signed in with before (its device cookie) counts against
 * itself alone, so somebody else's guesses never lock that member out.
 */
export async function alternativeSignIn(input: { email: string; client_id: string }, ctx: CoreCallContext): Promise<{ success: boolean; user?: SessionUser }> {
  const base = { clientId: ctx.tenant.id, email: input.email, ip: ctx.ip, path: ctx.path } as const;
  const settings = ctx.tenant.server.alternativeLogin;
  if (!ctx.tenant.manifest.signIn.alternativeLogin || !settings) {
    await audit(ctx.db, { ...base, event: 'alternative-login.failed', outcome: 'refused', detail: { reason: 'disabled' } });
    throw new CallError(403, ALTERNATIVE_LOGIN_UNAVAILABLE);
  }
  const { alternativeLoginLimiter, alternativeLoginClientLimiter, config } = ctx.services;
  const email = input.email.trim().toLowerCase();
  const deviceToken = ctx.cookie(deviceCookieName(ctx.tls));
  const device = await trustedDevice(ctx.db, deviceToken, ctx.tenant.id, email, ctx.now);
  const clientKey = `alt:${ctx.tenant.id}:wrong-identifiers`;
  const keys = device ? [`alt:${ctx.tenant.id}:device:${device.tokenHash}`] : [`alt:${ctx.tenant.id}:ip:${ctx.ip}`, `alt:${ctx.tenant.id}:email:${email}`];
  const allowed = (await alternativeLoginLimiter.take(keys, ctx.now)) && (device !== null || !(await alternativeLoginClientLimiter.isOver([clientKey], ctx.now)));
  if (!allowed) {
    await audit(ctx.db, { ...base, event: 'rate-limited', outcome: 'refused', detail: { call: 'alternative-login', ...(device ? { device: 'trusted' } : {}) } });
    throw new CallError(429, TOO_MANY_ATTEMPTS);
  }
  const identifierMatches = constantTimeEquals(input.client_id.trim(), settings.clientIdentifier);
  if (!identifierMatches && !device) await alternativeLoginClientLimiter.take([clientKey], ctx.now);
  const user = identifierMatches ? await findUserByEmail(ctx.db, ctx.tenant.id, email) : undefined;
  if (!user) {
    await audit(ctx.db, { ...base, event: 'alternative-login.failed', outcome: 'failure', detail: { reason: identifierMatches ? 'unknown-email' : 'bad-identifier' } });
    throw new CallError(401, ALTERNATIVE_LOGIN_FAILED);
  }
  if (user.deactivatedAt) {
    await audit(ctx.db, { ...base, event: 'alternative-login.failed', outcome: 'refused', userId: user.id, detail: { reason: 'deactivated' } });
    throw new CallError(403, DEACTIVATED_MESSAGE);
  }
  const session = await ctx.startSession(user.id);
  const remembered = await rememberDevice(ctx.db, { clientId: ctx.tenant.id, userId: user.id }, deviceToken, ctx.now, config.alternativeLogin.deviceDays);
  ctx.setHostCookie(deviceCookieName(ctx.tls), remembered.token, remembered.maxAgeSeconds);
  await audit(ctx.db, { ...base, event: 'alternative-login', outcome: 'success', userId: user.id });
  return { success: true, user: toSessionUser(user, ctx.tenant, session.createdAt) };
}

function constantTimeEquals(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/** What other domains do as a member logs out, before the session ends; the composition (app.ts) passes them in. */
export type BeforeLogout = (ctx: CoreCallContext) => Promise<void>;

/** Ends the portal session; the reply carries the ID token hint so the page can end the provider's session too. */
export async function logout(ctx: CoreCallContext, beforeLogout: readonly BeforeLogout[] = []): Promise<{ success: boolean; id_token_hint?: string }> {
  for (const before of beforeLogout) await before(ctx);
  const { providerHint } = await ctx.endSession();
  await audit(ctx.db, { event: 'logout', outcome: 'success', clientId: ctx.tenant.id, userId: ctx.member?.userId ?? null, actingUserId: ctx.member?.actingStaffId ?? null, ip: ctx.ip, path: ctx.path });
  return providerHint ? { success: true, id_token_hint: providerHint } : { success: true };
}

/**
 * The session reply's row, kept with the core's session (decision 0820). The core hands a call the same frozen
 * `Member` for as long as its session cache keeps the session's row (sessions/service.ts validSession), and drops
 * that row when the member writes, when any `users` row of the client changes (the database's news, in every
 * process), when the listening connection is re-made and after a minute. A row kept here under that `Member` is
 * therefore never older than the core's own copy of the member: a new `Member` (a fresh read) finds nothing and
 * reads again. Kept only while the database's news is heard (PostgreSQL): without it (PGlite) the core keeps a
 * session 5 s, and the reply reads the row on every call as before.
 */
const sessionUsers = new WeakMap<Member, SessionUserRow & { readonly sessionCreatedAt: Date }>();

/** The member of the session cookie, as a sign-in reply gives it: the app's start restores them from it (decision 0050). */
export async function currentMember(ctx: CoreCallContext): Promise<{ success: boolean; user: SessionUser }> {
  const member = memberOf(ctx);
  let user = sessionUsers.get(member);
  if (!user) {
    // one round trip: the member's row and the session, which the core may have taken from its cache
    user = await findSessionUser(ctx.db, { idHash: member.sessionId, clientId: ctx.tenant.id, userId: member.userId });
    // a session ended or a member removed between the core's check and here is the same as no session
    if (!user) throw new CallError(401, SESSION_ERROR_MESSAGE);
    if (newsBusOf(ctx.db).hearsNews()) sessionUsers.set(member, user);
  }
  const staff = await actingStaffOf(ctx);
  return { success: true, user: toSessionUser(user, ctx.tenant, user.sessionCreatedAt, staff ?? undefined) };
}
