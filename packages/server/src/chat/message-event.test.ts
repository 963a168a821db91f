import { describe, expect, it } from 'vitest';
import type { ConversationRow, MessageRow } from './repository';
import { messageEvent } from './service';

const conversation = { id: 4, sid: 'CH1', clientId: 'harbour', userId: 9, service: 'mental_health', coachId: 2, status: 'active', lastActiveAt: new Date(0), createdAt: new Date(0) } as ConversationRow;
const row = (body: string, uploadId: string | null = null): MessageRow =>
  ({ id: 31, conversationId: 4, index: 5, author: 'member', authorUserId: 9, body, uploadId, attributes: null, createdAt: new Date('2026-03-10T14:00:00Z') }) as MessageRow;

describe('chat bus events', () => {
  it('carries a text message with its id, so receivers need not read it back', () => {
    expect(messageEvent(conversation, row('Hello'))).toEqual({
      t: 'm',
      id: 31,
      m: { index: 5, author: 'harbour-member-9', from: 'member', type: 'text', body: 'Hello', files: [], timestamp: '2026-03-10T14:00:00.000Z' },
    });
  });

  it('sends only the id of a media message and of a text too long for NOTIFY', () => {
    expect(messageEvent(conversation, row('A file', 'up_1'))).toEqual({ t: 'm', id: 31 });
    expect(messageEvent(conversation, row('ü'.repeat(4000)))).toEqual({ t: 'm', id: 31 });
  });
});
