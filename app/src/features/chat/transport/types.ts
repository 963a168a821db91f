import type { ChatServerEvent, ChatSide } from '@portal/contract/chat-socket';

/**
 * One open conversation on a chat transport. Both adapters (our WebSocket, Twilio Conversations) report what
 * happens as the local protocol's server events, so the screen does not know which one it talks to.
 */
export interface ChatConnection {
  send(body: string): void;
  typing(): void;
  markRead(index: number): void;
  close(): void;
}

export interface ConnectOptions {
  readonly conversationSid: string;
  readonly token: string;
  /** the member's (or coach's) own chat identity, to tell own messages from the other side's */
  readonly identity: string;
  /** which side this page is */
  readonly you: ChatSide;
  /** the other side; default the coach for a member and the member for staff (the support chat names 'support') */
  readonly other?: ChatSide;
  readonly onEvent: (event: ChatServerEvent) => void;
  /** the connection failed or ended for good */
  readonly onDown: (reason: string) => void;
}
