/**
 * The page's own origin (scheme and host): `window.location` in the browser, and during a server render the
 * request's, which the server hands in (app/src/entry-server.tsx `origin`), so a page that shows something by its
 * host (the theme selector outside production, a link back to this origin) draws the same on both sides.
 */

/** The origin of the request being rendered on the server; null in the browser. */
let requestOrigin: URL | null = null;

/** Runs a (synchronous) server render with the request's origin readable through pageOrigin. */
export function withRequestOrigin<T>(origin: string | undefined, render: () => T): T {
  requestOrigin = origin ? new URL(origin) : null;
  try {
    return render();
  } finally {
    requestOrigin = null;
  }
}

export type PageOrigin = Pick<URL, 'origin' | 'protocol' | 'host' | 'hostname'>;

/**
 * The page's origin, host and scheme: the request's during a server render, else the browser's location; null on
 * the server without one (the warm-up render, whose output is thrown away).
 */
export function pageOrigin(): PageOrigin | null {
  if (requestOrigin) return requestOrigin;
  return typeof window === 'undefined' ? null : window.location;
}
