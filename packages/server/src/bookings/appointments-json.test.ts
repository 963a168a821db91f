import { describe, expect, it } from 'vitest';
import { NO_APPOINTMENTS, appointmentsJson, splitAppointments } from './appointments-json';

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

  it('is an empty array without bookings', () => {
    expect(splitAppointments(null)).toBe(NO_APPOINTMENTS);
    expect(appointmentsJson(splitAppointments(''), new Date())).toBe('[]');
    expect(appointmentsJson(splitAppointments('{"id":1}'), new Date())).toBe('[{"id":1}]');
  });
});
