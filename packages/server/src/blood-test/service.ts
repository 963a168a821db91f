import type { Appointment } from '@portal/contract/calls/bookings';
import { KIT_APPOINTMENT_ALREADY_BOOKED, type KitStatus } from '@portal/contract/calls/blood-test';
import { isHiddenStatus, listBookings, recordBooking, toAppointment } from '../bookings/public';
import { ReplyError } from '../core/context';
import { CallError, type Db, type Member } from '../core/types';
import type { LabAdapter } from './lab';
import {
  findClinician,
  findSlotAt,
  freeSlots,
  insertOrder,
  latestOrder,
  linkConsultation,
  linkSlotBooking,
  listClinicians,
  takeSlot,
  type KitOrderRow,
} from './repository';

export const NOT_ELIGIBLE_MESSAGE = 'You are not eligible for this service.';
export const ALREADY_ORDERED_MESSAGE = 'You have already ordered a kit.';
export const NOT_READY_MESSAGE = 'Your results are not ready for a consultation yet.';
export const CLINICIAN_NOT_FOUND_MESSAGE = 'We could not find this clinician.';
export const SLOT_NOT_FOUND_MESSAGE = 'We could not find this appointment time.';
export const SLOT_TAKEN_MESSAGE = 'Sorry, this appointment is no longer available';

const DAY = 24 * 60 * 60 * 1000;
export const KIT_BOOKING_WINDOW_DAYS = 21;
export const KIT_CONSULTATION_MINUTES = 20;

interface Consultation {
  readonly appointment: Appointment;
  readonly startAt: Date;
  readonly endAt: Date;
}

async function consultationOf(db: Db, member: Member, order: KitOrderRow | undefined, now: Date): Promise<Consultation | null> {
  if (!order?.consultationBookingId) return null;
  const row = (await listBookings(db, member)).find((b) => b.id === order.consultationBookingId);
  if (!row || isHiddenStatus(row.status)) return null;
  const appointment = toAppointment(row, now);
  return appointment ? { appointment, startAt: row.startAt, endAt: row.endAt } : null;
}

/** Where the member is in the kit journey (seed 003 section 4), as the landing call reports it. */
export async function landing(db: Db, member: Member, lab: LabAdapter, now: Date) {
  const order = await latestOrder(db, member);
  const consultation = await consultationOf(db, member, order, now);
  if (consultation && consultation.endAt > now) {
    return { status: 'book' as KitStatus, upcoming_appointment_booked: true, upcoming_appointment: [consultation.appointment] };
  }
  let status: KitStatus;
  if (!order || consultation) {
    const eligible = lab.isEligible({ clientId: member.clientId, lastConsultationAt: consultation?.startAt ?? null }, now);
    status = eligible ? 'order' : 'not_eligible';
  } else {
    const state = lab.stateOf(order, now);
    status = state === 'ordered' ? 'submitted' : state === 'waiting' ? 'waiting' : 'book';
  }
  return { status, upcoming_appointment_booked: false, upcoming_appointment: [] };
}

export interface KitOrderInput {
  readonly phone_number: string;
  readonly post_code: string;
  readonly address: string;
  readonly city: string;
  readonly selected_sex?: 'male' | 'female' | undefined;
  readonly name?: string | undefined;
  readonly sample?: string | undefined;
}

export async function order(db: Db, member: Member, lab: LabAdapter, input: KitOrderInput, now: Date): Promise<void> {
  const { status } = await landing(db, member, lab, now);
  if (status === 'not_eligible') throw new CallError(403, NOT_ELIGIBLE_MESSAGE);
  if (status !== 'order') throw new CallError(409, ALREADY_ORDERED_MESSAGE);
  await insertOrder(db, {
    clientId: member.clientId,
    userId: member.userId,
    orderedAt: now,
    phoneNumber: input.phone_number,
    postCode: input.post_code,
    address: input.address,
    city: input.city,
    selectedSex: input.selected_sex ?? null,
    name: input.name ?? null,
    sample: input.sample ?? null,
  });
}

