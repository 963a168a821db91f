import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { joinSupportChat } from '@portal/contract/calls/support-chat';
import type { ChatServerEvent } from '@portal/contract/chat-socket';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import type { ConnectOptions } from '../transport/types';
import SupportWidgetBody from './support-widget-body';

const sent: string[] = [];
const reads: number[] = [];
const opened: ConnectOptions[] = [];
let emit: (event: ChatServerEvent) => void = () => {};
let down: () => void = () => {};

vi.mock('../transport/connect', () => ({
  connectChat: async (options: ConnectOptions) => {
    opened.push(options);
    emit = (event) => act(() => options.onEvent(event));
    down = () => act(() => options.onDown('closed 1006'));
    return { send: (body: string) => sent.push(body), typing: () => {}, markRead: (index: number) => reads.push(index), close: () => {} };
  },
}));

const message = (index: number, from: 'member' | 'support', body: string) => ({
  index,
  from,
  author: from === 'member' ? 'kontor-member-7' : 'kontor-support',
  type: 'text' as const,
  body,
  files: [],
  timestamp: '2026-11-26T09:00:00.000Z',
});

let joins = 0;
const joined = () => {
  joins += 1;
  return { success: true, token: `token-${joins}`, user: 'kontor-member-7', status: 'active', conversation_sid: 'CH1', init_conversation: false };
};

describe('the support widget conversation', () => {
  beforeEach(() => {
    sent.length = 0;
    reads.length = 0;
    opened.length = 0;
    joins = 0;
  });

  it('joins on the chat transport, shows the greeting first and the history, sends with Enter and marks what it shows as read', async () => {
    mockCalls([answer(joinSupportChat, joined)]);
    const user = userEvent.setup({ delay: null });
    renderFeature(<SupportWidgetBody />);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({ conversationSid: 'CH1', token: 'token-1', identity: 'kontor-member-7', you: 'member', other: 'support' });
    emit({ type: 'history', messages: [message(0, 'member', 'Where is my office?'), message(1, 'support', 'Under Account.')], read: { member: -1, coach: -1, support: 0 }, status: 'active', you: 'member' });

    const log = screen.getByRole('log', { name: 'Conversation' });
    const lines = within(log).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines[0]).toBe('Hello! How can we help you today?');
    expect(lines[1]).toContain('Where is my office?');
    expect(lines[1]).toContain('Read');
    expect(lines[2]).toContain('Under Account.');
    await vi.waitFor(() => expect(reads).toEqual([1]));

    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, '   {Enter}');
    expect(sent).toEqual([]);
    await user.clear(box);
    await user.type(box, 'And the{Shift>}{Enter}{/Shift}language?{Enter}');
    expect(sent).toEqual(['And the\nlanguage?']);
    expect(box).toHaveValue('');

    // the agent's answer and typing arrive live
    emit({ type: 'typing', from: 'support' });
    expect(screen.getByRole('status')).toHaveTextContent('Support is typing…');
    emit({ type: 'message', message: message(2, 'member', 'And the\nlanguage?') });
    emit({ type: 'message', message: message(3, 'support', 'Under Account, Language.') });
    expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('Under Account, Language.');
    await vi.waitFor(() => expect(reads).toEqual([1, 3]));
    expect(within(log).getAllByRole('listitem').at(-2)).toHaveTextContent('Sent');
    emit({ type: 'read', read: { member: 3, coach: -1, support: 2 } });
    expect(within(log).getAllByRole('listitem').at(-2)).toHaveTextContent('Read');
  }, 20_000);

  it("shows 'Conversation not loaded ..' when the join fails, and joins again on Try again", async () => {
    let fail = true;
    mockCalls([answer(joinSupportChat, () => (fail ? { status: 500, body: { success: false, err: 'Something went wrong' } } : joined()))]);
    const user = userEvent.setup({ delay: null });
    renderFeature(<SupportWidgetBody />);
    expect(await screen.findByText('Conversation not loaded ..')).toBeInTheDocument();
    expect(opened).toHaveLength(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    emit({ type: 'history', messages: [], read: { member: -1, coach: -1, support: -1 }, status: 'active', you: 'member' });
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeEnabled();
  });

  it('reports a lost connection with a retry that joins again with a new token', async () => {
    mockCalls([answer(joinSupportChat, joined)]);
    const user = userEvent.setup({ delay: null });
    renderFeature(<SupportWidgetBody />);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    down();
    expect(await screen.findByText('Conversation not loaded ..')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(opened.map((o) => o.token)).toEqual(['token-1', 'token-2']));
  });

  it('keeps the box shut once the conversation is closed', async () => {
    mockCalls([answer(joinSupportChat, joined)]);
    renderFeature(<SupportWidgetBody />);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    emit({ type: 'history', messages: [message(0, 'member', 'Hi')], read: { member: -1, coach: -1, support: -1 }, status: 'closed', you: 'member' });
    expect(screen.getByRole('alert')).toHaveTextContent('This conversation has ended.');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeDisabled();
  });
});
