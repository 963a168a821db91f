/**
 * Replies the server answered while it made the page and inlined into it (decision 0350), read once: the page's
 * first question needs no round trip, and a later question of the same kind goes to the server as usual. A page
 * without them (a static per-tenant bundle, a component test) simply asks.
 *
 * The server's first view of a member page (app/src/entry-server.tsx, decision 0380) renders with the same
 * replies, given to `withBootReplies` for the one synchronous render: the markup the browser then hydrates was
 * drawn from exactly the data the browser's first render reads.
 */

/** The element the server writes them into (packages/server/src/web/pages.ts). */
export const BOOT_REPLIES_ID = 'portal-boot';

interface BootScope {
  readonly replies: Record<string, unknown>;
  /** the page's first reads by path and body, made from `replies.calls` when first asked */
  calls: Map<string, unknown> | null;
  /** a server render: the element is not read, and its replies are the request's own, never stale */
  readonly server: boolean;
  /** what the data layer keeps of the replies it took (lib/swr.ts), with this page's replies and no other's */
  readonly taken: Map<string, unknown>;
}

const newScope = (replies: Record<string, unknown>, server: boolean): BootScope => ({ replies, calls: null, server, taken: new Map() });

/** The browser page's: filled from the element on first read. */
const pageScope = newScope({}, false);
let scope = pageScope;

/**
 * Runs a (synchronous) server render of one page with that page's replies: nothing of another request's can be
 * read in it, and nothing of its own is left behind.
 */
export function withBootReplies<T>(replies: Readonly<Record<string, unknown>>, render: () => T): T {
  const previous = scope;
  scope = newScope({ ...replies }, true);
  try {
    return render();
  } finally {
    scope = previous;
  }
}

/** Whether this is a server render of a page (withBootReplies), whose replies are its own and never stale. */
export function renderingOnServer(): boolean {
  return scope.server;
}

/** The data layer's keep of the replies it took from the page (lib/swr.ts): one per page, one per server render. */
export function takenFromPage<V>(): Map<string, V> {
  return scope.taken as Map<string, V>;
}

/** Moves the element's replies into memory (the element goes: nothing reads them twice). */
function read(): Record<string, unknown> {
  const { replies } = scope;
  if (scope.server) return replies;
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

/** The inlined reply of that name, left for whoever takes it; undefined when the server did not answer it. */
export function peekBootReply(name: string): unknown {
  return read()[name];
}

/** How long after the page loaded an inlined call reply still counts as the page's own (it is not refreshed). */
export const BOOT_CALL_FRESH_MS = 10_000;

/** The key of a call in the page: its path and its body, as the server wrote them (replies, and early calls). */
export const pageCallKey = (path: string, body: unknown) => `${path} ${JSON.stringify(body ?? {})}`;

/**
 * The reply the server inlined for this call and body (`calls`: [path, body, reply] triples of the page's first
 * reads), once and only in the page's first seconds; undefined otherwise, and the call goes to the server.
 */
export function takeBootCall(path: string, body: unknown, now: number = typeof performance === 'undefined' ? Infinity : performance.now()): unknown {
  if (scope.calls === null) {
    const listed = takeBootReply('calls');
    scope.calls = new Map(Array.isArray(listed) ? listed.filter((entry): entry is [string, unknown, unknown] => Array.isArray(entry) && typeof entry[0] === 'string').map(([p, b, reply]) => [pageCallKey(p, b), reply]) : []);
  }
  const { calls } = scope;
  if (calls.size === 0) return undefined;
  if (!scope.server && now > BOOT_CALL_FRESH_MS) {
    calls.clear();
    return undefined;
  }
  const key = pageCallKey(path, body);
  const reply = calls.get(key);
  calls.delete(key);
  return reply;
}
