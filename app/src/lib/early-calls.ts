import { BOOT_CALL_FRESH_MS, pageCallKey } from './boot-replies';

/**
 * The calls a page's loader sent as it started the scripts (packages/server/src/web/pages.ts, `opens.early` in
 * packages/contract/src/first-reads.ts, decision 0870): a chat's join, sent while the scripts download rather than
 * after the app has started. `callApi` takes the response instead of sending the call again.
 */
declare global {
  interface Window {
    /** the loader's early calls by path and JSON body, until the app takes each */
    __portalEarlyCalls?: Record<string, Promise<Response>>;
  }
}

/** How long after the page loaded an early call still counts as the page's own, as its inlined replies do. */
export const EARLY_CALL_FRESH_MS = BOOT_CALL_FRESH_MS;

/**
 * The response of the call the loader sent with this path and body, once and only in the page's first seconds;
 * undefined otherwise, and the app sends the call itself.
 */
export function takeEarlyCall(path: string, body: unknown, now: number = typeof performance === 'undefined' ? Infinity : performance.now()): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const calls = window.__portalEarlyCalls;
  if (!calls) return undefined;
  if (now > EARLY_CALL_FRESH_MS) {
    delete window.__portalEarlyCalls;
    return undefined;
  }
  const key = pageCallKey(path, body);
  const sent = calls[key];
  delete calls[key];
  return sent;
}
