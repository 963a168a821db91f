import { randomBytes } from 'node:crypto';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface CspOptions {
  readonly nonce?: string;
  /** the identity provider's origin, when the browser talks to it (token endpoint, sign-in form) */
  readonly issuerOrigin?: string | null;
  /** extra form targets, e.g. the tenant origins the sign-in page redirects to */
  readonly formTargets?: readonly string[];
  /** the origin of a configured map style (MAP_STYLE_URL), whose tiles, glyphs and sprites the map fetches */
  readonly mapOrigin?: string | null;
  /** lets the page's one inline script run: the loader of a server-drawn page's scripts (decision 0390) */
  readonly scriptNonce?: string;
  /**
   * lets the page compile WebAssembly ('wasm-unsafe-eval'): the meeting room's pages only, whose background
   * effects segment the camera with a wasm model (decisions 0310, 0467); no other page needs it
   */
  readonly wasm?: boolean;
}

/** The Content-Security-Policy of pages and calls: inline script and style only with the nonce. */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const issuer = options.issuerOrigin ? ` ${options.issuerOrigin}` : '';
  const forms = (options.formTargets ?? []).map((target) => ` ${target}`).join('');
  const map = options.mapOrigin ? ` ${options.mapOrigin}` : '';
  const style = options.nonce ? `'self' 'nonce-${options.nonce}'` : `'self'`;
  return [
    `default-src 'self'`,
    // WebAssembly from our own files, on the meeting room's pages only (background segmentation, decisions 0310, 0467)
    `script-src 'self'${options.scriptNonce ? ` 'nonce-${options.scriptNonce}'` : ''}${options.wasm ? ` 'wasm-unsafe-eval'` : ''}`,
    `style-src ${style}`,
    `img-src 'self' data: blob:${map}`,
    `font-src 'self' data:`,
    `connect-src 'self'${issuer}${map}`,
    `media-src 'self' blob:`,
    // workers from our own files only (the map's, the meeting room's segmentation); never a blob: or data: worker
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'${issuer}${forms}`,
  ].join('; ');
}

/**
 * The policy of a call's JSON reply (`/application/*`): it is data, never a document, so it may load nothing and
 * be framed nowhere, as is usual for APIs. The page's longer policy only cost bytes and header checks per reply.
 */
export const CALL_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers of a call's reply: those of a page, with the call's policy. */
export function callSecurityHeaders(options: { readonly tls: boolean }): Record<string, string> {
  return { ...securityHeaders(options), 'Content-Security-Policy': CALL_CONTENT_SECURITY_POLICY };
}

/** The headers every page and call carries. */
export function securityHeaders(options: CspOptions & { readonly tls: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
  if (options.tls) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
