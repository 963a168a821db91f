import { createEvent, type DateArray } from 'ics';
import type { MailAttachment } from '../mail/schema';
import type { ReminderKind } from './schema';

export type MailLanguage = 'en' | 'de';

/** What a reminder is about, in the member's language already. */
export interface ReminderSubject {
  readonly key: string;
  readonly kind: ReminderKind;
  readonly language: MailLanguage;
  readonly clientName: string;
  readonly firstName: string;
  /** e.g. "Video session with Dr. Priya Raman", or the event's title */
  readonly title: string;
  readonly startAt: Date;
  readonly endAt: Date;
  /** the meeting room of a video, audio or coaching session */
  readonly joinUrl: string | null;
  /** a face-to-face session's address */
  readonly location: string | null;
  /** where the booking is shown (the event's page) when there is no room */
  readonly detailsUrl: string | null;
  /** IANA time zone the times are written in (MAIL_TIME_ZONE, else by language) */
  readonly timeZone: string;
}

export interface ComposedReminder {
  readonly subject: string;
  readonly text: string;
  readonly attachments: readonly MailAttachment[];
}

/** The booking kinds' names in the mails (the bookings panel's types, seed 000 section 3). */
const TYPE_NAMES: Record<MailLanguage, Record<string, string>> = {
  en: {
    Video: 'Video session',
    Audio: 'Audio session',
    Coaching: 'Coaching session',
    face_to_face: 'Face-to-face session',
    corporateEvent: 'Event',
    healthcoach: 'Health coaching session',
    mental_health: 'Mental health coaching session',
    cancer: 'Cancer support coaching session',
  },
  de: {
    Video: 'Videositzung',
    Audio: 'Audiositzung',
    Coaching: 'Coaching-Sitzung',
    face_to_face: 'Persönliche Sitzung',
    corporateEvent: 'Veranstaltung',
    healthcoach: 'Gesundheitscoaching-Sitzung',
    mental_health: 'Coaching-Sitzung für mentale Gesundheit',
    cancer: 'Coaching-Sitzung zur Krebsbegleitung',
  },
};

export function bookingTitle(language: MailLanguage, appointmentType: string, clinicianName: string | null, eventTitle: string | null): string {
  if (eventTitle) return eventTitle;
  const name = TYPE_NAMES[language][appointmentType] ?? TYPE_NAMES[language].Video!;
  if (!clinicianName) return name;
  return language === 'de' ? `${name} mit ${clinicianName}` : `${name} with ${clinicianName}`;
}

export function mailLanguage(shown: string): MailLanguage {
  return shown === 'de' ? 'de' : 'en';
}

/** Times are written in MAIL_TIME_ZONE when set, else in the member language's usual zone; the zone is always named. */
export function timeZoneFor(language: MailLanguage, configured: string | null): string {
  return configured ?? (language === 'de' ? 'Europe/Berlin' : 'Europe/London');
}

export function formatWhen(at: Date, language: MailLanguage, timeZone: string): string {
  const date = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(at);
  const time = formatTime(at, language, timeZone);
  return language === 'de' ? `${date} um ${time}` : `${date} at ${time}`;
}

export function formatTime(at: Date, language: MailLanguage, timeZone: string): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(at);
}

const TEXTS = {
  en: {
    subjectBefore: (title: string, time: string) => `Reminder: ${title} at ${time}`,
    subjectLink: (title: string) => `Your video link: ${title}`,
    hello: (name: string) => `Hello ${name},`,
    startsBefore: (title: string, when: string) => `this is a reminder that your booking "${title}" starts on ${when}.`,
    startsLink: (title: string, when: string) => `your booking "${title}" is on ${when}. This is your link to the video session:`,
    join: 'Join the video session here:',
    joinRule: 'Please join 5 minutes before the start; the room opens 10 minutes before.',
    where: 'Where:',
    details: 'Details:',
    calendar: 'The calendar entry is attached.',
    file: 'booking.ics',
  },
  de: {
    subjectBefore: (title: string, time: string) => `Erinnerung: ${title} um ${time}`,
    subjectLink: (title: string) => `Ihr Videolink: ${title}`,
    hello: (name: string) => `Hallo ${name},`,
    startsBefore: (title: string, when: string) => `wir erinnern Sie an Ihren Termin „${title}“ am ${when}.`,
    startsLink: (title: string, when: string) => `Ihr Termin „${title}“ ist am ${when}. Dies ist Ihr Link zur Videositzung:`,
    join: 'Hier nehmen Sie an der Videositzung teil:',
    joinRule: 'Bitte treten Sie 5 Minuten vor Beginn bei; der Raum öffnet 10 Minuten vorher.',
    where: 'Ort:',
    details: 'Details:',
    calendar: 'Der Kalendereintrag ist angehängt.',
    file: 'termin.ics',
  },
} as const;

function utcParts(at: Date): DateArray {
  return [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
}

/** The booking as an .ics calendar entry (the same library the events page's download uses). */
export function reminderIcs(subject: ReminderSubject): string {
  const url = subject.joinUrl ?? subject.detailsUrl;
  const { error, value } = createEvent({
    uid: `${subject.key.replace(/:[^:]*$/, '').replace(/[^a-z0-9-]+/gi, '-')}@wellbeing-portal`,
    title: subject.title,
    start: utcParts(subject.startAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(subject.endAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(subject.location ? { location: subject.location } : subject.joinUrl ? { location: subject.joinUrl } : {}),
    ...(url ? { url } : {}),
    description: url ? `${subject.clientName}\n${url}` : subject.clientName,
    status: 'CONFIRMED',
    productId: 'wellbeing-portal/reminders',
  });
  if (error || !value) throw new Error(`The calendar entry could not be made: ${error instanceof Error ? error.message : String(error)}`);
  return value;
}

/** The mail of one reminder: subject, text and the .ics, in the member's language, signed with the client's name. */
export function composeReminder(subject: ReminderSubject): ComposedReminder {
  const t = TEXTS[subject.language];
  const when = formatWhen(subject.startAt, subject.language, subject.timeZone);
  const lines: string[] = [t.hello(subject.firstName), ''];
  if (subject.kind === 'video-link' && subject.joinUrl) {
    lines.push(t.startsLink(subject.title, when), subject.joinUrl, '', t.joinRule);
  } else {
    lines.push(t.startsBefore(subject.title, when));
    if (subject.joinUrl) lines.push('', t.join, subject.joinUrl, t.joinRule);
    if (subject.location) lines.push('', `${t.where} ${subject.location}`);
    if (!subject.joinUrl && subject.detailsUrl) lines.push('', `${t.details} ${subject.detailsUrl}`);
  }
  lines.push('', t.calendar, '', subject.clientName);
  return {
    subject:
      subject.kind === 'video-link'
        ? t.subjectLink(subject.title)
        : t.subjectBefore(subject.title, formatTime(subject.startAt, subject.language, subject.timeZone)),
    text: `${lines.join('\n')}\n`,
    attachments: [{ filename: t.file, contentType: 'text/calendar', content: reminderIcs(subject) }],
  };
}
