import { describe, expect, it } from 'vitest';
import type { ConversationRow, MessageRow } from './repository';
import { announcementOf, messageEvent } from './service';

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

describe('the announcement a message insert carries (PostgreSQL)', () => {
  const join = (pieces: { head: string; mid: string; tail: string }, id: number, index: number) => `${pieces.head}${id}${pieces.mid}${index}${pieces.tail}`;
  const split = (payload: string) => [payload.slice(0, payload.indexOf('\n')), JSON.parse(payload.slice(payload.indexOf('\n') + 1))];

  it('is the bus event of the row, once the statement writes its id and index', () => {
    const { id: _id, index: _index, attributes: _attributes, ...draft } = row('Hello "you" \\ there');
    const pieces = announcementOf('portal_realtime', conversation, draft);
    expect(pieces.channel).toBe('portal_realtime');
    expect(split(join(pieces, 31, 5))).toEqual(['chat:4', messageEvent(conversation, row('Hello "you" \\ there'))]);
  });

  it('carries only the id and index of a media message and of a text too long for NOTIFY', () => {
    for (const message of [row('A file', 'up_1'), row('ü'.repeat(4000))]) {
      const { id: _id, index: _index, attributes: _attributes, ...draft } = message;
      expect(split(join(announcementOf('portal_realtime', conversation, draft), 31, 5))).toEqual(['chat:4', { t: 'm', id: 31, i: 5 }]);
    }
  });
});
