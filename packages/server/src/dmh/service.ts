import { APPOINTMENT_ALREADY_BOOKED, type ClinicianSlot, type DmhQuestion, type GENDER_PREFERENCES } from '@portal/contract/calls/dmh';
import { crisisLinesFor } from '@portal/contract/emergency-contacts';
import { recordBooking } from '../bookings/public';
import { ReplyError } from '../core/context';
import { CallError, type Db, type Member } from '../core/types';
import { checkAnswer, nextAfter } from './answers';
import type { Geocoder } from './geocoder';
import { DATE_TIME_QUESTION_ID, FIRST_QUESTION_ID, questionDef, toQuestion } from './questions';
import { findAnswer, findClinician, findKnownDetails, findSlotAt, freeSlots, linkSlotBooking, listClinicians, saveAnswer, takeSlot } from './repository';

export const QUESTION_NOT_FOUND_MESSAGE = 'We could not find this question.';
export const CLINICIAN_NOT_FOUND_MESSAGE = 'We could not find this clinician.';
export const SLOT_NOT_FOUND_MESSAGE = 'We could not find this appointment time.';
export const SLOT_TAKEN_MESSAGE = 'Sorry, this appointment is no longer available';
export const ADDRESS_NOT_FOUND_MESSAGE = 'We could not find an address for this position.';

const DAY = 24 * 60 * 60 * 1000;
/** How far ahead the booking step offers slots. */
export const DMH_BOOKING_WINDOW_DAYS = 28;
/** A DMH session's length. */
export const DMH_SESSION_MINUTES = 50;

function findDef(id: number) {
  const def = questionDef(id);
  if (!def) throw new CallError(404, QUESTION_NOT_FOUND_MESSAGE);
  return def;
}

/** A question in the member's language; the date review shows the member's own preferred times. */
export async function getQuestion(
  db: Db,
  member: Member,
  questionId: number | undefined,
  language: string,
  country?: string,
): Promise<DmhQuestion> {
  const def = findDef(questionId ?? FIRST_QUESTION_ID);
  let data: Record<string, unknown> = {};
  if (def.type === 'date_review') {
    const times = await findAnswer(db, member, DATE_TIME_QUESTION_ID);
    if (typeof times === 'object' && times !== null) data = times as Record<string, unknown>;
  }
  const values = def.type === 'confirm' ? await knownValues(db, member, def.id) : {};
  return toQuestion(def, language, data, values, crisisLinesFor(country));
}

/**
 * The confirm fields as the member last sent them, else what the portal knows of them (account and profile), so
 * the member checks their details rather than typing them again.
 */
async function knownValues(db: Db, member: Member, questionId: number): Promise<Record<string, string>> {
  const [sent, known] = await Promise.all([findAnswer(db, member, questionId), findKnownDetails(db, member)]);
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(known ?? {})) if (typeof value === 'string' && value.trim() !== '') values[key] = value;
  if (typeof sent === 'object' && sent !== null) {
    for (const [key, value] of Object.entries(sent)) if (typeof value === 'string' && value.trim() !== '') values[key] = value;
  }
  return values;
}

/** Stores an answer after checking it against its question, and names the next question. */
export async function answerQuestion(db: Db, member: Member, questionId: number, answer: unknown, now: Date): Promise<number | null> {
  const def = findDef(questionId);
  const stored = checkAnswer(def, answer, now);
  await saveAnswer(db, member, def.id, stored, now);
  return nextAfter(def, stored);
}

function say(tags: Record<string, string[]>, language: string): string[] {
  return tags[language] ?? tags.en ?? [];
}

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (at: Date) => `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;

/**
 * Clinicians with free slots, grouped by UTC date; times are UTC times of day (HH:mm), the same pair the booking
 * call sends back. 'Prefer not to say' and 'No Preference' list every clinician.
 */
export async function getCliniciansDates(
  db: Db,
  member: Member,
  preference: (typeof GENDER_PREFERENCES)[number],
  language: string,
  now: Date,
): Promise<Record<string, ClinicianSlot[]>> {
  const gender = preference === 'Male' || preference === 'Female' ? preference : null;
  const clinicians = await listClinicians(db, member.clientId, gender);
  const slots = await freeSlots(db, member.clientId, clinicians.map((c) => c.id), now, new Date(now.getTime() + DMH_BOOKING_WINDOW_DAYS * DAY));
  const byId = new Map(clinicians.map((c) => [c.id, c]));
  const dates: Record<string, ClinicianSlot[]> = {};
  for (const slot of slots) {
    const clinician = byId.get(slot.clinicianId)!;
    const list = (dates[slot.startAt.toISOString().slice(0, 10)] ??= []);
    let entry = list.find((c) => c.clinicianId === String(clinician.id));
    if (!entry) {
      entry = { clinicianId: String(clinician.id), name: clinician.name, image: clinician.image, tags: say(clinician.tags, language), timeslots: [] };
      list.push(entry);
    }
    entry.timeslots.push(timeOf(slot.startAt));
  }
  return dates;
}

/**
 * Books a clinician's slot for the member: takes it (one member per slot) and records the video session for the
 * bookings panel in one transaction. A slot someone else holds: 409 with apiStatus already_booked.
 */
export async function bookAppointment(
  db: Db,
  member: Member,
  input: { clinician_id: string; start_date: string; start_time: string },
  now: Date,
): Promise<{ bookingId: number }> {
  const clinicianId = /^[1-9]\d{0,8}$/.test(input.clinician_id) ? Number(input.clinician_id) : null;
  const clinician = clinicianId === null ? undefined : await findClinician(db, member.clientId, clinicianId);
  if (!clinician) throw new CallError(404, CLINICIAN_NOT_FOUND_MESSAGE);
  const startAt = new Date(`${input.start_date}T${input.start_time.slice(0, 5)}:00Z`);
  if (Number.isNaN(startAt.getTime())) throw new CallError(404, SLOT_NOT_FOUND_MESSAGE);
  const slot = await findSlotAt(db, member.clientId, clinician.id, startAt);
  if (!slot) throw new CallError(404, SLOT_NOT_FOUND_MESSAGE);
  const bookingId = await db.transaction(async (tx) => {
    const taken = await takeSlot(tx, member, slot.id, now);
    if (!taken) return null;
    const id = await recordBooking(tx, member, {
      appointmentType: 'Video',
      startAt: taken.startAt,
      endAt: taken.endAt,
      clinician: { id: `DMH-${clinician.id}`, name: clinician.name, image: clinician.image },
    });
    await linkSlotBooking(tx, member.clientId, taken.id, id);
    return id;
  });
  if (bookingId === null) throw new ReplyError(409, SLOT_TAKEN_MESSAGE, { apiStatus: APPOINTMENT_ALREADY_BOOKED });
  return { bookingId };
}

export async function addressAt(geocoder: Geocoder, lat: number, lng: number): Promise<string> {
  const name = await geocoder.reverse(lat, lng).catch(() => null);
  if (!name) throw new CallError(404, ADDRESS_NOT_FOUND_MESSAGE);
  return name;
}
