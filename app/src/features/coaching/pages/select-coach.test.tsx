import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookCoachingSession, getCoach, getCoaches, SESSION_ALREADY_TAKEN_MESSAGE, type Coach } from '@portal/contract/calls/coaching';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { BookCoachView } from './book-coach';
import SelectCoach from './select-coach';

afterEach(() => vi.unstubAllGlobals());

const coach = (id: number, name: string, gender: 'Male' | 'Female', availability: string[]): Coach => ({
  id,
  name,
  gender,
  availability,
  avatar_url: null,
  description: `<p>About ${name}</p><img src=x onerror="window.hacked=1">`,
  position: null,
  degree: 'BSc',
  since: '2020-05-04',
});

const COACHES = [coach(1, 'Ann Female', 'Female', ['Today', 'This Month']), coach(2, 'Bob Male', 'Male', ['This Month'])];

// user-event on a busy machine: these walk several renders each
describe('coach list', { timeout: 30_000 }, () => {
  it('filters by gender and availability in the browser and says when nobody matches', async () => {
    const api = mockCalls([answer(getCoaches, { success: true, coaches: COACHES })]);
    const user = userEvent.setup();
    renderFeature(<SelectCoach routeName="healthCoachingSelect" />, { path: '/health-coaching/select-coach' });
    const list = await screen.findByRole('list', { name: 'Coaches' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(api.calls[0]!.body).toEqual({ type: 'healthcoach' });
    expect(within(list).getAllByText('Healthcoach')).toHaveLength(2);
    expect(within(list).getByText('Available today')).toBeInTheDocument();
    expect(within(list).getAllByText('Coaching since 04/05/20')).toHaveLength(2);
    expect(document.querySelector('img[onerror]')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    expect(within(screen.getByRole('list', { name: 'Coaches' })).getAllByRole('article')).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Availability'), 'Today');
    expect(screen.getByText('Sorry, no coaches match for these options, try adjusting your search!')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Gender'), 'Any Gender');
    expect(screen.getByRole('link', { name: 'Book Now with Ann Female' })).toHaveAttribute('href', '/health-coaching/select-coach/1');
  });

  it('offers no This Month on the cancer list', async () => {
    mockCalls([answer(getCoaches, { success: true, coaches: COACHES })]);
    renderFeature(<SelectCoach routeName="cancerCoachingSelect" />, { path: '/cancer-coaching/select-coach' });
    await screen.findByRole('list', { name: 'Coaches' });
    const options = within(screen.getByLabelText('Availability')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Anytime', 'Today', 'Tomorrow']);
  });
});

describe('booking page', { timeout: 30_000 }, () => {
  const start = (day: number, hour: number) => new Date(2030, 0, day, hour, 0).toISOString();
  const events = [{ date: '2030-01-07', slots: [{ id: 11, start: start(7, 9) }, { id: 12, start: start(7, 14) }] }, { date: '2030-01-08', slots: [{ id: 21, start: start(8, 10) }] }];

  it('clears the slot when the date changes, books, and shows Your session', async () => {
    const api = mockCalls([
      answer(getCoach, { success: true, coach: COACHES[0]!, events }),
      answer(bookCoachingSession, { success: true }),
    ]);
    const user = userEvent.setup();
    renderFeature(<BookCoachView routeName="cancerCoachingBook" coachId={1} />, { path: '/cancer-coaching/select-coach/1' });
    const book = await screen.findByRole('button', { name: 'Book' });
    expect(book).toBeDisabled();
    const dates = screen.getAllByRole('radio');
    await user.click(dates[0]!);
    await user.click(within(screen.getByRole('radiogroup', { name: 'Choose a time' })).getAllByRole('radio')[1]!);
    expect(book).toBeEnabled();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Choose a date' })).getAllByRole('radio')[1]!);
    expect(book).toBeDisabled();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Choose a time' })).getAllByRole('radio')[0]!);
    await user.click(book);
    expect(await screen.findByRole('heading', { name: 'Your session' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === bookCoachingSession.path)!.body).toEqual({ slot_id: 21, delivery_type: 'video', type: 'cancer' });
    expect(screen.getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/cancer-coaching');
  });

  it('shows the slot-taken message and goes back to slot selection when booking fails', async () => {
    mockCalls([
      answer(getCoach, { success: true, coach: COACHES[0]!, events }),
      answer(bookCoachingSession, { status: 409, body: { success: false, err: 'taken' } }),
    ]);
    const user = userEvent.setup();
    renderFeature(<BookCoachView routeName="healthCoachingBook" coachId={1} />, { path: '/health-coaching/select-coach/1' });
    const book = await screen.findByRole('button', { name: 'Book' });
    await user.click(screen.getAllByRole('radio')[0]!);
    await user.click(within(screen.getByRole('radiogroup', { name: 'Choose a time' })).getAllByRole('radio')[0]!);
    await user.click(book);
    // word for word, with the spec's two spaces
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(SESSION_ALREADY_TAKEN_MESSAGE));
    expect(screen.queryByRole('heading', { name: 'Your session' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled();
  });
});
