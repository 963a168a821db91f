import { describe, expect, it } from 'vitest';
import type { Notification } from '@portal/contract/calls/notifications';
import { notificationTarget, splitNotifications } from './notifications';

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 12,
    type: 'general',
    subject: 'Subject',
    body: 'Body',
    readAt: null,
    event: { actionUrl: { href: '/events' } },
    ...overrides,
  };
}

describe('notification targets', () => {
  it.each([
    ['appointment_cancellation', '/message/12/cancel'],
    ['salesforce_session_suggestions_rejected', '/message/12/reject'],
    ['salesforce_appointment_options', '/message/12/reply'],
    ['appointment_options', '/message/12/reply'],
    ['salesforce_clinician_message', '/message/12/reply'],
  ])('%s goes to %s', (type, to) => {
    expect(notificationTarget(notification({ type }))).toEqual({ kind: 'internal', to });
  });

  it('face_to_face goes to /f2f/{sessionId}/{notificationId}', () => {
    const f2f = notification({
      type: 'face_to_face',
      event: { actionUrl: { href: '/' }, additional_details: { sessionId: '4' } },
    });
    expect(notificationTarget(f2f)).toEqual({ kind: 'internal', to: '/f2f/4/12' });
  });

  it('other types follow actionUrl.href; absolute links open outside, unsafe ones go home', () => {
    expect(notificationTarget(notification())).toEqual({ kind: 'internal', to: '/events' });
    expect(notificationTarget(notification({ event: { actionUrl: { href: 'https://example.com/a' } } }))).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(notificationTarget(notification({ event: { actionUrl: { href: 'javascript:alert(1)' } } }))).toEqual({
      kind: 'internal',
      to: '/',
    });
    expect(notificationTarget(notification({ event: { actionUrl: { href: '//evil.example' } } }))).toEqual({
      kind: 'internal',
      to: '/',
    });
  });

  it('is unread while readAt is null', () => {
    const { unread, read } = splitNotifications([
      notification({ id: 1 }),
      notification({ id: 2, readAt: '2026-03-01T10:00:00Z' }),
    ]);
    expect(unread.map((n) => n.id)).toEqual([1]);
    expect(read.map((n) => n.id)).toEqual([2]);
  });
});
