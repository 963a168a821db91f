import createCache, { type EmotionCache } from '@emotion/cache';

/** The nonce the server puts in `<meta name="csp-nonce">`; the CSP refuses inline styles without it. */
export function readCspNonce(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

/** The key of the app's class names and style elements, in the browser and in the server's first view. */
export const EMOTION_KEY = 'p';

/**
 * Emotion's cache, stamping every style tag it inserts with the page's CSP nonce. In the browser it adopts the
 * server's first-view sheet (`<style data-emotion="p name …">`, app/src/entry-server.tsx): the sheet moves into
 * the head and its rules count as inserted, so the first render does not compile them again.
 */
export function createEmotionCache(nonce: string | undefined = readCspNonce()): EmotionCache {
  return createCache({ key: EMOTION_KEY, nonce, prepend: false });
}
