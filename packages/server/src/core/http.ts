import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The caller's address; X-Forwarded-For only counts behind a proxy we were told to trust. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Whether the browser reached us over TLS (directly or through a TLS-terminating proxy). X-Forwarded-Proto
 * counts only behind a proxy we were told to trust: anybody can send the header, and believing it would
 * switch on HSTS and Secure cookies for a plain-HTTP client (the cookie then never comes back).
 */
export function isTls(c: Context, trustProxy: boolean): boolean {
  // c.req.url is the absolute URL the adapter built, so its scheme is its start (no URL parse per request).
  if (c.req.url.startsWith('https:')) return true;
  return trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** The origin the browser used, from the Host header. */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return `${isTls(c, trustProxy) ? 'https' : 'http'}://${host}`;
}
