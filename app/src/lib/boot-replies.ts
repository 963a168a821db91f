/**
 * Replies the server answered while it made the page and inlined into it (decision 0350), read once: the page's
 * first question needs no round trip, and a later question of the same kind goes to the server as usual. A page
 * without them (a static per-tenant bundle, a component test) simply asks.
 */

/** The element the server writes them into (packages/server/src/web/pages.ts). */
export const BOOT_REPLIES_ID = 'portal-boot';

const replies: Record<string, unknown> = {};

/** Moves the element's replies into memory (the element goes: nothing reads them twice). */
function read(): Record<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_REPLIES_ID);
  if (!element) return replies;
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (typeof parsed === 'object' && parsed !== null) Object.assign(replies, parsed);
  } catch {
    // a page without readable replies asks the server
  }
  element.remove();
  return replies;
}

/** The inlined reply of that name, once; undefined when the server did not answer it or it was taken. */
export function takeBootReply(name: string): unknown {
  const all = read();
  const reply = all[name];
  delete all[name];
  return reply;
}
