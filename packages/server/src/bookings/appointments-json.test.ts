import { describe, expect, it } from 'vitest';
import { inLanguage, isHiddenStatus, toAppointment, type ListedBooking } from './appointment';
import { NO_APPOINTMENTS, appointmentsJson, appointmentsReply, writeAppointments } from './appointments-json';

const end = Date.parse('2026-03-10T12:00:00Z');

function row(id: number, fields: Partial<ListedBooking> = {}): ListedBooking {
  return {
    id,
    appointmentType: 'Video',
    status: 'Booked',
    startAt: new Date(end - 3_600_000 + id),
    endAt: new Date(end),
    clinicianId: 'C-1',
    clinicianName: 'Dr. Test',
    clinicianImage: null,
    clinicianAddress: null,
    clinicianLat: null,
    clinicianLng: null,
    timeslotId: null,
    details: {},
    ...fields,
  };
}

/** What toAppointment and inLanguage make of the rows at `now`, oldest first: the reply the text must give. */
function expected(newestFirst: readonly ListedBooking[], language: string, now: Date): string {
  const shown = [];
  for (const booking of [...newestFirst].reverse()) {
    if (isHiddenStatus(booking.status)) continue;
    const appointment = toAppointment(booking, now);
    if (appointment) shown.push(inLanguage(appointment, booking, language));
  }
  return JSON.stringify(shown);
}

describe('the appointments text', () => {
  it('opens each join button until its booking ends, for the clock of each call that shares the text', () => {
    const rows = [row(3, { endAt: new Date(end + 1) }), row(2, { appointmentType: 'face_to_face' }), row(1, { details: { event_title: 'a "showJoinButton":true,' } })];
    const text = writeAppointments(rows, 'en');
    expect(text.ends).toEqual([end, end + 1]);
    const buttons = (now: number) => (JSON.parse(appointmentsJson(text, new Date(now))) as { showJoinButton: boolean }[]).map((a) => a.showJoinButton);
    expect(buttons(end - 1)).toEqual([true, false, true]);
    expect(buttons(end)).toEqual([false, false, true]);
    expect(buttons(end + 1)).toEqual([false, false, false]);
  });

  it('is what toAppointment and inLanguage make of rows with every edge, at any time, in any language', () => {
    const rows = [
      row(1, { clinicianId: null, clinicianName: null, details: { video_gif: '' } }),
      row(2, { appointmentType: 'Audio', endAt: new Date(end - 1), clinicianName: 'Tomás "T" Kelly\\', details: { video_gif: '/v.gif', event_title: 'Line\nbreak\u0001 ✓' } }),
      row(3, { appointmentType: 'face_to_face', clinicianAddress: '', clinicianLat: 1, clinicianLng: 2, details: { locations: ['Büro', 'a"b'] } }),
      row(4, { appointmentType: 'face_to_face', clinicianAddress: 'Quay 1', clinicianLat: null, clinicianLng: 2 }),
      row(5, { appointmentType: 'face_to_face', clinicianAddress: 'Quay 2', clinicianLat: -0, clinicianLng: 51.50745 }),
      row(6, { appointmentType: 'face_to_face', clinicianAddress: 'Quay 3', clinicianLat: Number.NaN, clinicianLng: Number.POSITIVE_INFINITY }),
      row(7, { appointmentType: 'corporateEvent', timeslotId: 7, clinicianName: 'Team', details: { event_title: 'Yoga', translations: { de: { event_title: 'Joga', clinician_name: '' } } } }),
      row(8, { appointmentType: 'corporateEvent', clinicianName: 'Team', details: { event_title: 'Walk', translations: { de: { event_title: '', clinician_name: 'Das Team' } } } }),
      row(9, { appointmentType: 'cancer', status: 'Pending' }),
      row(10, { appointmentType: 'Unknown' }),
      row(11, { status: 'Cancelled' }),
      row(12, { status: 'Cancellation Request' }),
      row(13, { appointmentType: 'Coaching', endAt: new Date(end + 5) }),
    ].reverse();
    for (const language of ['en', 'de']) {
      const text = writeAppointments(rows, language);
      for (const now of [end - 2, end - 1, end, end + 4, end + 5, end + 6]) {
        expect(appointmentsJson(text, new Date(now))).toBe(expected(rows, language, new Date(now)));
        expect(Buffer.from(appointmentsReply(text, new Date(now))).toString('utf8')).toBe(`{"success":true,"appointments":${expected(rows, language, new Date(now))}}`);
      }
    }
    expect(JSON.parse(appointmentsJson(writeAppointments(rows, 'de'), new Date(end)))).toHaveLength(10);
  });

  it('is the whole reply as UTF-8, the same bytes for the calls of one text while no button changes', () => {
    // ends out of order, two at the same time, and text that is more than one byte a character in UTF-8
    const ends = [end + 5, end, end + 5, end - 3];
    const text = writeAppointments(ends.map((at, i) => row(10 - i, { endAt: new Date(at), clinicianName: 'Büro ✓' })).reverse(), 'en');
    const reply = (now: number) => appointmentsReply(text, new Date(now));
    for (const now of [end - 4, end - 3, end - 1, end, end + 4, end + 5, end + 6, end - 4]) {
      const bytes = reply(now);
      expect(Buffer.from(bytes).toString('utf8')).toBe(`{"success":true,"appointments":${appointmentsJson(text, new Date(now))}}`);
      expect(reply(now)).toBe(bytes);
    }
    expect(reply(end - 2)).toBe(reply(end - 1));
    expect(reply(end)).not.toBe(reply(end - 1));
    expect((JSON.parse(Buffer.from(reply(end)).toString('utf8')) as { appointments: { showJoinButton: boolean }[] }).appointments.map((a) => a.showJoinButton)).toEqual([true, false, true, false]);
    expect(Buffer.from(appointmentsReply(NO_APPOINTMENTS, new Date())).toString('utf8')).toBe('{"success":true,"appointments":[]}');
  });

  it('is an empty array without bookings, or with none shown', () => {
    expect(writeAppointments([], 'en')).toBe(NO_APPOINTMENTS);
    expect(writeAppointments([row(1, { status: 'Cancelled' })], 'en')).toBe(NO_APPOINTMENTS);
    expect(appointmentsJson(writeAppointments([row(1, { appointmentType: 'corporateEvent' })], 'en'), new Date())).toMatch(/^\[\{"appointmentId":1,.*\}\]$/);
  });
});
