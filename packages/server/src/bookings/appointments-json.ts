import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { APPOINTMENT_TYPES, HIDDEN_APPOINTMENT_STATUSES, type AppointmentType } from '@portal/contract/calls/bookings';

/** Remote sessions the member joins in the meeting room: their join button shows until they end. */
export const JOINABLE_TYPES: ReadonlySet<AppointmentType> = new Set(['Video', 'Audio', 'Coaching', 'healthcoach', 'mental_health', 'cancer']);

/**
 * The bookings panel's appointments as JSON text, written by the database (the hot read of the shell, seed 000
 * section 3): no row objects, dates or reply objects are made in Node, and the reply is not serialised again.
 *
 * The text is exactly what toAppointment and inLanguage (service.ts) make of the same rows, serialised as
 * JSON.stringify would, keys in the same order; appointments-json.int.test.ts holds the two together over the
 * seeded members and rows with every edge (missing and empty fields, translations, coordinates, statuses).
 *
 * Only the join button depends on the clock, and a read may serve several calls, each with its own `now`. So
 * the database leaves it open: a joinable type's button is written as MARK, its end in epoch milliseconds, MARK.
 * PostgreSQL escapes control characters inside JSON strings, so a raw MARK occurs nowhere else in the text.
 */
const MARK = '\u0001';

/** The columns of a booking the text is made of, as an aliased subquery names them. */
export interface BookingColumns {
  readonly id: unknown;
  readonly appointmentType: unknown;
  readonly status: unknown;
  readonly startAt: unknown;
  readonly endAt: unknown;
  readonly clinicianId: unknown;
  readonly clinicianName: unknown;
  readonly clinicianImage: unknown;
  readonly clinicianAddress: unknown;
  readonly clinicianLat: unknown;
  readonly clinicianLng: unknown;
  readonly timeslotId: unknown;
  readonly details: unknown;
}

