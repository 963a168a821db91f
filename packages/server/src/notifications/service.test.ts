import { describe, expect, it } from 'vitest';
import type { NotificationRow } from './repository';
import { actionHref, toNotification } from './service';

describe('notification actions', () => {
  it('leads each type to its page', () => {
    expect(actionHref('appointment_options', 5, {})).toBe('/message/5/reply');
    expect(actionHref('salesforce_appointment_options', 5, { salesforce_appointment_options: { sessionId: 'S1' } })).toBe('/message/5/reply');
    expect(actionHref('salesforce_clinician_message', 5, {})).toBe('/message/5/reply');
    expect(actionHref('salesforce_session_suggestions_rejected', 5, {})).toBe('/message/5/reject');
    expect(actionHref('appointment_cancellation', 5, {})).toBe('/message/5/cancel');
    expect(actionHref('face_to_face', 5, { additional_details: { sessionId: '81' } })).toBe('/f2f/81/5');
    expect(actionHref('general', 5, { actionUrl: { href: '/events' } })).toBe('/events');
  });

  it('reads unread while readAt is null', () => {
    const row: NotificationRow = {
      id: 3,
      clientId: 'harbour',
      userId: 1,
      type: 'general',
      subject: 'New events',
      body: 'Have a look.',
      event: { actionUrl: { href: '/events' } },
      translations: {},
      readAt: null,
      createdAt: new Date('2025-03-10T12:00:00Z'),
    };
    expect(toNotification(row)).toMatchObject({ readAt: null, event: { actionUrl: { href: '/events' } } });
    expect(toNotification({ ...row, readAt: new Date('2025-03-10T13:00:00Z') }).readAt).toBe('2025-03-10T13:00:00Z');
  });

  it('shows subject and body in the language asked for, English where the row has none', () => {
    const row: NotificationRow = {
      id: 4,
      clientId: 'kontor',
      userId: 1,
      type: 'general',
      subject: 'New events',
      body: 'Have a look.',
      event: {},
      translations: { de: { subject: 'Neue Veranstaltungen', body: 'Schauen Sie vorbei.' } },
      readAt: null,
      createdAt: new Date('2025-03-10T12:00:00Z'),
    };
    expect(toNotification(row, 'de')).toMatchObject({ subject: 'Neue Veranstaltungen', body: 'Schauen Sie vorbei.' });
    expect(toNotification(row, 'fr')).toMatchObject({ subject: 'New events', body: 'Have a look.' });
    expect(toNotification(row)).toMatchObject({ subject: 'New events', body: 'Have a look.' });
  });
});
