import { describe, expect, it } from 'vitest';
import { NO_APPOINTMENTS, appointmentsJson, appointmentsReply, splitAppointments } from './appointments-json';

describe('appointments written by the database', () => {
  const end = Date.parse('2026-03-10T12:00:00Z');
  const written = `{"id":1,"showJoinButton":\u0001${end}\u0001,"x":"a"},{"id":2,"showJoinButton":false},{"id":3,"showJoinButton":\u0001${end + 1}\u0001}`;

  it('opens each join button until its booking ends, for the clock of each call that shares the read', () => {
    const text = splitAppointments(written);
    expect(text.ends).toEqual([end, end + 1]);
    const buttons = (now: number) => (JSON.parse(appointmentsJson(text, new Date(now))) as { showJoinButton: boolean }[]).map((a) => a.showJoinButton);
    expect(buttons(end - 1)).toEqual([true, false, true]);
    expect(buttons(end)).toEqual([false, false, true]);
    expect(buttons(end + 1)).toEqual([false, false, false]);
  });

  it('is the whole reply as UTF-8, the same bytes for the calls of one read while no button changes', () => {
    // ends out of order, two at the same time, and text that is more than one byte a character in UTF-8
    const ends = [end + 5, end, end + 5, end - 3];
    const text = splitAppointments(ends.map((at, i) => `{"id":${i},"t":"Büro ✓","showJoinButton":\u0001${at}\u0001}`).join(','));
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

  it('is an empty array without bookings', () => {
    expect(splitAppointments(null)).toBe(NO_APPOINTMENTS);
    expect(appointmentsJson(splitAppointments(''), new Date())).toBe('[]');
    expect(appointmentsJson(splitAppointments('{"id":1}'), new Date())).toBe('[{"id":1}]');
  });
});
