import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router-dom';
import type { Appointment } from '@portal/contract/calls/bookings';
import { i18n } from '../../../lib/i18n';
import { BookingCard } from './booking-card';

const NOW = Date.parse('2026-03-10T09:00:00Z');
const MINUTE = 60_000;

function booking(overrides: Partial<Appointment> = {}): Appointment {
  return {
    appointmentId: 31,
    appointmentType: 'Video',
    appointmentStatus: 'Booked',
    startTime: new Date(NOW + 11 * MINUTE).toISOString(),
    endTime: new Date(NOW + 41 * MINUTE).toISOString(),
    clinician: { name: 'Dr. Priya Raman', image: null, clinicianId: 'CLN-1' },
    details: {},
    showJoinButton: true,
    showLocationButton: false,
    ...overrides,
  };
}

function renderCard(b: Appointment) {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <BookingCard booking={b} now={Date.now()} onCancel={() => {}} onLocation={() => {}} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe('booking card', () => {
  it('enables Join by timer exactly 10 minutes before the start', () => {
    vi.useFakeTimers({ now: NOW });
    renderCard(booking());
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
    expect(screen.getByText('You can join from 10 minutes before the start.')).toBeInTheDocument();

    act(() => void vi.advanceTimersByTime(MINUTE - 1));
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/booking-video-room/31/device-tests');
  });

  it('offers Join only when showJoinButton, Location only when showLocationButton', () => {
    vi.useFakeTimers({ now: NOW });
    renderCard(booking({ showJoinButton: false, showLocationButton: true, appointmentType: 'face_to_face' }));
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Face-to-face session' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Priya Raman')).toBeInTheDocument();
  });

  it('shows the short month and day, and no Cancel once started', () => {
    vi.useFakeTimers({ now: NOW });
    renderCard(booking({ startTime: new Date(NOW - MINUTE).toISOString() }));
    expect(screen.getByText('Mar')).toBeInTheDocument();
    expect(screen.getByText('10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join' })).toBeInTheDocument();
  });

  it('sets no timer when Join opens more than 2147483647 ms ahead', () => {
    vi.useFakeTimers({ now: NOW });
    const spy = vi.spyOn(globalThis, 'setTimeout');
    renderCard(booking({ startTime: new Date(NOW + 10 * MINUTE + 2_147_483_647).toISOString() }));
    expect(spy.mock.calls.some(([, delay]) => typeof delay === 'number' && delay >= 2_147_483_647)).toBe(false);
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
  });
});
