import { JOINABLE_TYPES, inLanguage, isHiddenStatus, toAppointment, type ListedBooking } from './appointment';

/*
 * The bookings panel's appointments (get-appointments, the hot read of the shell, seed 000 section 3) as JSON text
 * made once per member and kept (repository.ts), and the reply's bytes made once per state of the join buttons and
 * shared by every call answered with that text.
 *
 * Only the join button depends on the clock, and one text serves many calls, each with its own `now`. So the text
 * is kept split at each joinable booking's button (`pieces`), with the end of that booking (`ends`): a call's
 * reply is the pieces joined with true or false for each button.
 */

/** A member's appointments as JSON text, split at the open join buttons. */
export interface AppointmentsText {
  /** the text between the open buttons: one more than `ends` */
  readonly pieces: readonly string[];
  /** the end (epoch milliseconds) of each open button's booking */
  readonly ends: readonly number[];
  /**
   * The whole reply as UTF-8 for each state of the buttons, made by the first call that needs it and shared by
   * every call answered with this text (appointmentsReply). Indexed by how many of `ends` have passed, which fixes
   * the state of every button. It lives as long as the text, which a process keeps while no news of what it is made
   * of comes (repository.ts).
   */
  readonly replies: (Uint8Array<ArrayBuffer> | undefined)[];
}

/** A member without bookings: one text for all, its reply never changes. */
export const NO_APPOINTMENTS: AppointmentsText = { pieces: [''], ends: [], replies: [] };

const JOIN_KEY = '"showJoinButton":';

/**
 * The appointments text of a member's latest bookings (newest first, as the database lists them): what
 * toAppointment and inLanguage make of the shown ones, oldest first, with each joinable booking's button left open.
 */
export function writeAppointments(newestFirst: readonly ListedBooking[], language: string): AppointmentsText {
  const pieces: string[] = [];
  const ends: number[] = [];
  let piece = '';
  let first = true;
  const opened = new Date(0);
  for (let i = newestFirst.length - 1; i >= 0; i -= 1) {
    const row = newestFirst[i]!;
    if (isHiddenStatus(row.status)) continue;
    const appointment = toAppointment(row, opened);
    if (!appointment) continue;
    const json = JSON.stringify(inLanguage(appointment, row, language));
    if (!first) piece += ',';
    first = false;
    if (!JOINABLE_TYPES.has(appointment.appointmentType)) {
      piece += json;
      continue;
    }
    // `"showJoinButton":true` is the last but one key; a quote inside a string is escaped, so it is found once
    const at = json.lastIndexOf(JOIN_KEY) + JOIN_KEY.length;
    pieces.push(piece + json.slice(0, at));
    ends.push(row.endAt.getTime());
    piece = json.slice(at + 'true'.length);
  }
  if (first) return NO_APPOINTMENTS;
  pieces.push(piece);
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
