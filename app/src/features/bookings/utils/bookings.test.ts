import { describe, expect, it } from 'vitest';
import type { Appointment } from '@portal/contract/calls/bookings';
import {
  JOIN_WINDOW_MS,
  MAX_TIMER_DELAY_MS,
  canCancelBooking,
  cancelRequestFor,
  isJoinEnabled,
  joinPath,
  joinTimerDelay,
  splitBookings,
} from './bookings';

const NOW = Date.parse('2026-03-10T09:00:00Z');
const MINUTE = 60_000;

export function booking(overrides: Partial<Appointment> = {}): Appointment {
  return {
    appointmentId: 1,
    appointmentType: 'Video',
    appointmentStatus: 'Booked',
    startTime: new Date(NOW + 60 * MINUTE).toISOString(),
    endTime: new Date(NOW + 90 * MINUTE).toISOString(),
    clinician: { name: 'Dr. Priya Raman', image: null, clinicianId: 'CLN-1' },
    details: {},
    showJoinButton: true,
    showLocationButton: false,
    ...overrides,
  };
}

const at = (offset: number) => new Date(NOW + offset).toISOString();

describe('which bookings show', () => {
  it("hides 'Cancelled' and 'Cancellation Request'", () => {
    const list = [
      booking({ appointmentId: 1 }),
      booking({ appointmentId: 2, appointmentStatus: 'Cancelled' }),
      booking({ appointmentId: 3, appointmentStatus: 'Cancellation Request' }),
    ];
    const { upcoming, past } = splitBookings(list, NOW);
    expect(upcoming.map((b) => b.appointmentId)).toEqual([1]);
    expect(past).toEqual([]);
  });

  it('is upcoming while the end has not passed, even after the start', () => {
    const started = booking({ appointmentId: 'started', startTime: at(-10 * MINUTE), endTime: at(20 * MINUTE) });
    const ended = booking({ appointmentId: 'ended', startTime: at(-60 * MINUTE), endTime: at(-1) });
    const endsNow = booking({ appointmentId: 'endsNow', startTime: at(-30 * MINUTE), endTime: at(0) });
    const later = booking({ appointmentId: 'later', startTime: at(2 * MINUTE), endTime: at(30 * MINUTE) });
    const { upcoming, past } = splitBookings([later, ended, started, endsNow], NOW);
    expect(upcoming.map((b) => b.appointmentId)).toEqual(['started', 'later']);
    expect(past.map((b) => b.appointmentId)).toEqual(['endsNow', 'ended']);
  });

  it('offers Cancel only before the start', () => {
    expect(canCancelBooking(booking({ startTime: at(1) }), NOW)).toBe(true);
    expect(canCancelBooking(booking({ startTime: at(0) }), NOW)).toBe(false);
    expect(canCancelBooking(booking({ startTime: at(-MINUTE) }), NOW)).toBe(false);
  });
});

describe('Join timing', () => {
  it('is disabled 11 minutes before the start and enabled from 10 minutes before', () => {
    expect(JOIN_WINDOW_MS).toBe(600_000);
    expect(isJoinEnabled(booking({ startTime: at(11 * MINUTE) }), NOW)).toBe(false);
    expect(isJoinEnabled(booking({ startTime: at(10 * MINUTE + 1) }), NOW)).toBe(false);
    expect(isJoinEnabled(booking({ startTime: at(10 * MINUTE) }), NOW)).toBe(true);
    expect(isJoinEnabled(booking({ startTime: at(-5 * MINUTE) }), NOW)).toBe(true);
  });

  it('sets a timer only for delays under 2147483647 ms', () => {
    expect(MAX_TIMER_DELAY_MS).toBe(2_147_483_647);
    expect(joinTimerDelay(booking({ startTime: at(11 * MINUTE) }), NOW)).toBe(MINUTE);
    expect(joinTimerDelay(booking({ startTime: at(5 * MINUTE) }), NOW)).toBe(0);
    const justUnder = JOIN_WINDOW_MS + MAX_TIMER_DELAY_MS - 1;
    expect(joinTimerDelay(booking({ startTime: at(justUnder) }), NOW)).toBe(MAX_TIMER_DELAY_MS - 1);
    expect(joinTimerDelay(booking({ startTime: at(justUnder + 1) }), NOW)).toBeNull();
    expect(joinTimerDelay(booking({ startTime: at(40 * 24 * 60 * MINUTE) }), NOW)).toBeNull();
  });

  it('goes to the meeting room device tests', () => {
    expect(joinPath(booking({ appointmentId: 42 }))).toBe('/booking-video-room/42/device-tests');
  });
});

describe('cancel routing by type', () => {
  it('sends health and cancer types as coaching through dmh/cancel-appointment', () => {
    for (const type of ['healthcoach', 'mental_health', 'cancer'] as const) {
      expect(cancelRequestFor(booking({ appointmentId: 7, appointmentType: type }))).toEqual({
        call: 'cancel-appointment',
        body: { appointment_id: '7', appointment_type: 'Coaching' },
      });
    }
  });

  it('cancels corporate events by their timeslot, never the whole series', () => {
    expect(cancelRequestFor(booking({ appointmentType: 'corporateEvent', details: { timeslot_id: 55 } }))).toEqual({
      call: 'cancel-timeslot-booking',
      body: { timeslot_id: 55, all_series: false },
    });
  });

  it("cancels a place booked in the events area through the events area's call, by its registration", () => {
    expect(cancelRequestFor(booking({ appointmentId: -42, appointmentType: 'corporateEvent', details: { event_title: 'First aid' } }))).toEqual({
      call: 'cancel-date-booking',
      body: { booking_date_id: 42 },
    });
    expect(() => cancelRequestFor(booking({ appointmentId: 42, appointmentType: 'corporateEvent', details: {} }))).toThrow();
  });

  it('sends every other type as it is through dmh/cancel-appointment', () => {
    for (const type of ['Video', 'Audio', 'Coaching', 'face_to_face'] as const) {
      expect(cancelRequestFor(booking({ appointmentId: 'A9', appointmentType: type }))).toEqual({
        call: 'cancel-appointment',
        body: { appointment_id: 'A9', appointment_type: type },
      });
    }
  });
});
