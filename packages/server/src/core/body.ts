/**
 * The body of a call as a plain object: JSON for every call, a multipart form for the upload call only. Forms
 * (urlencoded, text/plain) are refused before this, since a page on another site can post them (decision 0030).
 */
export type ParsedBody = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

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

/** PostgreSQL text cannot hold U+0000, so a body carrying it is refused before any handler sees it. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value instanceof Blob) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
