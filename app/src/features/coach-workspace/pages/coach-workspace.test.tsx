import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getClinicBookings, getCoachees } from '@portal/contract/calls/workspace';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import CoachWorkspace from './coach-workspace';

/** Issue 31 item 9: a staff member's workspace asks only for the lists their roles allow. */
describe('the staff workspace', { timeout: 30_000 }, () => {
  it("asks a clinician for clinic bookings only, never for a coach's chats", async () => {
    const api = mockCalls([answer(getClinicBookings, { success: true, bookings: [] })]);
    renderFeature(<CoachWorkspace />, { member: { id: 5, staffRoles: ['clinician'] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clinician workspace' })).toBeInTheDocument();
    expect(await screen.findByText('No clinic bookings')).toBeInTheDocument();
    expect(api.bodiesOf(getCoachees)).toEqual([]);
    expect(api.bodiesOf(getClinicBookings)).toHaveLength(1);
  });

  it("asks a coach for the coach's lists only", async () => {
    const api = mockCalls([answer(getCoachees, { success: true, coachees: [], upcoming: [] })]);
    renderFeature(<CoachWorkspace />, { member: { id: 6, staffRoles: ['coach'] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coach workspace' })).toBeInTheDocument();
    expect(await screen.findByText('No coachees yet')).toBeInTheDocument();
    expect(api.bodiesOf(getClinicBookings)).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Clinic bookings' })).toBeNull();
  });
});
