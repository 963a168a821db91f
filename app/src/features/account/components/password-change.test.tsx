import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkPassword, resetPassword } from '@portal/contract/calls/settings';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { NewPasswordStep, PasswordChange } from './password-change';

afterEach(() => vi.unstubAllGlobals());

describe('new password form', () => {
  it('keeps Save disabled until both fields are dirty and valid', async () => {
    const user = userEvent.setup();
    renderFeature(<NewPasswordStep email="member@harbour.example" authKey="key" onChanged={() => {}} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(screen.getByLabelText('New password'), 'Calm-Harbour-2025!');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Repeat new password'), 'Calm-Harbour-2025?');
    expect(await screen.findByText('Sorry, those passwords do not match.')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(screen.getByLabelText('Repeat new password'));
    await user.type(screen.getByLabelText('Repeat new password'), 'Calm-Harbour-2025!');
    await waitFor(() => expect(save).toBeEnabled());
  });

  it.each([
    ['Short-1a', 'Password must be at least 10 characters.'],
    ['calm-harbour-2025!', 'Password must contain an upper case letter.'],
    ['CALM-HARBOUR-2025!', 'Password must contain a lower case letter.'],
    ['Calm-Harbour-Bay!', 'Password must contain a number.'],
    ['Calm-Harbour-2025/', 'Password must contain a special character.'],
  ])('refuses %s with "%s"', async (password, message) => {
    const user = userEvent.setup();
    renderFeature(<NewPasswordStep email="member@harbour.example" authKey="key" onChanged={() => {}} />);
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Repeat new password'), password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows the server error after "Something went wrong: "', async () => {
    const api = mockCalls([answer(resetPassword, { status: 403, body: { success: false, err: 'Please enter your current password again.' } })]);
    const user = userEvent.setup();
    renderFeature(<NewPasswordStep email="member@harbour.example" authKey="key-1" onChanged={() => {}} />);
    await user.type(screen.getByLabelText('New password'), 'Calm-Harbour-2025!');
    await user.type(screen.getByLabelText('Repeat new password'), 'Calm-Harbour-2025!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong: Please enter your current password again.');
    expect(api.calls[0]!.body).toEqual({
      email: 'member@harbour.example',
      auth_key: 'key-1',
      password: 'Calm-Harbour-2025!',
      password_repeat: 'Calm-Harbour-2025!',
    });
  });

  it('says "Something went wrong!  Please try again." when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const user = userEvent.setup();
    renderFeature(<NewPasswordStep email="member@harbour.example" authKey="key-1" onChanged={() => {}} />);
    await user.type(screen.getByLabelText('New password'), 'Calm-Harbour-2025!');
    await user.type(screen.getByLabelText('Repeat new password'), 'Calm-Harbour-2025!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong!  Please try again.');
  });
});

describe('password change', () => {
  it('shows the failure text for a wrong current password, then the new-password form, then success', async () => {
    mockCalls([
      answer(checkPassword, (body) => (body.password === 'right-one' ? { valid: true, auth_key: 'k' } : { valid: false })),
      answer(resetPassword, { success: true, password_changed: true }),
    ]);
    const user = userEvent.setup();
    renderFeature(<PasswordChange email="member@harbour.example" />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Sorry this password does not match our records')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'right-one');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('New password'), 'Calm-Harbour-2025!');
    await user.type(screen.getByLabelText('Repeat new password'), 'Calm-Harbour-2025!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  });
});
