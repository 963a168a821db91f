/**
 * The body of a call as a plain object: JSON for every call, a multipart form for the upload call only. Forms
 * (urlencoded, text/plain) are refused before this, since a page on another site can post them (decision 0030).
 */
export type ParsedBody = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

/** What receivedBody reads of Node's request (an IncomingMessage). */
interface ReceivedRequest {
  readonly complete: boolean;
  readonly readableDidRead: boolean;
  readonly readableFlowing: boolean | null;
  readonly readableEncoding: string | null;
  read(): unknown;
}

const utf8 = new TextDecoder();

/**
 * The body of a request that Node's parser has received whole and nobody has read, as text: taken from the
 * request's buffer in one step. A call's small JSON body arrives with its headers, so this is almost every call;
 * reading it through the adapter instead costs a stream's events and a few promises per call. Decoded as the
 * adapter's `text()` decodes (a byte order mark dropped, bad bytes replaced). Undefined when the request is not
 * Node's, not complete, or read already (by the streaming size limit): the caller reads it the usual way.
 */
export function receivedBody(incoming: unknown): string | undefined {
  const request = incoming as ReceivedRequest | undefined;
  if (
    typeof request?.read !== 'function' ||
    request.complete !== true ||
    request.readableDidRead !== false ||
    request.readableFlowing !== null ||
    request.readableEncoding !== null
  ) {
    return undefined;
  }
  // complete: the parser has pushed the whole body and its end, so read() hands over all of it (or null if empty)
  const bytes = request.read();
  if (bytes === null) return '';
  return bytes instanceof Uint8Array ? utf8.decode(bytes) : undefined;
}

export const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON.';
export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';

function addField(target: Record<string, unknown>, rawKey: string, value: unknown): void {
  // `key[]` is how forms send lists; a repeated plain key becomes a list too.
  const isList = rawKey.endsWith('[]');
  const key = isList ? rawKey.slice(0, -2) : rawKey;
  if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
  const existing = Object.prototype.hasOwnProperty.call(target, key) ? target[key] : undefined;
  if (isList) target[key] = Array.isArray(existing) ? [...existing, value] : existing === undefined ? [value] : [existing, value];
  else if (existing === undefined) target[key] = value;
  else target[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

export function parseJson(text: string): ParsedBody {
  if (text.trim() === '') return { ok: true, body: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: MALFORMED_JSON_MESSAGE };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: NOT_AN_OBJECT_MESSAGE };
  return { ok: true, body: value as Record<string, unknown> };
}

/** Multipart fields; files stay File objects for the upload call's schema. */
export function fromFormData(data: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = Object.create(null);
  for (const [key, value] of data.entries()) addField(body, key, value);
  return { ...body };
}

export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

export const NUL_MESSAGE = 'The request contains a character that is not allowed.';

/**
 * Whether JSON text may hold U+0000 in a string or a key: JSON writes it only escaped (a raw one is malformed),
 * so text without the escape cannot, and needs no walk through its value.
 */
export const mayContainNul = (json: string): boolean => json.includes('\\u0000');

/** PostgreSQL text cannot hold U+0000, so a body carrying it is refused before any handler sees it. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value instanceof Blob) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
