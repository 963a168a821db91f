import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getAppointments } from '@portal/contract/calls/bookings';
import { withHarness } from '../../test/harness';
import { memberId } from '../../test/members';
import { appointmentsJson, appointmentsReply, type AppointmentsText } from './appointments-json';
import { listAppointmentsText, listBookings, type ListedBooking, type NewBooking } from './repository';
import { corporateEventRegistrations } from '../events/schema';
import { bookings } from './schema';
import { inLanguage, isHiddenStatus, toAppointment } from './service';

/** What toAppointment and inLanguage make of the rows listBookings reads: the reply get-appointments must give. */
function expected(rows: readonly ListedBooking[], language: string, now: Date): unknown[] {
  const appointments = [];
  for (const row of rows) {
    if (isHiddenStatus(row.status)) continue;
    const appointment = toAppointment(row, now);
    if (appointment) appointments.push(inLanguage(appointment, row, language));
  }
  return appointments;
}

/** The whole reply of get-appointments as the call sends it, as text. */
const replyText = (text: AppointmentsText, now: Date) => Buffer.from(appointmentsReply(text, now)).toString('utf8');
const expectedReply = (rows: readonly ListedBooking[], language: string, now: Date) => JSON.stringify({ success: true, appointments: expected(rows, language, now) });

const at = (iso: string) => new Date(iso);
const NOW = at('2026-03-10T12:00:00Z');

/** Rows with every edge the mapping has: empty and missing fields, odd JSON, coordinates, translations, statuses. */
function edgeRows(clientId: string, userId: number): NewBooking[] {
  const base = { clientId, userId, store: 'appointment' as const, startAt: at('2026-03-10T11:00:00.250Z'), endAt: at('2026-03-10T12:00:00.001Z') };
  return [
    { ...base, appointmentType: 'Video', clinicianId: null, clinicianName: null, details: { video_gif: '' } },
    { ...base, appointmentType: 'Audio', endAt: at('2026-03-10T12:00:00.000Z'), clinicianName: 'Tomás "T" Kelly\\', details: { video_gif: '/v.gif', event_title: 'Line\nbreak\u0001 ✓' } },
    { ...base, appointmentType: 'face_to_face', clinicianAddress: '', clinicianLat: 1, clinicianLng: 2, details: { locations: ['Büro', 'a"b'] } },
    { ...base, appointmentType: 'face_to_face', clinicianAddress: 'Quay 1', clinicianLat: null, clinicianLng: 2, details: { locations: null } as never },
    { ...base, appointmentType: 'face_to_face', clinicianAddress: 'Quay 2', clinicianLat: -0, clinicianLng: 51.50745, details: {} },
    { ...base, appointmentType: 'face_to_face', clinicianAddress: 'Quay 3', clinicianLat: Number.NaN, clinicianLng: Number.POSITIVE_INFINITY, details: {} },
    { ...base, appointmentType: 'face_to_face', clinicianAddress: null, details: { locations: [] } },
    { ...base, store: 'event', appointmentType: 'corporateEvent', timeslotId: 7, clinicianName: 'Team', details: { event_title: 'Yoga', translations: { de: { event_title: 'Joga', clinician_name: '' } } } },
    { ...base, store: 'event', appointmentType: 'corporateEvent', clinicianName: 'Team', details: { event_title: 'Walk', translations: { de: { event_title: '', clinician_name: 'Das Team' } } } },
    { ...base, store: 'event', appointmentType: 'corporateEvent', details: { translations: { de: { event_title: 'Nur Deutsch', clinician_name: null } } } as never },
    { ...base, store: 'event', appointmentType: 'corporateEvent', details: { event_title: 0, video_gif: true, translations: { de: 'nicht' } } as never },
    { ...base, store: 'event', appointmentType: 'corporateEvent', details: { event_title: 5, translations: { de: { event_title: 6 } } } as never },
    { ...base, store: 'coaching', appointmentType: 'cancer', status: 'Pending', details: {} },
    { ...base, appointmentType: 'Phone', details: {} },
    { ...base, appointmentType: 'Video', status: 'Cancelled', details: {} },
    { ...base, appointmentType: 'Video', status: 'Cancellation Request', details: {} },
  ];
}

