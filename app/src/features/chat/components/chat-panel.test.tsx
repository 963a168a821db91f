import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatServerEvent } from '@portal/contract/chat-socket';
import { renderWithProviders } from '../../../test/render-feature';
import type { ConnectOptions } from '../transport/types';
import { ChatPanel } from './chat-panel';

const sent: string[] = [];
const reads: number[] = [];
let typed = 0;
let emit: (event: ChatServerEvent) => void = () => {};

vi.mock('../transport/connect', () => ({
  connectChat: async (options: ConnectOptions) => {
    emit = (event) => act(() => options.onEvent(event));
    return { send: (body: string) => sent.push(body), typing: () => (typed += 1), markRead: (index: number) => reads.push(index), close: () => {} };
  },
}));

const message = (index: number, from: 'member' | 'coach', body: string) => ({ index, from, author: from, type: 'text' as const, body, files: [], timestamp: '2026-11-23T10:00:00.000Z' });

function renderPanel() {
  renderWithProviders(<ChatPanel conversationSid="CH1" token="token" identity="harbour-member-1" you="member" otherName="Aoife Brennan" otherTitle="Mental Health Coach" />);
}

describe('ChatPanel', () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
  beforeEach(() => {
    sent.length = 0;
    reads.length = 0;
    typed = 0;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends on Enter, keeps Shift+Enter as a new line, never sends an empty message, and touches the conversation', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await vi.waitFor(() => expect(emit).toBeTypeOf('function'));
    emit({ type: 'history', messages: [message(0, 'coach', 'Hello!')], read: { member: -1, coach: -1 }, status: 'active', you: 'member' });
    // what is on the screen is read
    await vi.waitFor(() => expect(reads).toEqual([0]));
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '   {Enter}');
    expect(sent).toEqual([]);
    await user.clear(box);
    await user.type(box, 'One{Shift>}{Enter}{/Shift}Two{Enter}');
    expect(sent).toEqual(['One\nTwo']);
    expect(box).toHaveValue('');
    expect(typed).toBeGreaterThan(0);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/application/api/u/chat/touch-conversation', expect.anything()));
    // typing through a rendered panel is slow on a shared two-core machine
  }, 20_000);

  it('shows typing, and read marks by the spec rule', async () => {
    renderPanel();
    await vi.waitFor(() => expect(emit).toBeTypeOf('function'));
    emit({ type: 'history', messages: [message(0, 'member', 'Hi'), message(1, 'member', 'Anyone?')], read: { member: -1, coach: 0 }, status: 'active', you: 'member' });
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Read');
    expect(items[1]).toHaveTextContent('Sent');
    emit({ type: 'typing', from: 'coach' });
    expect(screen.getByText('Aoife Brennan is typing…')).toBeInTheDocument();
    emit({ type: 'read', read: { member: -1, coach: 1 } });
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Read');
  });

  it('warns about a video for 3 seconds, and shows the discharged modal and blocks sending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPanel();
    await vi.waitFor(() => expect(emit).toBeTypeOf('function'));
    emit({ type: 'history', messages: [], read: { member: -1, coach: -1 }, status: 'active', you: 'member' });
    fireEvent.change(screen.getByLabelText('Attach a file'), { target: { files: [new File(['x'], 'clip.mov', { type: 'video/quicktime' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('You cannot submit a video file.');
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.queryByText('You cannot submit a video file.')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    emit({ type: 'status', status: 'discharged' });
    expect(await screen.findByRole('dialog', { name: 'You have been discharged' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });
});