/** A constant list of the code (never input) as SQL literals. */
function literals(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

/**
 * formatInstant: ISO 8601 in UTC to the second (toISOString without its milliseconds), as a JSON string. JSON
 * writes timestamps in ISO form whatever the session's DateStyle, and does so faster than to_char.
 */
const instant = (column: unknown) => sql`left(to_json(date_trunc('second', ${column} at time zone 'UTC'))::text, -1) || 'Z"'`;

/** A text column as JSON, null as null. */
const text = (column: unknown) => sql`coalesce(to_json(${column}::text)::text, 'null')`;

/** A double precision column as JSON.stringify writes it: NaN and the infinities as null, -0 as 0. */
const number = (column: unknown) =>
  sql`case when ${column} in ('NaN'::float8, 'Infinity'::float8, '-Infinity'::float8) then 'null' else (${column} + 0)::text end`;

/** A jsonb value if JavaScript would take it for true (not null, false, 0 or ''), else SQL null. */
const truthy = (value: SQL) => sql`case when ${value} in ('null'::jsonb, 'false'::jsonb, '0'::jsonb, '""'::jsonb) then null else ${value} end`;

/** translated(): the translation's field when it has one that is not '' (null counts), else the English. */
const translatedField = (words: SQL, field: string, english: SQL) =>
  sql`case when ${words} -> ${sql.raw(`'${field}'`)} is not null and ${words} -> ${sql.raw(`'${field}'`)} <> '""'::jsonb then (${words} -> ${sql.raw(`'${field}'`)})::text else ${english} end`;

/** One appointment (toAppointment, then inLanguage for `language`), with its join button left open. */
function appointmentText(b: BookingColumns, language: SQLWrapper | string): SQL {
  const words = sql`(${b.details} -> 'translations' -> ${language})`;
  const eventTitle = truthy(sql`(${b.details} -> 'event_title')`);
  const videoGif = truthy(sql`(${b.details} -> 'video_gif')`);
  const faceToFace = sql`${b.appointmentType} = 'face_to_face'`;
  const addressLocation = sql`case when ${faceToFace} and ${b.clinicianAddress} <> '' then
      '{"address":' || to_json(${b.clinicianAddress}::text)::text
      || case when ${b.clinicianLat} is not null and ${b.clinicianLng} is not null
           then ',"lat":' || ${number(b.clinicianLat)} || ',"lng":' || ${number(b.clinicianLng)} else '' end
      || '}' end`;
  // most bookings have no locations: the subquery runs only for those that do
  const labelLocations = sql`case when ${b.details} ? 'locations' then (select string_agg('{"location_label":' || label::text || '}', ',' order by n)
      from jsonb_array_elements(coalesce(nullif(${b.details} -> 'locations', 'null'::jsonb), '[]'::jsonb)) with ordinality as l(label, n)) end`;
  const locations = sql`nullif(concat_ws(',', ${addressLocation}, ${labelLocations}), '')`;
  return sql`'{"appointmentId":' || ${b.id}
    || ',"appointmentType":' || to_json(${b.appointmentType}::text)::text
    || ',"appointmentStatus":' || to_json(${b.status}::text)::text
    || ',"startTime":' || ${instant(b.startAt)}
    || ',"endTime":' || ${instant(b.endAt)}
    || ',"clinician":{"name":' || ${translatedField(words, 'clinician_name', sql`to_json(coalesce(${b.clinicianName}, '')::text)::text`)}
    || ',"image":' || ${text(b.clinicianImage)}
    || ',"clinicianId":' || to_json(coalesce(${b.clinicianId}, '')::text)::text
    || ',"address":' || ${text(b.clinicianAddress)}
    || '},"details":{' || ltrim(
         coalesce(',"event_title":' || case when ${eventTitle} is not null then ${translatedField(words, 'event_title', sql`${eventTitle}::text`)} end, '')
      || coalesce(',"timeslot_id":' || ${b.timeslotId}, '')
      || coalesce(',"video_gif":' || ${videoGif}::text, '')
      || coalesce(',"locations":[' || ${locations} || ']', ''), ',')
    || '},"showJoinButton":' || case when ${b.appointmentType} in (${literals([...JOINABLE_TYPES])})
         then chr(1) || floor(extract(epoch from ${b.endAt}) * 1000)::bigint || chr(1) else 'false' end
    || ',"showLocationButton":' || (${faceToFace} and ${b.clinicianAddress} is not null)::text
    || '}'`;
}

/**
 * The aggregate over a member's latest bookings (newest first, as listBookings reads them): the appointments of
 * the shown ones, oldest first, comma-separated (null when there are none).
 */
export function appointmentsAggregate(b: BookingColumns, language: SQLWrapper | string): SQL<string | null> {
  return sql<string | null>`string_agg(${appointmentText(b, language)}, ',' order by ${b.startAt}, ${b.id})
    filter (where ${b.appointmentType} in (${literals(APPOINTMENT_TYPES)}) and ${b.status} not in (${literals(HIDDEN_APPOINTMENT_STATUSES)}))`;
}

/** A member's appointments as the database wrote them, split at the open join buttons. */
export interface AppointmentsText {
  /** the text between the open buttons: one more than `ends` */
  readonly pieces: readonly string[];
  /** the end (epoch milliseconds) of each open button's booking */
  readonly ends: readonly number[];
  /**
   * The whole reply as UTF-8 for each state of the buttons, made by the first call that needs it and shared by
   * every call answered with this text (appointmentsReply). Indexed by how many of `ends` have passed, which fixes
   * the state of every button. It lives as long as the text, which a process keeps while the version of the
   * member's bookings stays the same (repository.ts).
   */
  readonly replies: (Uint8Array<ArrayBuffer> | undefined)[];
}

/** A member without bookings: one text for all, its reply never changes. */
export const NO_APPOINTMENTS: AppointmentsText = { pieces: [''], ends: [], replies: [] };

export function splitAppointments(written: string | null): AppointmentsText {
  if (!written) return NO_APPOINTMENTS;
  const parts = written.split(MARK);
  const pieces: string[] = [];
  const ends: number[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    if (i % 2 === 0) pieces.push(parts[i]!);
    else ends.push(Number(parts[i]));
  }
  return { pieces, ends, replies: [] };
}

/** The appointments as a JSON array at `now`: a joinable booking's button shows until it ends. */
export function appointmentsJson(text: AppointmentsText, now: Date): string {
  const at = now.getTime();
  let json = `[${text.pieces[0]!}`;
  for (let i = 0; i < text.ends.length; i += 1) json += (at < text.ends[i]! ? 'true' : 'false') + text.pieces[i + 1]!;
  return `${json}]`;
}

/**
 * get-appointments' reply at `now` as UTF-8: `{"success":true,"appointments":` and appointmentsJson. The calls
 * that share a read at the same state of the buttons share one encoding (the bytes must not be changed).
 */
export function appointmentsReply(text: AppointmentsText, now: Date): Uint8Array<ArrayBuffer> {
  const at = now.getTime();
  let passed = 0;
  for (const end of text.ends) if (end <= at) passed += 1;
  // the buttons of ends that have passed are shut, the others open: `passed` says which, whatever their order
  let reply = text.replies[passed];
  if (!reply) {
    reply = Buffer.from(`{"success":true,"appointments":${appointmentsJson(text, now)}}`);
    text.replies[passed] = reply;
  }
  return reply;
}