withHarness('the appointments text of the bookings panel', (h) => {
  const nows = [NOW, at('2026-03-10T12:00:00.001Z'), at('2026-03-10T11:59:59.999Z'), new Date()];

  it('are what toAppointment and inLanguage make of every seeded member, in every language, at any time', async () => {
    const members = await h().db.selectDistinct({ clientId: bookings.clientId, userId: bookings.userId }).from(bookings);
    expect(members.length).toBeGreaterThan(3);
    for (const language of ['en', 'de']) {
      for (const member of members) {
        const text = await listAppointmentsText(h().db, member, language);
        const rows = await listBookings(h().db, member);
        for (const now of nows) {
          expect(appointmentsJson(text, now)).toBe(JSON.stringify(expected(rows, language, now)));
          // the reply's bytes, shared by the calls of one read at each state of the buttons
          expect(replyText(text, now)).toBe(expectedReply(rows, language, now));
        }
      }
    }
    // every seeded member twice: half a minute alone on a busy machine
  }, 120_000);

  it('are the same for rows with every edge of the mapping, read alone or batched with other members', async () => {
    const userId = await memberId(h().db, 'harbour', 'admin@harbour.example');
    const other = await memberId(h().db, 'harbour', 'member@harbour.example');
    await h().db.delete(bookings).where(and(eq(bookings.clientId, 'harbour'), eq(bookings.userId, userId)));
    await h().db.delete(corporateEventRegistrations).where(and(eq(corporateEventRegistrations.clientId, 'harbour'), eq(corporateEventRegistrations.userId, userId)));
    await h().db.insert(bookings).values(edgeRows('harbour', userId));
    // a negative zero does not survive the driver's parameters: the database's own, read back
    await h().db.update(bookings).set({ clinicianLat: sql`'-0'::float8` }).where(and(eq(bookings.userId, userId), eq(bookings.clinicianAddress, 'Quay 2')));
    const member = { clientId: 'harbour', userId };
    const rows = await listBookings(h().db, member);
    const otherRows = await listBookings(h().db, { clientId: 'harbour', userId: other });
    for (const language of ['en', 'de']) {
      const alone = await listAppointmentsText(h().db, member, language);
      // read in the same tick, so they go out as one query for both members
      const [batched, otherBatched] = await Promise.all([listAppointmentsText(h().db, member, language), listAppointmentsText(h().db, { clientId: 'harbour', userId: other }, language)]);
      expect(batched).toEqual(alone);
      expect(appointmentsJson(otherBatched!, NOW)).toBe(JSON.stringify(expected(otherRows, language, NOW)));
      for (const now of nows) {
        expect(appointmentsJson(alone, now)).toBe(JSON.stringify(expected(rows, language, now)));
        expect(replyText(alone, now)).toBe(expectedReply(rows, language, now));
      }
      // the bytes made for one clock are not those of another with other buttons open
      for (const now of [...nows].reverse()) expect(replyText(batched!, now)).toBe(expectedReply(rows, language, now));
    }
    // the edges were there to be met
    const shown = JSON.parse(appointmentsJson(await listAppointmentsText(h().db, member, 'de'), NOW)) as { appointmentType: string; clinician: { name: string | null } }[];
    expect(shown).toHaveLength(13);
    expect(shown.some((a) => a.clinician.name === null)).toBe(true);
    expect(shown.some((a) => a.clinician.name === 'Das Team')).toBe(true);
  });

  it('keep the order by start, and each member sees only their own', async () => {
    const userId = await memberId(h().db, 'harbour', 'member@harbour.example');
    const rows = await h().db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.clientId, 'harbour'), eq(bookings.userId, userId), sql`${bookings.status} not in ('Cancelled', 'Cancellation Request')`));
    // with their places on events, by the registration's id negated (decision 0480)
    const places = await h()
      .db.select({ id: corporateEventRegistrations.id })
      .from(corporateEventRegistrations)
      .where(and(eq(corporateEventRegistrations.clientId, 'harbour'), eq(corporateEventRegistrations.userId, userId), inArray(corporateEventRegistrations.status, ['registered'])));
    expect(places.length).toBeGreaterThan(0);
    const member = await h().session('harbour', 'member@harbour.example');
    const { appointments } = await h().call(getAppointments, {}, member);
    expect(new Set(appointments.map((a) => a.appointmentId))).toEqual(new Set([...rows.map((row) => row.id), ...places.map((row) => -row.id)]));
    const starts = appointments.map((a) => Date.parse(a.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});