/** The order whose results are ready and have no upcoming consultation; otherwise the member may not book. */
async function readyOrder(db: Db, member: Member, lab: LabAdapter, now: Date): Promise<KitOrderRow> {
  const current = await landing(db, member, lab, now);
  const found = await latestOrder(db, member);
  if (current.status !== 'book' || current.upcoming_appointment_booked || !found) throw new CallError(409, NOT_READY_MESSAGE);
  return found;
}

const pad = (n: number) => String(n).padStart(2, '0');

export async function bookingDates(db: Db, member: Member, lab: LabAdapter, preference: 'No Preference' | 'Male' | 'Female', language: string, now: Date) {
  await readyOrder(db, member, lab, now);
  const clinicians = await listClinicians(db, member.clientId, preference === 'No Preference' ? null : preference);
  const slots = await freeSlots(db, member.clientId, clinicians.map((c) => c.id), now, new Date(now.getTime() + KIT_BOOKING_WINDOW_DAYS * DAY));
  const byId = new Map(clinicians.map((c) => [c.id, c]));
  const dates: Record<string, { clinicianId: string; name: string; skills: string[]; timeslots: string[] }[]> = {};
  for (const slot of slots) {
    const clinician = byId.get(slot.clinicianId)!;
    const list = (dates[slot.startAt.toISOString().slice(0, 10)] ??= []);
    let entry = list.find((c) => c.clinicianId === String(clinician.id));
    if (!entry) {
      entry = { clinicianId: String(clinician.id), name: clinician.name, skills: clinician.skills[language] ?? clinician.skills.en ?? [], timeslots: [] };
      list.push(entry);
    }
    entry.timeslots.push(`${pad(slot.startAt.getUTCHours())}:${pad(slot.startAt.getUTCMinutes())}`);
  }
  return dates;
}

/** Books the results consultation: one member per slot, recorded in the bookings panel, linked to the order. */
export async function book(
  db: Db,
  member: Member,
  lab: LabAdapter,
  input: { clinician_id: string; start_date: string; start_time: string },
  now: Date,
): Promise<{ appointmentStartTime: string }> {
  const kit = await readyOrder(db, member, lab, now);
  const clinicianId = /^[1-9]\d{0,8}$/.test(input.clinician_id) ? Number(input.clinician_id) : null;
  const clinician = clinicianId === null ? undefined : await findClinician(db, member.clientId, clinicianId);
  if (!clinician) throw new CallError(404, CLINICIAN_NOT_FOUND_MESSAGE);
  const startAt = new Date(`${input.start_date}T${input.start_time.slice(0, 5)}:00Z`);
  const slot = Number.isNaN(startAt.getTime()) ? undefined : await findSlotAt(db, member.clientId, clinician.id, startAt);
  if (!slot) throw new CallError(404, SLOT_NOT_FOUND_MESSAGE);
  const booked = await db.transaction(async (tx) => {
    const taken = await takeSlot(tx, member, slot.id, now);
    if (!taken) return null;
    const bookingId = await recordBooking(tx, member, {
      appointmentType: 'Video',
      startAt: taken.startAt,
      endAt: taken.endAt,
      clinician: { id: `KIT-${clinician.id}`, name: clinician.name, image: null },
    });
    await linkSlotBooking(tx, member.clientId, taken.id, bookingId);
    await linkConsultation(tx, member, kit.id, bookingId);
    return taken;
  });
  if (!booked) throw new ReplyError(409, SLOT_TAKEN_MESSAGE, { apiStatus: KIT_APPOINTMENT_ALREADY_BOOKED });
  const iso = booked.startAt.toISOString();
  return { appointmentStartTime: `${iso.slice(0, 10)} ${iso.slice(11, 19)}` };
}
