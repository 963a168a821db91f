import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFICATION_TOO_MANY_MESSAGE,
  EMAIL_VERIFICATION_TTL_HOURS,
  EMAIL_VERIFICATION_UNAVAILABLE_MESSAGE,
} from '@portal/contract/calls/login-as';
import { SESSION_ERROR_MESSAGE } from '@portal/contract/errors';
import { audit } from '../audit/public';
import type { CoreCallContext } from '../core/context';
import { shownLanguage } from '../core/member-settings';
import { CallError, memberOf, type Db } from '../core/types';
import { perDb } from '../db/prepared';
import { clientFrom } from '../mail/mailer';
import { RateLimiter } from './rate-limit';
import { findUser } from './repository';
import { emailVerifications, users } from './schema';

/** Verification emails one member may ask for per hour. */
export const VERIFICATION_EMAILS_PER_HOUR = 5;

/** Where the provider's verification step lives, under its mount (dev-provider.ts). */
export const VERIFY_EMAIL_PROVIDER_PATH = '/account/verify-email';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const limiter = perDb((db) => new RateLimiter(db, { max: VERIFICATION_EMAILS_PER_HOUR, windowMs: 60 * 60 * 1000 }));

/** The email of the link, in the member's language (the provider's languages: English, German, French). */
const MAIL_COPY: Record<'en' | 'de' | 'fr', { subject: string; body: (name: string, link: string, hours: number) => string }> = {
  en: {
    subject: 'Please verify your email address',
    body: (name, link, hours) => `Hello ${name},\n\nplease verify your email address by opening this link within ${hours} hours:\n\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
  },
  de: {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    body: (name, link, hours) => `Hallo ${name},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie diesen Link innerhalb von ${hours} Stunden öffnen:\n\n${link}\n\nWenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren.`,
  },
  fr: {
    subject: 'Veuillez confirmer votre adresse e-mail',
    body: (name, link, hours) => `Bonjour ${name},\n\nveuillez confirmer votre adresse e-mail en ouvrant ce lien dans les ${hours} heures :\n\n${link}\n\nSi vous n’avez rien demandé, ignorez cet e-mail.`,
  },
};

/** Whether the member's email address is verified. */
export async function emailVerificationStatus(ctx: CoreCallContext): Promise<{ success: boolean; email: string; verified: boolean }> {
  const member = memberOf(ctx);
  const user = await findUser(ctx.db, ctx.tenant.id, member.userId);
  if (!user) throw new CallError(401, SESSION_ERROR_MESSAGE);
  return { success: true, email: user.email, verified: user.emailVerifiedAt !== null };
}

/**
 * Sends the member a link to the identity provider's verification step: a random 256-bit token (only its hash is
 * stored), valid for EMAIL_VERIFICATION_TTL_HOURS, used once. The email goes through the mail adapter like every
 * mail (decision 0300): the outbox, read at /__outbox?to=<address>, in the same transaction as the token, or SMTP
 * once the token is stored. With an external provider, that provider verifies addresses itself.
 */
export async function sendEmailVerification(ctx: CoreCallContext): Promise<{ success: boolean; sent_to: string }> {
  const member = memberOf(ctx);
  const { oidc } = ctx.services.config;
  if (!oidc.devProvider) throw new CallError(409, EMAIL_VERIFICATION_UNAVAILABLE_MESSAGE);
  const user = await findUser(ctx.db, ctx.tenant.id, member.userId);
  if (!user) throw new CallError(401, SESSION_ERROR_MESSAGE);
  if (user.emailVerifiedAt) throw new CallError(409, EMAIL_ALREADY_VERIFIED_MESSAGE);
  if (!(await limiter(ctx.db).take([`verify-email:${ctx.tenant.id}:${user.id}`], ctx.now))) throw new CallError(429, EMAIL_VERIFICATION_TOO_MANY_MESSAGE);

  const token = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({ client_id: ctx.tenant.id, return_to: ctx.origin, token });
  const link = `${oidc.issuer.replace(/\/$/, '')}${VERIFY_EMAIL_PROVIDER_PATH}?${query.toString()}`;
  const language = shownLanguage(user.language, ctx.tenant.manifest);
  const copy = MAIL_COPY[language === 'de' || language === 'fr' ? language : 'en'];
  const { mailer, config } = ctx.services;
  const mail = {
    clientId: ctx.tenant.id,
    userId: user.id,
    from: clientFrom(ctx.tenant.manifest.name, config.mail.from),
    to: user.email,
    subject: copy.subject,
    text: copy.body(user.firstName, link, EMAIL_VERIFICATION_TTL_HOURS),
    reference: `email-verification:${ctx.tenant.id}:${user.id}`,
  };
  const store = (db: Db) =>
    db.insert(emailVerifications).values({
      clientId: ctx.tenant.id,
      userId: user.id,
      email: user.email,
      tokenHash: sha256(token),
      returnOrigin: ctx.origin,
      expiresAt: new Date(ctx.now.getTime() + EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000),
    });
  if (mailer.transactional) {
    // the outbox row and the token commit together
    await ctx.db.transaction(async (tx) => {
      await store(tx);
      await mailer.send(mail, tx);
    });
  } else {
    // a link that cannot be used is never sent: the token is stored first
    await store(ctx.db);
    await mailer.send(mail, ctx.db);
  }
  await audit(ctx.db, { event: 'email-verification.sent', outcome: 'success', clientId: ctx.tenant.id, userId: user.id, actingUserId: ctx.member?.actingStaffId ?? null, ip: ctx.ip, path: ctx.path });
  return { success: true, sent_to: user.email };
}

export type VerificationOutcome = 'verified' | 'expired' | 'used' | 'invalid';

/**
 * The provider's verification step: uses the token once and marks the member's email verified. A token of
 * another client, or for an address the member has changed since, is invalid.
 */
export async function consumeEmailVerification(db: Db, clientId: string, token: string, now: Date): Promise<{ outcome: VerificationOutcome; userId: number | null }> {
  if (token.length < 20 || token.length > 200) return { outcome: 'invalid', userId: null };
  const [row] = await db.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, sha256(token))).limit(1);
  if (!row || row.clientId !== clientId) return { outcome: 'invalid', userId: null };
  if (row.usedAt) return { outcome: 'used', userId: row.userId };
  if (row.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired', userId: row.userId };
  const used = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.id, row.id), isNull(emailVerifications.usedAt)))
    .returning({ id: emailVerifications.id });
  if (used.length === 0) return { outcome: 'used', userId: row.userId };
  const verified = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.clientId, clientId), eq(users.id, row.userId), eq(users.email, row.email)))
    .returning({ id: users.id });
  return { outcome: verified.length > 0 ? 'verified' : 'invalid', userId: row.userId };
}
