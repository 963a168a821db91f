import type { CallDefinition, CallRole } from '@portal/contract/define-call';
import { mediaType } from '../core/body';

/**
 * The router's checks that need no database: what a call accepts as a body, where the request may come from,
 * and which role it needs. Each answers null when the request may go on, or the reply to refuse it with.
 * Decision 0030 explains why calls take JSON only and why the Origin is checked as well.
 */

export const UPLOAD_PATH = '/application/uploader/file/upload';

export const JSON_ONLY_MESSAGE = 'This call accepts only a JSON body (Content-Type: application/json).';
export const MULTIPART_ONLY_MESSAGE = 'The upload accepts only a multipart form (Content-Type: multipart/form-data).';
export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';
export const NO_ACCESS_MESSAGE = 'You do not have access to this.';

export interface Refusal {
  readonly status: 403 | 415;
  readonly message: string;
  /** a short reason for the audit log */
  readonly reason: string;
}

/**
 * A form (urlencoded, multipart, text/plain) is what a page on another site can post without the browser
 * asking first; a JSON body from another origin needs a CORS preflight, which this server never grants.
 */
export function contentTypeRefusal(path: string, contentType: string | undefined): Refusal | null {
  const type = mediaType(contentType);
  if (path === UPLOAD_PATH) return type === 'multipart/form-data' ? null : { status: 415, message: MULTIPART_ONLY_MESSAGE, reason: `content-type ${type || 'none'}` };
  return type === 'application/json' ? null : { status: 415, message: JSON_ONLY_MESSAGE, reason: `content-type ${type || 'none'}` };
}

/** The headers of a request that tell where it was made. */
export interface RequestSource {
  readonly origin: string | undefined;
  readonly secFetchSite: string | undefined;
}

/**
 * Whether `origin` is the client's own: the same scheme, host and port as the request. Behind a TLS proxy that
 * we were not told to trust, the request looks like plain HTTP while the page is https: the https origin of the
 * same host is still the client's own page.
 */
export function isOwnOrigin(origin: string, ownOrigin: string): boolean {
  if (origin === ownOrigin) return true;
  return ownOrigin.startsWith('http://') && origin === `https://${ownOrigin.slice('http://'.length)}`;
}

/**
 * Refuses a request made by a page of another origin. Every client is a subdomain of one site, so
 * SameSite=Lax cookies ride along on a sibling subdomain's requests: `same-site` is refused as well as
 * `cross-site`. Without either header (curl, the server's own tests) a JSON call is let through, since a
 * browser always sends them on a cross-origin POST; the multipart upload must prove its origin, because a
 * form on another site can send multipart without a preflight.
 */
export function crossSiteRefusal(source: RequestSource, ownOrigin: string, requireProof: boolean): Refusal | null {
  const site = source.secFetchSite?.trim().toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return { status: 403, message: CROSS_SITE_MESSAGE, reason: `sec-fetch-site ${site}` };
  if (source.origin !== undefined) {
    return isOwnOrigin(source.origin.trim(), ownOrigin) ? null : { status: 403, message: CROSS_SITE_MESSAGE, reason: 'origin' };
  }
  if (requireProof && site !== 'same-origin') return { status: 403, message: CROSS_SITE_MESSAGE, reason: 'origin missing' };
  return null;
}

/** Refuses a member without the call's role; calls without a role are open to every member of the client. */
export function roleRefusal(call: Pick<CallDefinition, 'role'>, roles: readonly CallRole[]): Refusal | null {
  if (!call.role || roles.includes(call.role)) return null;
  return { status: 403, message: NO_ACCESS_MESSAGE, reason: `role ${call.role}` };
}
