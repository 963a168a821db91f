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

/** How long after the page loaded an inlined call reply still counts as the page's own (it is not refreshed). */
export const BOOT_CALL_FRESH_MS = 10_000;

/** The key of a call reply in the page: its path and its body, as the server wrote them. */
const callKey = (path: string, body: unknown) => `${path} ${JSON.stringify(body ?? {})}`;

let calls: Map<string, unknown> | null = null;

/**
 * The reply the server inlined for this call and body (`calls`: [path, body, reply] triples of the page's first
 * reads), once and only in the page's first seconds; undefined otherwise, and the call goes to the server.
 */
export function takeBootCall(path: string, body: unknown, now: number = typeof performance === 'undefined' ? Infinity : performance.now()): unknown {
  if (calls === null) {
    const listed = takeBootReply('calls');
    calls = new Map(Array.isArray(listed) ? listed.filter((entry): entry is [string, unknown, unknown] => Array.isArray(entry) && typeof entry[0] === 'string').map(([p, b, reply]) => [callKey(p, b), reply]) : []);
  }
  if (calls.size === 0) return undefined;
  if (now > BOOT_CALL_FRESH_MS) {
    calls.clear();
    return undefined;
  }
  const key = callKey(path, body);
  const reply = calls.get(key);
  calls.delete(key);
  return reply;
}
