import createCache, { type EmotionCache } from '@emotion/cache';

/** The nonce the server puts in `<meta name="csp-nonce">`; the CSP refuses inline styles without it. */
export function readCspNonce(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

/** Emotion's cache, stamping every style tag it inserts with the page's CSP nonce. */
export function createEmotionCache(nonce: string | undefined = readCspNonce()): EmotionCache {
  return createCache({ key: 'p', nonce, prepend: false });
}
