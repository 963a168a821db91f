/**
 * The phone's app store, from its browser's user agent: `navigator.userAgent` in the browser, and during a server
 * render the request's User-Agent header, which the server hands in (app/src/entry-server.tsx `userAgent`). So a
 * part drawn for one store only (the app banners) is drawn the same on both sides, and nothing below it moves when
 * the app adopts the server's first view (a server that drew every store's badge, and a phone that then kept its
 * own, was a layout shift of 0.06 on every drawn page of a client with app banners).
 */

export type DevicePlatform = 'ios' | 'android';

/** The User-Agent of the request being rendered on the server; null in the browser and in the warm-up render. */
let requestUserAgent: string | null = null;

/** Runs a (synchronous) server render with the request's User-Agent readable through devicePlatform. */
export function withRequestUserAgent<T>(userAgent: string | undefined, render: () => T): T {
  requestUserAgent = userAgent ?? null;
  try {
    return render();
  } finally {
    requestUserAgent = null;
  }
}

/**
 * The store of a user agent: an iPhone's the App Store, an Android phone's Google Play, else none. An iPad that
 * calls itself a Mac is told by its touch points, which only the browser knows (`maxTouchPoints`).
 */
export function platformOf(userAgent: string, maxTouchPoints = 0): DevicePlatform | null {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return null;
}

/** The device's store: the request's during a server render, else the browser's; null when neither is known. */
export function devicePlatform(): DevicePlatform | null {
  if (requestUserAgent !== null) return platformOf(requestUserAgent);
  if (typeof navigator === 'undefined') return null;
  return platformOf(navigator.userAgent, navigator.maxTouchPoints);
}
