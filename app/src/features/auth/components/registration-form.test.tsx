import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@portal/contract/calls/auth';
import { renderWithProviders } from '../../../test/render-feature';
import { RegistrationForm } from './registration-form';
import { changeDate } from '../../../test/date-field';

const identity = { email: 'new@harbour.example', ssoId: 'harbour-new', token: 'id-token', givenName: null, familyName: null };

const user: SessionUser = {
  user_id: 9,
  username: 'new@harbour.example',
  first_name: 'Robin',
  last_name: 'Newcomer',
  email: 'new@harbour.example',
  user_role: 'cl',
  user_client_id: 'harbour',
  language: 'en',
  home_page: 'home',
  support_contacts: {},
  eligibilities: [],
  pp_accepted: false,
  tc_accepted: true,
  user_pp_slug: 'privacy',
  user_tc_slug: 'terms',
  employer_admin: false,
  login_time: 1,
};

function replyWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm() {
  const onSignedIn = vi.fn();
  const onNoUser = vi.fn();
  renderWithProviders(<RegistrationForm identity={identity} onSignedIn={onSignedIn} onNoUser={onNoUser} />, {
    manifest: { support: { phone: { uk: '+44 20 7946 0321' }, email: 'help@harbour.example' } },
  });
  return { onSignedIn, onNoUser };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

function fill(values: Partial<Record<'First name' | 'Last name' | 'Date of birth' | 'Access code', string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (label === 'Date of birth') changeDate(label, value);
    else fireEvent.change(field(label), { target: { value } });
  }
}

function fillValid() {
  fill({ 'First name': 'Robin', 'Last name': 'Newcomer', 'Date of birth': '1995-01-20', 'Access code': 'HARBOUR-2026' });
  fireEvent.click(screen.getByRole('checkbox'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// role queries over the whole form are slow in jsdom: on a loaded 2-core machine the first test took 5.9 s
describe('registration form', { timeout: 20_000 }, () => {
  it('enables Continue only with the four fields filled and the Terms box ticked', () => {
    renderForm();
    expect(continueButton()).toBeDisabled();
    fill({ 'First name': 'Robin', 'Last name': 'Newcomer', 'Date of birth': '1995-01-20' });
    expect(continueButton()).toBeDisabled();
    fill({ 'Access code': 'HARBOUR-2026' });
    expect(continueButton()).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(continueButton()).toBeEnabled();
    fill({ 'Last name': '' });
    expect(continueButton()).toBeDisabled();
    fill({ 'Last name': 'Newcomer' });
    fireEvent.click(screen.getByRole('checkbox'));
    expect(continueButton()).toBeDisabled();
  });

  it('says what Continue still waits for, in a polite live region the disabled button is described by', () => {
    renderForm();
    expect(continueButton()).toHaveAccessibleDescription(
      'To continue, still needed: First name, Last name, Date of birth, Access code, and Agreement to the Terms of Service.',
    );
    const hint = document.getElementById('registration-missing')!;
    expect(hint).toHaveAttribute('aria-live', 'polite');
    fill({ 'First name': 'Robin', 'Last name': 'Newcomer', 'Access code': 'HARBOUR-2026' });
    expect(continueButton()).toHaveAccessibleDescription('To continue, still needed: Date of birth and Agreement to the Terms of Service.');
    fill({ 'Date of birth': '1995-01-20' });
    fireEvent.click(screen.getByRole('checkbox'));
    expect(continueButton()).toBeEnabled();
    expect(continueButton()).toHaveAccessibleDescription('');
    expect(hint).toBeEmptyDOMElement();
  });

  it('links the Terms of Service page from the tick box', () => {
    renderForm();
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms-and-conditions');
  });

  it('refuses a member younger than 16 without calling the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 12));
    const fetchMock = replyWith(200, { success: true, user });
    renderForm();
    fillValid();
    fill({ 'Date of birth': '2010-06-16' });
    fireEvent.click(continueButton());
    expect(await screen.findByText('You must be at least 16 years old to use this service.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts a member on their 16th birthday', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 12));
    replyWith(200, { success: true, user });
    const { onSignedIn } = renderForm();
    fillValid();
    fill({ 'Date of birth': '2010-06-15' });
    fireEvent.click(continueButton());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(screen.queryByText('You must be at least 16 years old to use this service.')).not.toBeInTheDocument();
  });

  it("shows 'This is not a valid code' under the access code when it is not recognised", async () => {
    replyWith(422, { success: false, err: 'Access code not recognised', error: 'Access code not recognised' });
    renderForm();
    fillValid();
    fireEvent.click(continueButton());
    expect(await screen.findByText('This is not a valid code')).toBeInTheDocument();
    expect(field('Access code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });

  it("shows the banner headed 'Something went wrong.' with the support line for any other error", async () => {
    replyWith(409, { success: false, err: 'This email address is already registered.', error: 'This email address is already registered.' });
    renderForm();
    fillValid();
    fireEvent.click(continueButton());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Something went wrong.');
    expect(banner).toHaveTextContent('This email address is already registered.');
    expect(banner).toHaveTextContent('Please contact support at help@harbour.example or call +44 20 7946 0321.');
  });

  it('hands a reply with neither user nor error to the full-page message', async () => {
    replyWith(200, { success: true });
    const { onNoUser, onSignedIn } = renderForm();
    fillValid();
    fireEvent.click(continueButton());
    await waitFor(() => expect(onNoUser).toHaveBeenCalled());
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('sends the form once, however often Continue is pressed', async () => {
    const fetchMock = replyWith(200, { success: true, user });
    const { onSignedIn } = renderForm();
    fillValid();
    const button = continueButton();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ access_token: 'HARBOUR-2026', dob: '1995-01-20', first_name: 'Robin', sso_id: 'harbour-new', token: 'id-token' });
  });
});
