import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { alternativeLoginDevices, users } from './schema';

/**
 * The browsers a member has signed in with through the alternative login (decision 0465). Their attempts count
 * against the browser alone: guesses at the client's shared identifier by anybody else, which lock the address,
 * the email and the whole client for a window, never lock such a browser out.
 */
export const DEVICE_COOKIE = 'portal_device';

/** The cookie's name: `__Host-` over TLS (this host only, Secure, Path=/), the plain name over HTTP. */
export function deviceCookieName(tls: boolean): string {
  return tls ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;
}

export function deviceTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The trusted device of a cookie's token, when it is this client's, not expired, and remembered for the member
 * whose email is typed (a device remembers one member: it is no way past the limits for another email).
 */
export async function trustedDevice(db: Db, token: string | undefined, clientId: string, email: string, now: Date): Promise<{ tokenHash: string } | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = deviceTokenHash(token);
  const rows = await db
    .select({ tokenHash: alternativeLoginDevices.tokenHash })
    .from(alternativeLoginDevices)
    .innerJoin(users, and(eq(users.id, alternativeLoginDevices.userId), eq(users.clientId, alternativeLoginDevices.clientId)))
    .where(
      and(
        eq(alternativeLoginDevices.tokenHash, tokenHash),
        eq(alternativeLoginDevices.clientId, clientId),
        gt(alternativeLoginDevices.expiresAt, now),
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Remembers this browser for the member after a successful alternative login: a new token each time (the one the
 * browser showed, if any, is forgotten), and ended windows of every device are swept.
 */
export async function rememberDevice(db: Db, member: { clientId: string; userId: number }, previousToken: string | undefined, now: Date, days: number): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = randomBytes(32).toString('base64url');
  const maxAgeSeconds = days * 24 * 60 * 60;
  await db.delete(alternativeLoginDevices).where(lte(alternativeLoginDevices.expiresAt, now));
  if (previousToken && previousToken.length <= 100) {
    await db.delete(alternativeLoginDevices).where(and(eq(alternativeLoginDevices.tokenHash, deviceTokenHash(previousToken)), eq(alternativeLoginDevices.clientId, member.clientId)));
  }
  await db.insert(alternativeLoginDevices).values({
    tokenHash: deviceTokenHash(token),
    clientId: member.clientId,
    userId: member.userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000),
  });
  return { token, maxAgeSeconds };
}
