import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@portal/contract/chat-socket';
import { chatReducer, type ChatState } from './use-chat';

const message = (index: number, from: 'member' | 'coach' = 'member'): ChatMessage => ({
  index,
  from,
  author: from,
  type: 'text',
  body: `message ${index}`,
  files: [],
  timestamp: '2026-11-23T10:00:00.000Z',
});
const empty: ChatState = { phase: 'connecting', messages: [], read: { member: -1, coach: -1 }, status: 'active', typingAt: 0, error: null };

describe('chatReducer', () => {
  it('opens with the history and keeps messages once and in index order', () => {
    let state = chatReducer(empty, { kind: 'event', at: 1, event: { type: 'history', messages: [message(0)], read: { member: 0, coach: -1 }, status: 'active', you: 'member' } });
    expect(state.phase).toBe('open');
    state = chatReducer(state, { kind: 'event', at: 2, event: { type: 'message', message: message(2) } });
    state = chatReducer(state, { kind: 'event', at: 3, event: { type: 'message', message: message(1) } });
    state = chatReducer(state, { kind: 'event', at: 4, event: { type: 'message', message: message(1) } });
    expect(state.messages.map((m) => m.index)).toEqual([0, 1, 2]);
  });

  it('shows typing until a message arrives, and takes status, read marks and errors', () => {
    let state = chatReducer(empty, { kind: 'event', at: 50, event: { type: 'typing', from: 'coach' } });
    expect(state.typingAt).toBe(50);
    state = chatReducer(state, { kind: 'event', at: 60, event: { type: 'message', message: message(0, 'coach') } });
    expect(state.typingAt).toBe(0);
    state = chatReducer(state, { kind: 'event', at: 70, event: { type: 'status', status: 'discharged' } });
    state = chatReducer(state, { kind: 'event', at: 80, event: { type: 'read', read: { member: 0, coach: 3 } } });
    state = chatReducer(state, { kind: 'event', at: 90, event: { type: 'error', message: 'nope' } });
    expect(state).toMatchObject({ status: 'discharged', read: { member: 0, coach: 3 }, error: 'nope' });
    expect(chatReducer(state, { kind: 'down' }).phase).toBe('down');
  });
});
