/** Pages a member is never sent back to after signing in: the sign-in steps themselves. */
const SIGN_IN_PATHS = /^\/(login|sso-redirect|oidc|not-logged-in)(\/|$|\?|#)/;

/**
 * The page to return to after signing in, when it is a path of this portal: only a relative path on the same
 * origin is kept, so a crafted link cannot send a member to another site (no open redirect). Anything else is null.
 */
export function safeReturnPath(value: unknown, origin?: string): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  origin ??= window.location.origin;
  // a path, not a scheme-relative URL (//host), a backslash variant (/\host) or any absolute URL
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path === '/' || SIGN_IN_PATHS.test(path)) return null;
  return path;
}
