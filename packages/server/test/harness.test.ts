import { describe, expect, it } from 'vitest';
import { getUnreadNotifications } from '@portal/contract/calls/notifications';
import { acceptedReply, refusalOf, type Reply } from './harness';

const reply = (status: number, body: unknown): Reply => ({ status, headers: {}, text: JSON.stringify(body), received: JSON.stringify(body).length, body, cookie: undefined });

describe('typed harness replies', () => {
  it('accepts a 200 reply its contract accepts, as sent', () => {
    const accepted = acceptedReply(getUnreadNotifications, reply(200, { success: true, unread_count: 3, extra: 'kept' }));
    expect(accepted.body.unread_count).toBe(3);
    expect(accepted.body).toMatchObject({ extra: 'kept' });
  });

  it('refuses another status, and a reply that drifted from the contract', () => {
    expect(() => acceptedReply(getUnreadNotifications, reply(401, { success: false, err: '3994' }))).toThrow(/answered 401, not 200/);
    expect(() => acceptedReply(getUnreadNotifications, reply(200, { success: true, unread_count: 'three' }))).toThrow(
      /reply its contract refuses \(unread_count: /,
    );
    expect(() => acceptedReply(getUnreadNotifications, reply(200, { success: true }))).toThrow(/contract refuses/);
  });

  it('takes a refusal only as a 4xx failed reply', () => {
    expect(refusalOf(getUnreadNotifications, reply(403, { success: false, err: 'No.' })).body.err).toBe('No.');
    expect(() => refusalOf(getUnreadNotifications, reply(200, { success: true, unread_count: 1 }))).toThrow(/not a refusal/);
    expect(() => refusalOf(getUnreadNotifications, reply(500, { success: false, err: 'boom' }))).toThrow(/not a refusal/);
    expect(() => refusalOf(getUnreadNotifications, reply(404, { message: 'no' }))).toThrow(/without a failed reply/);
  });
});
