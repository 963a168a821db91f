import * as v from 'valibot';

/**
 * Field schemas shared by the request schemas. Calls take JSON only (the upload call a multipart form, whose
 * fields are all strings), yet numbers and flags still accept their string spellings and are normalised by a
 * transform: pages send form inputs' values as they are, and clients written for the older API send "12"
 * for 12. Every number is bounded to what the database can hold (ids and whole numbers are int4), so no
 * value reaches a query that it would overflow. Every message is a sentence a member can read, because the
 * server returns it in its 4xx replies.
 */

/** The largest id and whole number the database holds (PostgreSQL integer, int4). */
export const MAX_INT = 2_147_483_647;
export const MIN_INT = -2_147_483_648;
/** The bound of decimal numbers no field of the portal comes near (answers, amounts, coordinates). */
export const MAX_NUMBER = 1_000_000_000;

/** The languages the portal accepts (seed 000 section 5). */
export const LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'pt', 'zh', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_MESSAGE = 'Please choose a supported language: en, de, fr, it, es, pt, zh or ru.';

const INTEGER_PATTERN = /^-?\d+$/;
const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A whole number that fits an int4 column, sent as a number or a numeric string, e.g. 12 or "12" (also "-1" for limits). */
export function intLike(message = 'Please enter a whole number.') {
  return v.pipe(
    v.union(
      [
        v.pipe(v.number(message), v.integer(message)),
        v.pipe(v.string(message), v.trim(), v.regex(INTEGER_PATTERN, message), v.transform(Number)),
      ],
      message,
    ),
    v.safeInteger(message),
    v.minValue(MIN_INT, message),
    v.maxValue(MAX_INT, message),
  );
}

/** A decimal number within ±MAX_NUMBER, sent as a number or a numeric string, e.g. 51.5 or "51.5". */
export function numberLike(message = 'Please enter a number.') {
  return v.pipe(
    v.union(
      [
        v.pipe(v.number(message), v.finite(message)),
        v.pipe(v.string(message), v.trim(), v.regex(DECIMAL_PATTERN, message), v.transform(Number)),
      ],
      message,
    ),
    v.minValue(-MAX_NUMBER, message),
    v.maxValue(MAX_NUMBER, message),
  );
}

/** A decimal number sent as a JSON number only, within [min, max] (answers, seconds, amounts). */
export function boundedNumber(message = 'Please enter a number.', min = -MAX_NUMBER, max = MAX_NUMBER) {
  return v.pipe(v.number(message), v.finite(message), v.minValue(min, message), v.maxValue(max, message));
}

/** A database id: a whole number from 1 to MAX_INT (int4), as a number or a numeric string. */
export function id(message = 'Please choose a valid item.') {
  return v.pipe(intLike(message), v.minValue(1, message), v.maxValue(MAX_INT, message));
}

/** An identifier that may be textual (third-party appointment ids, conversation ids); numbers become strings. */
export function stringId(message = 'Please choose a valid item.') {
  return v.union(
    [
      v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(128, message)),
      v.pipe(v.number(message), v.safeInteger(message), v.minValue(0, message), v.maxValue(Number.MAX_SAFE_INTEGER, message), v.transform(String)),
    ],
    message,
  );
}

/** A yes/no flag: true/false, "true"/"false", "1"/"0" or 1/0, normalised to a boolean. */
export function boolLike(message = 'Please answer yes or no.') {
  return v.pipe(
    v.union([v.boolean(message), v.picklist(['true', 'false', '1', '0', 1, 0], message)], message),
    v.transform((value): boolean => value === true || value === 'true' || value === '1' || value === 1),
  );
}

function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date written YYYY-MM-DD that really exists (no 2024-02-30). */
export function isoDate(message = 'Please enter a date in the format YYYY-MM-DD.') {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.regex(DATE_PATTERN, message),
    v.check(isCalendarDate, message),
  );
}

/** A month written YYYY-MM, as the coaching calendar sends it. */
export function yearMonth(message = 'Please enter a month in the format YYYY-MM.') {
  return v.pipe(v.string(message), v.trim(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, message));
}

/** A time of day written HH:mm or HH:mm:ss. */
export function timeOfDay(message = 'Please choose a valid time.') {
  return v.pipe(v.string(message), v.trim(), v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, message));
}

/**
 * A date and time with a space between them, "YYYY-MM-DD HH:mm[:ss]" (seed 003 section 3).
 * An ISO "T" separator is accepted and rewritten to the space form the rest of the system stores.
 */
export function dateTime(message = 'Please enter a date and time in the format YYYY-MM-DD HH:mm.') {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.check((text) => {
      const match = DATE_TIME_PATTERN.exec(text);
      if (!match?.[1] || !isCalendarDate(match[1])) return false;
      return Number(match[2]) < 24 && Number(match[3]) < 60 && Number(match[4] ?? 0) < 60;
    }, message),
    v.transform((text) => text.replace('T', ' ')),
  );
}

/** Base64 text (policy texts, journal content, analytics payloads). */
export function base64(message = 'Please send the content base64-encoded.') {
  return v.pipe(v.string(message), v.trim(), v.regex(BASE64_PATTERN, message));
}

/** Text that is not blank once trimmed. */
export function nonEmptyString(message = 'Please fill in this field.', maxLength = 1000) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(maxLength, `Please use at most ${maxLength} characters.`),
  );
}

/** Optional free text; an empty or blank value counts as absent. */
export function optionalText(maxLength = 1000) {
  return v.optional(
    v.pipe(
      v.string('Please enter text.'),
      v.trim(),
      v.maxLength(maxLength, `Please use at most ${maxLength} characters.`),
      v.transform((text) => (text === '' ? undefined : text)),
    ),
  );
}

/** One of the supported languages. */
export function language(message = LANGUAGE_MESSAGE) {
  return v.pipe(v.string(message), v.trim(), v.toLowerCase(), v.picklist(LANGUAGES, message));
}

/** An email address. */
export function email(message = 'Please enter a valid email address.') {
  return v.pipe(v.string(message), v.trim(), v.email(message), v.maxLength(254, message));
}

/** A list that a form may send as a single value; a lone value becomes a one-item list. */
export function listOf<TItem extends v.GenericSchema>(
  item: TItem,
  message = 'Please send a list of values.',
) {
  return v.pipe(
    v.union([v.array(item, message), item], message),
    v.transform((value) => (Array.isArray(value) ? value : [value]) as v.InferOutput<TItem>[]),
  );
}

/**
 * The member id some clients still send: accepted and dropped (always undefined after parsing),
 * because the server takes the member from the session.
 */
export const ignoredUserId = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((): undefined => undefined),
  ),
);

export const REQUEST_BODY_MESSAGE = 'The request body must be a JSON object or a form.';

/**
 * The message of a request object's issues. valibot reports a missing key on the object itself, so the
 * member would otherwise read a generic text: a missing field gets its own schema's message instead.
 */
export function requestMessage(entries: v.ObjectEntries): v.ErrorMessage<v.ObjectIssue> {
  return (issue) => {
    const key = issue.path?.at(-1)?.key;
    if (issue.input === undefined && typeof key === 'string') {
      const message = (entries[key] as { message?: unknown } | undefined)?.message;
      return typeof message === 'string' ? message : 'Please fill in all required fields.';
    }
    return REQUEST_BODY_MESSAGE;
  };
}

/**
 * A request body: the call's fields plus the ignored `user_id`. `v.object` drops keys it does not know,
 * so older clients that send extra fields still work.
 */
export function requestBody<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object({ ...entries, user_id: ignoredUserId }, requestMessage(entries));
}
