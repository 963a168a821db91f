import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAchievementsData, markAchievementSeen, type Achievement } from '@portal/contract/calls/achievements';
import { sendEapRequest } from '@portal/contract/calls/eap';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { AchievementsBlock } from './achievements-block';
import { CallbackForm } from './callback-form';

afterEach(() => vi.unstubAllGlobals());

const badge = (id: number, title: string, seen: boolean, reward: Pick<Achievement, 'reward_type' | 'reward_amount'>): Achievement => ({
  id,
  title,
  sub_title: null,
  description: `${title} earned.`,
  icon: 'star',
  colour: '#2f6f5e',
  ...reward,
  seen_by_user: seen,
  achieved_by_user: true,
});

describe('achievements block', { timeout: 30_000 }, () => {
  it('celebrates unseen badges one by one, marks each seen, and counts trees and bottles with their plurals', async () => {
    const api = mockCalls([
      answer(getAchievementsData, {
        success: true,
        achievements: [
          badge(1, 'First step', true, { reward_type: 'trees', reward_amount: 1 }),
          badge(2, 'Off the mark', false, { reward_type: 'bottles', reward_amount: 1 }),
          badge(3, 'Momentum', false, { reward_type: 'trees', reward_amount: 2 }),
        ],
        trees: 3,
        bottles: 1,
        streak_days: 1,
      }),
      answer(markAchievementSeen, { success: true }),
    ]);
    // no confetti in jsdom: the member prefers reduced motion
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    const user = userEvent.setup();
    renderFeature(<AchievementsBlock />);

    const first = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(first).getByRole('heading', { name: 'Off the mark' })).toBeInTheDocument();
    expect(within(first).getByText('+1 bottle')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Continue' }));

    const second = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(second).getByRole('heading', { name: 'Momentum' })).toBeInTheDocument();
    expect(within(second).getByText('+2 trees')).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const seen = api.calls.filter((call) => call.path === markAchievementSeen.path).map((call) => call.body);
    expect(seen).toEqual([{ achievement_id: 2 }, { achievement_id: 3 }]);
    const totals = screen.getByRole('list', { name: 'Your rewards' });
    expect(within(totals).getByText('3 trees')).toBeInTheDocument();
    expect(within(totals).getByText('1 bottle')).toBeInTheDocument();
    expect(within(totals).getByText('1 day in a row')).toBeInTheDocument();
  });
});

describe('callback form', { timeout: 30_000 }, () => {
  it('sends nothing empty, enables past 7 characters, stops typing at 14, then thanks the member', async () => {
    const api = mockCalls([answer(sendEapRequest, { success: true, sent: true })]);
    const user = userEvent.setup();
    renderFeature(<CallbackForm />);
    const phone = screen.getByLabelText('Your phone number');
    const send = screen.getByRole('button', { name: 'Request a callback' });
    expect(send).toBeDisabled();
    await user.type(phone, '{Enter}');
    await user.type(phone, '0770090');
    expect(send).toBeDisabled();
    await user.type(phone, '01234567890');
    expect(phone).toHaveValue('07700900123456');
    await user.type(phone, '{Backspace}');
    expect(phone).toHaveValue('0770090012345');
    expect(send).toBeEnabled();
    expect(api.calls.filter((call) => call.path === sendEapRequest.path)).toHaveLength(0);
    await user.click(send);
    expect(await screen.findByText('We have received your request. A member of our team will call you back shortly.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === sendEapRequest.path)?.body).toEqual({ phone: '0770090012345', service_id: 0 });
  });
});
