import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APPOINTMENT_TYPES } from '@portal/contract/calls/bookings';
import type { BookingRow } from './repository';
import { canCancel, isHiddenStatus, storeForCancel, toAppointment } from './service';

const now = new Date('2025-03-10T12:00:00Z');

function row(overrides: Partial<BookingRow> = {}): BookingRow {
  return {
    id: 7,
    clientId: 'harbour',
    userId: 1,
    store: 'appointment',
    appointmentType: 'Video',
    status: 'Booked',
    startAt: new Date('2025-03-10T12:05:00Z'),
    endAt: new Date('2025-03-10T12:35:00Z'),
    clinicianId: 'CLN-1',
    clinicianName: 'Dr. Priya Raman',
    clinicianImage: null,
    clinicianAddress: null,
    clinicianLat: null,
    clinicianLng: null,
    timeslotId: null,
    details: {},
    cancelMessage: null,
    cancelledAt: null,
    createdAt: now,
    ...overrides,
  };
}

describe('hidden statuses', () => {
  it("hides 'Cancelled' and 'Cancellation Request' only", () => {
    expect(isHiddenStatus('Cancelled')).toBe(true);
    expect(isHiddenStatus('Cancellation Request')).toBe(true);
    expect(isHiddenStatus('Booked')).toBe(false);
    expect(isHiddenStatus('cancelled')).toBe(false);
  });
});

describe('cancel only before the start', () => {
  it('allows a cancel strictly before the start and refuses from the start on', () => {
    const start = new Date('2025-03-10T12:00:00Z');
    expect(canCancel(start, new Date(start.getTime() - 1))).toBe(true);
    expect(canCancel(start, start)).toBe(false);
    expect(canCancel(start, new Date(start.getTime() + 60_000))).toBe(false);
  });

  it('holds for any start and now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 }), (start, at) => {
        expect(canCancel(new Date(start), new Date(at))).toBe(at < start);
      }),
    );
  });
});

describe('coaching mapping', () => {
  it('sends types containing health or cancer (and Coaching itself) to the coaching store', () => {
    expect(storeForCancel('healthcoach')).toBe('coaching');
    expect(storeForCancel('mental_health')).toBe('coaching');
    expect(storeForCancel('cancer')).toBe('coaching');
    expect(storeForCancel('Coaching')).toBe('coaching');
  });

  it('sends the clinic types to the appointment store and corporate events to the timeslot call', () => {
    expect(storeForCancel('Video')).toBe('appointment');
    expect(storeForCancel('Audio')).toBe('appointment');
    expect(storeForCancel('face_to_face')).toBe('appointment');
    expect(storeForCancel('corporateEvent')).toBe('timeslot');
  });

  it('covers every booking type of the spec', () => {
    for (const type of APPOINTMENT_TYPES) expect(['coaching', 'appointment', 'timeslot']).toContain(storeForCancel(type));
  });
});

describe('toAppointment', () => {
  it('offers Join for remote sessions that have not ended', () => {
    for (const type of ['Video', 'Audio', 'Coaching', 'healthcoach', 'mental_health', 'cancer']) {
      const appointment = toAppointment(row({ appointmentType: type }), now);
      expect(appointment?.showJoinButton).toBe(true);
      expect(appointment?.showLocationButton).toBe(false);
    }
    expect(toAppointment(row({ endAt: new Date('2025-03-10T11:00:00Z') }), now)?.showJoinButton).toBe(false);
  });

  it('offers Location for face_to_face with the clinician address and map coordinates', () => {
    const appointment = toAppointment(
      row({
        appointmentType: 'face_to_face',
        clinicianAddress: '12 Wapping Wharf, London E1W 1AA',
        clinicianLat: 51.5045,
        clinicianLng: -0.0553,
        details: { locations: ['London – Harbour House'] },
      }),
      now,
    );
    expect(appointment?.showJoinButton).toBe(false);
    expect(appointment?.showLocationButton).toBe(true);
    expect(appointment?.clinician.address).toBe('12 Wapping Wharf, London E1W 1AA');
    expect(appointment?.details.locations?.[0]).toEqual({
      address: '12 Wapping Wharf, London E1W 1AA',
      lat: 51.5045,
      lng: -0.0553,
    });
  });

  it('carries the corporate event title and timeslot, with neither Join nor Location', () => {
    const appointment = toAppointment(
      row({ appointmentType: 'corporateEvent', store: 'event', timeslotId: 42, details: { event_title: 'Lunchtime Yoga' } }),
      now,
    );
    expect(appointment?.details).toMatchObject({ event_title: 'Lunchtime Yoga', timeslot_id: 42 });
    expect(appointment?.showJoinButton).toBe(false);
    expect(appointment?.showLocationButton).toBe(false);
  });

  it('writes instants in UTC ISO form', () => {
    expect(toAppointment(row(), now)?.startTime).toBe('2025-03-10T12:05:00Z');
  });
});
