import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export interface ChatMessage {
  readonly from: 'member' | 'support';
  readonly text: string;
  readonly at: number;
}

export const CHAT_WIDGET_STORAGE_KEY = 'portal.chat-widget';

/** The local support chat's conversation in this tab; shutting the widget down forgets it. */
export const chatConversationAtom = atomWithStorage<ChatMessage[]>(
  CHAT_WIDGET_STORAGE_KEY,
  [],
  createJSONStorage<ChatMessage[]>(() => sessionStorage),
  { getOnInit: true },
);
