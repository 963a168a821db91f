import type { Client } from './clients';
import { PREVIEW_COOKIE, cookieValue, previewSecretOf, verifyPreviewToken, type PreviewCheck } from './preview';

/** Who may see a client: everybody for a live client, only a browser with a valid preview cookie for a draft. */
export interface PreviewGate {
  /** whether a request with this Cookie header may see the client at all */
  allows(client: Client, cookieHeader: string | undefined, now: Date): boolean;
  /** the check of the preview cookie (or of a link's token) for this client */
  check(client: Client, token: string | undefined, now: Date): PreviewCheck;
  /** the check of the request's preview cookie */
  previewing(client: Client, cookieHeader: string | undefined, now: Date): PreviewCheck;
}

/**
 * The gate of draft clients (decision 0550). The secret is read when first needed, so a server without drafts
 * never makes one.
 */
export function previewGate(config: { readonly previewSecret: string | null; readonly env: string; readonly dataDir: string }): PreviewGate {
  let secret: string | null | undefined;
  const secretOf = () => (secret === undefined ? (secret = previewSecretOf(config)) : secret);
  const check = (client: Client, token: string | undefined, now: Date): PreviewCheck => {
    const key = secretOf();
    return key === null ? { ok: false, reason: 'signature' } : verifyPreviewToken(key, token, client.id, now);
  };
  const previewing = (client: Client, cookieHeader: string | undefined, now: Date) => check(client, cookieValue(cookieHeader, PREVIEW_COOKIE), now);
  return {
    allows: (client, cookieHeader, now) => client.manifest.draft !== true || previewing(client, cookieHeader, now).ok,
    check,
    previewing,
  };
}
