import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setDob, setMembershipNumber } from '@portal/contract/calls/account';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { DobRow } from './dob-row';
import { MembershipRow } from './membership-row';
import { typeDate } from '../../../test/date-field';

afterEach(() => vi.unstubAllGlobals());

function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

describe('date of birth row', () => {
  it('is locked once a date of birth exists', () => {
    renderFeature(<dl><DobRow dob="1988-04-12" onSaved={async () => {}} /></dl>);
    expect(screen.getByTestId('dob-value')).toHaveTextContent('12 April 1988');
    expect(screen.queryByRole('group', { name: 'Date of Birth' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('refuses an age under 16 with the spec message and never calls the server', async () => {
    const api = mockCalls();
    const user = userEvent.setup();
    renderFeature(<dl><DobRow dob={null} onSaved={async () => {}} /></dl>);
    await typeDate(user, 'Date of Birth', yearsAgo(15));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You must be at least 16 years old to use this service.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sets the date of birth, and says so when the server fails', async () => {
    const api = mockCalls([answer(setDob, { status: 500, body: { success: false, err: 'boom' } })]);
    const onSaved = vi.fn(async () => {});
    const user = userEvent.setup();
    renderFeature(<dl><DobRow dob={null} onSaved={onSaved} /></dl>);
    await typeDate(user, 'Date of Birth', '1990-06-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while updating your date of birth.');
    expect(api.calls[0]!.body).toEqual({ dob: '1990-06-01' });
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('membership number row', () => {
  it('sends the trimmed number', async () => {
    const api = mockCalls([answer(setMembershipNumber, { success: true })]);
    const onSaved = vi.fn(async () => {});
    const user = userEvent.setup();
    renderFeature(<dl><MembershipRow value={null} onSaved={onSaved} /></dl>);
    await user.type(screen.getByLabelText('Membership Number'), '  AXA-778812  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your membership number has been saved.')).toBeInTheDocument();
    expect(api.calls[0]!.body).toEqual({ axa_membership_number: 'AXA-778812' });
    expect(onSaved).toHaveBeenCalledWith('AXA-778812');
  });

  it('refuses a blank number, and shows the update error', async () => {
    const api = mockCalls([answer(setMembershipNumber, { status: 500, body: { success: false, err: 'boom' } })]);
    const user = userEvent.setup();
    renderFeature(<dl><MembershipRow value={null} onSaved={async () => {}} /></dl>);
    await user.type(screen.getByLabelText('Membership Number'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid membership number.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText('Membership Number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while updating your membership number.');
  });
});
