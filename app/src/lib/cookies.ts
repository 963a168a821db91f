/**
 * Small device choices kept in cookies rather than in web storage, so the server's first view of a page
 * (app/src/entry-server.tsx, decisions 0350 and 0380) draws them as the browser will: the first-time warning or
 * the app banners a member dismissed do not show for a moment and then vanish. Nothing about a member but the
 * opaque ids of those who dismissed the app banners here: these are not HttpOnly.
 */

/** The Cookie header of the request being rendered on the server; null in the browser. */
let requestCookies: string | null = null;

/** Runs a (synchronous) server render with the request's cookies readable through readCookie. */
export function withRequestCookies<T>(header: string | undefined, render: () => T): T {
  requestCookies = header ?? '';
  try {
    return render();
  } finally {
    requestCookies = null;
  }
}

/** The value of a cookie, or null. */
export function readCookie(name: string): string | null {
  const text = requestCookies ?? (typeof document === 'undefined' ? '' : document.cookie);
  for (const part of text.split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return null;
}

/** Keeps a device choice for a year, on this client's host only. */
export function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
