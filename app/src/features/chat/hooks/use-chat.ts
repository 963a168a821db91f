import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ChatMessage, ChatReadMarks, ChatServerEvent, ChatSide } from '@portal/contract/chat-socket';
import { connectChat } from '../transport/connect';
import type { ChatConnection } from '../transport/types';

export type Side = ChatSide;

export interface ChatState {
  readonly phase: 'connecting' | 'open' | 'down';
  readonly messages: readonly ChatMessage[];
  readonly read: ChatReadMarks;
  readonly status: string;
  /** when the other side last signalled typing (ms), 0: not typing */
  readonly typingAt: number;
  /** the last refusal of the server (e.g. discharged), for the page to show */
  readonly error: string | null;
}

type Action = { readonly kind: 'event'; readonly event: ChatServerEvent; readonly at: number } | { readonly kind: 'down' } | { readonly kind: 'typing-over' };

const initial: ChatState = { phase: 'connecting', messages: [], read: { member: -1, coach: -1 }, status: 'active', typingAt: 0, error: null };

/** how long "is typing" stays after the last signal */
export const TYPING_SHOWN_MS = 3000;

export function chatReducer(state: ChatState, action: Action): ChatState {
  if (action.kind === 'down') return { ...state, phase: 'down' };
  if (action.kind === 'typing-over') return { ...state, typingAt: 0 };
  const { event } = action;
  switch (event.type) {
    case 'history':
      return { ...state, phase: 'open', messages: event.messages, read: event.read, status: event.status, error: null };
    case 'message': {
      if (state.messages.some((m) => m.index === event.message.index)) return state;
      const messages = [...state.messages, event.message].sort((a, b) => a.index - b.index);
      // a message from the other side ends their typing
      return { ...state, messages, typingAt: 0 };
    }
    case 'read':
      return { ...state, read: event.read };
    case 'typing':
      return { ...state, typingAt: action.at };
    case 'status':
      return { ...state, status: event.status };
    case 'error':
      return { ...state, error: event.message };
  }
}

/** One conversation on the transport chat/join chose, with the screen's state. */
export function useChat(options: { readonly conversationSid: string; readonly token: string; readonly identity: string; readonly you: Side; readonly other?: Side } | null) {
  const [state, dispatch] = useReducer(chatReducer, initial);
  const connection = useRef<ChatConnection | null>(null);
  const sid = options?.conversationSid;
  const token = options?.token;
  const identity = options?.identity;
  const you = options?.you;
  const other = options?.other;

  useEffect(() => {
    if (!sid || !token || !identity || !you) return;
    let cancelled = false;
    let current: ChatConnection | null = null;
    void connectChat({
      conversationSid: sid,
      token,
      identity,
      you,
      ...(other ? { other } : {}),
      onEvent: (event) => dispatch({ kind: 'event', event, at: Date.now() }),
      onDown: () => dispatch({ kind: 'down' }),
    })
      .then((opened) => {
        if (cancelled) opened.close();
        else connection.current = current = opened;
      })
      .catch(() => dispatch({ kind: 'down' }));
    return () => {
      cancelled = true;
      current?.close();
      connection.current = null;
    };
  }, [sid, token, identity, you, other]);

  useEffect(() => {
    if (!state.typingAt) return;
    const timer = setTimeout(() => dispatch({ kind: 'typing-over' }), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state.typingAt]);

  const send = useCallback((body: string) => connection.current?.send(body), []);
  const typing = useCallback(() => connection.current?.typing(), []);
  const markRead = useCallback((index: number) => connection.current?.markRead(index), []);
  return { state, send, typing, markRead };
}
