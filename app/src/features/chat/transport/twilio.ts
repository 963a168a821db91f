import type { Conversation, Message, Participant } from '@twilio/conversations';
import type { ChatFile, ChatMessage } from './shapes';
import type { ChatConnection, ConnectOptions } from './types';
import { otherSide, readMarksOf } from './sides';

/**
 * Twilio Conversations (production): @twilio/conversations is imported here only, so its 126 kB load only
 * when a conversation on Twilio opens. The server mints the AccessToken (chat/join's token).
 */
export function connectTwilio(options: ConnectOptions): ChatConnection {
  let conversation: Conversation | null = null;
  let closed = false;
  let shutdown = () => {};

  const other = otherSide(options);
  const toMessage = (message: Message): ChatMessage => {
    const attributes = (message.attributes ?? {}) as { files?: ChatFile[] };
    return {
      index: message.index,
      author: message.author ?? '',
      from: message.author === options.identity ? options.you : other,
      type: message.type === 'media' || (attributes.files?.length ?? 0) > 0 ? 'media' : 'text',
      body: message.body ?? '',
      files: attributes.files ?? [],
      timestamp: (message.dateCreated ?? new Date()).toISOString(),
    };
  };
  const reads = async (current: Conversation) => {
    const participants: Participant[] = await current.getParticipants();
    const mark = (own: boolean) =>
      Math.max(-1, ...participants.filter((p) => (p.identity === options.identity) === own).map((p) => p.lastReadMessageIndex ?? -1));
    return readMarksOf(options, mark(true), mark(false));
  };

  void (async () => {
    const { Client } = await import('@twilio/conversations');
    const client = new Client(options.token);
    shutdown = () => void client.shutdown();
    await new Promise<void>((resolve, reject) => {
      client.on('stateChanged', (state) => (state === 'initialized' ? resolve() : state === 'failed' ? reject(new Error('twilio client failed')) : undefined));
    });
    const current = await client.getConversationByUniqueName(options.conversationSid);
    if (closed) return shutdown();
    conversation = current;
    const page = await current.getMessages(200);
    options.onEvent({ type: 'history', messages: page.items.map(toMessage), read: await reads(current), status: 'active', you: options.you });
    current.on('messageAdded', (message: Message) => options.onEvent({ type: 'message', message: toMessage(message) }));
    current.on('typingStarted', () => options.onEvent({ type: 'typing', from: other }));
    current.on('participantUpdated', () => void reads(current).then((read) => options.onEvent({ type: 'read', read })));
    client.on('tokenAboutToExpire', () => options.onDown('token expiring'));
  })().catch((error: unknown) => options.onDown(error instanceof Error ? error.message : String(error)));

  return {
    send: (body) => void conversation?.sendMessage(body),
    typing: () => void conversation?.typing(),
    markRead: (index) => void conversation?.advanceLastReadMessageIndex(index),
    close() {
      closed = true;
      shutdown();
    },
  };
}
