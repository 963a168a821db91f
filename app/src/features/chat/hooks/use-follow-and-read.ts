import { useEffect, type RefObject } from 'react';
import { SCROLL_DELAY_MS } from '../utils/chat-rules';
import type { ChatState, Side } from './use-chat';

/**
 * What an open conversation does on screen (seed 002 'Chat screen'): the log scrolls to the bottom 100 ms after a
 * new message or a typing signal, and the other side's latest message shown is marked read.
 */
export function useFollowAndRead(state: ChatState, you: Side, markRead: (index: number) => void, log: RefObject<HTMLElement | null>): void {
  const lastIndex = state.messages.at(-1)?.index ?? -1;
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = log.current;
      if (element) element.scrollTop = element.scrollHeight;
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lastIndex, state.typingAt, log]);

  const lastFromOther = [...state.messages].reverse().find((m) => m.from !== you)?.index ?? -1;
  const ownMark = state.read[you] ?? -1;
  useEffect(() => {
    if (state.phase === 'open' && lastFromOther > ownMark) markRead(lastFromOther);
  }, [state.phase, lastFromOther, ownMark, markRead]);
}
