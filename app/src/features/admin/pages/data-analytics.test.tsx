import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAdminAnalytics, type Analytics } from '@portal/contract/calls/admin';
import { examples } from '@portal/contract/examples';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import DataAnalyticsPage from './data-analytics';

// the canvas chart is uPlot's; jsdom has no canvas, and the tables carry every figure anyway
vi.mock('../components/usage-chart', () => ({ UsageChart: ({ description }: { description: string }) => <div role="img" aria-label={description} /> }));

const reply = examples[getAdminAnalytics.path]!.reply as Analytics;

afterEach(() => vi.restoreAllMocks());

describe('Data Analytics page', { timeout: 20_000 }, () => {
  it('shows figures, withheld ones as fewer than 6 and unrecorded services as such, and filters by office', async () => {
    const api = mockCalls([answer(getAdminAnalytics, reply)]);
    const user = userEvent.setup();
    renderFeature(<DataAnalyticsPage />);
    expect(await screen.findByTestId('signups-to-date')).toHaveTextContent('48 of 250 expected members signed up by the end of Oct 2026');
    const signups = screen.getByRole('table', { name: 'Sign-ups per month' });
    expect(within(signups).getByRole('row', { name: /Sep 2026/ })).toHaveTextContent('fewer than 6');
    expect(within(signups).getByRole('row', { name: /Aug 2026/ })).toHaveTextContent('9');
    const services = screen.getByRole('table', { name: 'Sessions held and bookings made per month' });
    expect(within(services).getByRole('row', { name: /Content views/ })).toHaveTextContent('Not recorded yet');
    expect(within(services).getByRole('row', { name: /Coaching sessions/ })).toHaveTextContent(/14.*fewer than 6.*fewer than 6.*14/);
    expect(screen.getByText('WHO-5 wellbeing').closest('p')).toHaveTextContent('WHO-5 wellbeing: Not recorded yet');
    expect(screen.getAllByRole('img')).toHaveLength(3);

    await user.selectOptions(screen.getByLabelText('Office'), 'Dublin – Grand Canal');
    await user.click(screen.getByRole('button', { name: 'Show figures' }));
    await vi.waitFor(() => expect(api.bodiesOf(getAdminAnalytics).at(-1)).toMatchObject({ location_id: 1 }));
  });

  it('refuses a reversed range before asking, and exports the figures as CSV', async () => {
    const api = mockCalls([answer(getAdminAnalytics, reply)]);
    const user = userEvent.setup();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderFeature(<DataAnalyticsPage />);
    await screen.findByTestId('signups-to-date');
    const calls = api.bodiesOf(getAdminAnalytics).length;

    const first = screen.getByLabelText('First month');
    await user.clear(first);
    await user.type(first, '2099-01');
    await user.click(screen.getByRole('button', { name: 'Show figures' }));
    expect(await screen.findByText('Please choose a first month no later than the last month, at most 24 months apart.')).toBeInTheDocument();
    expect(api.bodiesOf(getAdminAnalytics)).toHaveLength(calls);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = await created[0]!.text();
    expect(csv).toContain('Sign-ups,2026-09,fewer than 6');
    expect(csv).toContain('Content views,2026-08 – 2026-10,Not recorded yet');
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    mockCalls([answer(getAdminAnalytics, { status: 500, body: { success: false, err: 'boom' } })]);
    renderFeature(<DataAnalyticsPage />);
    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
