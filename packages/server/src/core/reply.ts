import type { Context } from 'hono';
import { COMPRESS_SHARED_FROM, bestEncoding, compressShared, type ContentEncoding } from './encoding';
import type { AppEnv } from './env';

/**
 * Replies of the calls (`/application/*`) with their headers written at once.
 *
 * Every response carries the security headers and X-Request-Id (app.ts). For most of the app they are set with
 * `c.header` before the handler runs, which puts them in a WHATWG Headers object per request, checked name by
 * name and copied out again by the Node adapter: about a tenth of a hot call's CPU. A call path instead gets
 * them as one plain object (`replyHeaders`, built with the request id by the app's first middleware), which
 * the adapter hands to Node as it is. A reply made any other way (a cookie set, a refusal of the body limit,
 * the error handler) is completed by the same middleware after the handler: whatever a path answers, it
 * carries every header.
 */

const REPLIED = 'replied' as const;

/**
 * A JSON reply (text, or text encoded as UTF-8) with the call path's headers, or through `c.body` when a handler
 * set headers of its own. Bytes are a reply many calls share (JsonReply): from COMPRESS_SHARED_FROM on they go
 * compressed when `acceptEncoding` allows it, with the compression made once for all of them.
 */
export function jsonReply(
  c: Context<AppEnv>,
  text: string | Uint8Array<ArrayBuffer>,
  status: number,
  ownHeaders: boolean,
  acceptEncoding?: string,
): Response {
  let body = text;
  let encoding: ContentEncoding | null = null;
  const negotiated = typeof text !== 'string' && text.byteLength >= COMPRESS_SHARED_FROM;
  if (negotiated) {
    encoding = bestEncoding(acceptEncoding);
    if (encoding) body = compressShared(text, encoding);
  }
  const headers = c.get('replyHeaders');
  if (!headers || ownHeaders) {
    if (negotiated) c.header('Vary', 'Accept-Encoding');
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(body, status as 200, JSON_CONTENT_TYPE);
  }
  // a copy: completeCallReply gives `headers` to any reply that replaces this one, which is not compressed
  const response = new Response(body, { status, headers: negotiated ? encodedHeaders(headers, encoding) : headers });
  c.set(REPLIED, response);
  return response;
}

function encodedHeaders(headers: Readonly<Record<string, string>>, encoding: ContentEncoding | null): Record<string, string> {
  const copy: Record<string, string> = {};
  for (const name in headers) copy[name] = headers[name]!;
  copy['Vary'] = 'Accept-Encoding';
  if (encoding) copy['Content-Encoding'] = encoding;
  return copy;
}

/** The header c.json sets. */
export const JSON_CONTENT_TYPE = { 'Content-Type': 'application/json' } as const;

/** The headers of a call path's reply: the security headers, the request id, and the JSON content type. */
export function callReplyHeaders(security: Readonly<Record<string, string>>, requestId: string): Record<string, string> {
  // copied key by key: `{ ...security, more }` takes V8 about 1.5 µs here (a new map per object), this 0.2 µs
  const headers: Record<string, string> = {};
  for (const name in security) headers[name] = security[name]!;
  headers['X-Request-Id'] = requestId;
  headers['Content-Type'] = 'application/json';
  return headers;
}

/**
 * After the handler of a call path: a reply that jsonReply did not write gets the headers it lacks (set here,
 * so a value the handler chose stays). Content-Type is the handler's own.
 */
export function completeCallReply(c: Context<AppEnv>, headers: Readonly<Record<string, string>>): void {
  if (c.get(REPLIED) === c.res) return;
  try {
    setMissing(c.res.headers, headers);
  } catch {
    // a response with immutable headers (a fetched one): copied first
    c.res = new Response(c.res.body, c.res);
    setMissing(c.res.headers, headers);
  }
}

function setMissing(target: Headers, headers: Readonly<Record<string, string>>): void {
  for (const name in headers) if (name !== 'Content-Type' && !target.has(name)) target.set(name, headers[name]!);
}

let turn: Promise<void> | null = null;

/**
 * Resolves once this turn of the event loop has run its I/O callbacks (setImmediate), one promise for every
 * caller of the turn. A call's reply waits for it, so the replies of one turn are written together instead of
 * one by one between the reads of the next requests: fewer wake-ups of the peers and of this process, and
 * more requests per turn (decision 0400). A reply is held for at most the rest of the turn.
 */
export function endOfTurn(): Promise<void> {
  turn ??= new Promise<void>((resolve) => {
    setImmediate(() => {
      turn = null;
      resolve();
    });
  });
  return turn;
}
