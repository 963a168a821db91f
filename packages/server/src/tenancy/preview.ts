/**
 * Preview links of a client (decision 0550): a draft client's subdomain answers only to a browser that followed a
 * link implementation staff made with `npm run client:preview -- <id>`. The link carries a token signed with the
 * server's preview secret (HMAC-SHA256), naming the client and when it expires; following it stores the token in a
 * cookie of that subdomain alone, checked again on every request.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The host-only cookie that holds a followed preview link's token. */
export const PREVIEW_COOKIE = 'portal_preview';
/** The host-only cookie with the language the preview's gallery switched to. */
export const PREVIEW_LANGUAGE_COOKIE = 'portal_preview_lang';
/** Where a preview link points: it sets the cookie and goes on to the gallery. */
export const PREVIEW_LINK_PATH = '/__preview';
/** The gallery of a previewed client's pages. */
export const PREVIEW_GALLERY_PATH = '/preview';
/** How long a preview link lasts unless the command is told otherwise. */
export const DEFAULT_PREVIEW_HOURS = 72;
/** The longest a preview link may last: a leaked one must not open a draft for good. */
export const MAX_PREVIEW_HOURS = 24 * 30;
/** The file in the data directory holding a development server's preview secret (never used in production). */
export const PREVIEW_SECRET_FILE = 'preview-secret';
/** A secret shorter than this is refused: it could be guessed. */
export const MIN_PREVIEW_SECRET_LENGTH = 32;

const VERSION = 'v1';
const CLIENT_ID = /^[a-z0-9][a-z0-9-]*$/;

export type PreviewCheck =
  | { readonly ok: true; readonly clientId: string; readonly expiresAt: Date }
  | { readonly ok: false; readonly reason: 'malformed' | 'signature' | 'expired' | 'other-client' };

function signature(secret: string, clientId: string, expiresAt: number): Buffer {
  return createHmac('sha256', secret).update(`portal-preview:${VERSION}:${clientId}:${expiresAt}`).digest();
}

/** A preview token for one client, valid until `expiresAt` (whole seconds). */
export function signPreviewToken(secret: string, clientId: string, expiresAt: Date): string {
  if (!CLIENT_ID.test(clientId)) throw new Error(`"${clientId}" is not a client id`);
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${VERSION}.${clientId}.${seconds}.${signature(secret, clientId, seconds).toString('base64url')}`;
}

/** Whether a token is one this secret signed, for this client, and not yet expired. */
export function verifyPreviewToken(secret: string, token: string | undefined | null, clientId: string, now: Date): PreviewCheck {
  if (!token || token.length > 200) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return { ok: false, reason: 'malformed' };
  const [, id, expires, mac] = parts as [string, string, string, string];
  if (!CLIENT_ID.test(id) || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(mac)) return { ok: false, reason: 'malformed' };
  const seconds = Number(expires);
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(secret, id, seconds);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  if (id !== clientId) return { ok: false, reason: 'other-client' };
  if (seconds * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, clientId: id, expiresAt: new Date(seconds * 1000) };
}

/** One cookie's value from a Cookie header, without decoding anything else in it. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The preview secret a server and `npm run client:preview` use: PREVIEW_SECRET, or outside production one made
 * once and kept in the data directory, so the command signs what the local server checks. Null in production
 * without PREVIEW_SECRET: then no draft can be previewed, and every draft answers "Unknown client".
 */
export function previewSecretOf(config: { readonly previewSecret: string | null; readonly env: string; readonly dataDir: string }): string | null {
  if (config.previewSecret) return config.previewSecret;
  if (config.env === 'production') return null;
  const file = path.join(config.dataDir, PREVIEW_SECRET_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_PREVIEW_SECRET_LENGTH) return kept;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const made = randomBytes(32).toString('base64url');
  writeFileSync(file, `${made}\n`, { mode: 0o600 });
  return made;
}
