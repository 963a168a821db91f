import { describe, expect, it } from 'vitest';
import { bookingTitle, composeReminder, type ReminderSubject } from './messages';

const subject = (overrides: Partial<ReminderSubject> = {}): ReminderSubject => ({
  key: 'booking:12:before-30m:2026-03-10T14:00:00.000Z',
  kind: 'before-30m',
  language: 'en',
  clientName: 'Harbour Mutual',
  firstName: 'Alex',
  title: 'Video session with Dr. Priya Raman',
  startAt: new Date('2026-03-10T14:00:00Z'),
  endAt: new Date('2026-03-10T14:30:00Z'),
  joinUrl: 'http://harbour.localhost:3000/booking-video-room/12',
  location: null,
  detailsUrl: null,
  timeZone: 'Europe/London',
  ...overrides,
});

describe('reminder mails', () => {
  it('writes the 30-minute reminder in English with the room link, the client name and an .ics', () => {
    const mail = composeReminder(subject());
    expect(mail.subject).toBe('Reminder: Video session with Dr. Priya Raman at 14:00 GMT');
    expect(mail.text).toBe(
      'Hello Alex,\n\nthis is a reminder that your booking "Video session with Dr. Priya Raman" starts on Tuesday, 10 March 2026 at 14:00 GMT.\n\n' +
        'Join the video session here:\nhttp://harbour.localhost:3000/booking-video-room/12\nPlease join 5 minutes before the start; the room opens 10 minutes before.\n\n' +
        'The calendar entry is attached.\n\nHarbour Mutual\n',
    );
    expect(mail.attachments[0]!.content).toContain('DTSTART:20260310T140000Z');
    expect(mail.attachments[0]!.content).toContain('DTEND:20260310T143000Z');
  });

  it('writes the video link in German, in Berlin time', () => {
    const mail = composeReminder(subject({ kind: 'video-link', language: 'de', clientName: 'Kontor Logistik', firstName: 'Kai', title: bookingTitle('de', 'mental_health', 'Dr. Lena Vogt', null), timeZone: 'Europe/Berlin' }));
    expect(mail.subject).toBe('Ihr Videolink: Coaching-Sitzung für mentale Gesundheit mit Dr. Lena Vogt');
    expect(mail.text).toContain('Hallo Kai,');
    expect(mail.text).toContain('ist am Dienstag, 10. März 2026 um 15:00 MEZ.');
    expect(mail.text).toContain('Kontor Logistik');
    expect(mail.attachments[0]!.filename).toBe('termin.ics');
  });

  it('names a face-to-face session’s place and an event’s page instead of a room', () => {
    const faceToFace = composeReminder(subject({ joinUrl: null, location: '1 Harbour Street, Dublin' }));
    expect(faceToFace.text).toContain('Where: 1 Harbour Street, Dublin');
    expect(faceToFace.text).not.toContain('Join the video session');
    const event = composeReminder(subject({ joinUrl: null, title: 'Lunchtime yoga', detailsUrl: 'http://harbour.localhost:3000/events/view-event/4' }));
    expect(event.text).toContain('Details: http://harbour.localhost:3000/events/view-event/4');
  });
});
