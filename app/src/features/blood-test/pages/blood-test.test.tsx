import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getKitBookingDates, getKitLanding, type KitStatus } from '@portal/contract/calls/blood-test';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import BloodTestPage from './blood-test';

const landing = (status: KitStatus) => answer(getKitLanding, { success: true, status, upcoming_appointment_booked: false, upcoming_appointment: [] });

describe('blood-test kit views', { timeout: 60_000 }, () => {
  it.each([
    ['not_eligible', 'You are not eligible for this service.'],
    ['waiting', "We're processing your order."],
    ['error', 'Something went wrong...'],
    ['submitted', 'Order Confirmed'],
  ] as const)('shows the %s view', async (status, title) => {
    mockCalls([landing(status)]);
    renderFeature(<BloodTestPage />, { path: '/blood-test' });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: status === 'submitted' ? 'Back to home' : 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('goes to the error view when the landing or the dates fail to load', async () => {
    mockCalls([answer(getKitLanding, { status: 500, body: { success: false, err: 'down' } })]);
    renderFeature(<BloodTestPage />, { path: '/blood-test' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Something went wrong...' })).toBeInTheDocument();
  });

  it('a clinician clears the time, and Next asks for a time when none is chosen', async () => {
    mockCalls([
      landing('book'),
      answer(getKitBookingDates, {
        success: true,
        dates: { '2030-03-06': [{ clinicianId: '3', name: 'Dr Paul Reid', skills: ['Bloods'], timeslots: ['09:00', '11:00'] }, { clinicianId: '4', name: 'Dr Sarah Lindqvist', skills: ['Hormones'], timeslots: ['09:00', '10:00'] }] },
      }),
    ]);
    const user = userEvent.setup();
    renderFeature(<BloodTestPage />, { path: '/blood-test' });
    await user.click(await screen.findByRole('button', { name: 'Book Slot' }));
    await user.click(await screen.findByRole('radio', { name: /6 March/ }));
    await user.click(screen.getByRole('radio', { name: /Dr Paul Reid/ }));
    await user.click(screen.getAllByRole('radio', { name: /\d\d:\d\d/ })[0]!);
    await user.click(screen.getByRole('radio', { name: /Dr Sarah Lindqvist/ }));
    expect(screen.getAllByRole('radio', { name: /\d\d:\d\d/ }).every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please choose a time.')).toBeInTheDocument();
  });
});
