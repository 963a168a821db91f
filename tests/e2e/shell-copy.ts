import type { Page } from '@playwright/test';

/** The shell's copy in both catalogue languages; a spec picks the page's language after sign-in. */
export const SHELL_COPY = {
  en: {
    bookings: 'Bookings',
    bookingsTitle: 'My bookings',
    notifications: 'Notifications',
    menu: 'Menu',
    logout: 'Logout',
    close: 'Close',
    upcoming: 'Upcoming',
    past: 'Past',
    unread: 'Unread',
    read: 'Read',
    join: 'Join',
    location: 'Location',
    cancel: 'Cancel',
    confirmCancel: 'Yes, cancel booking',
    cancelTitle: 'Cancel this booking?',
    locationTitle: 'Session location',
    view: 'View',
    emptyBookings: "You don't have any upcoming sessions booked.",
    emptyNotifications: "You don't have any new notifications.",
    audio: 'Audio session',
    video: 'Video session',
    f2f: 'Face-to-face session',
    stay: 'Stay signed in',
    stillThere: 'Are you still there?',
    supportChat: 'Support chat',
    send: 'Send',
    yourMessage: 'Your message',
    f2fNotice: 'face-to-face',
    clinicianMessage: 'A message from your clinician',
  },
  de: {
    bookings: 'Buchungen',
    bookingsTitle: 'Meine Buchungen',
    notifications: 'Benachrichtigungen',
    menu: 'Menü',
    logout: 'Abmelden',
    close: 'Schließen',
    upcoming: 'Anstehend',
    past: 'Vergangen',
    unread: 'Ungelesen',
    read: 'Gelesen',
    join: 'Teilnehmen',
    location: 'Ort',
    cancel: 'Stornieren',
    confirmCancel: 'Ja, Buchung stornieren',
    cancelTitle: 'Diese Buchung stornieren?',
    locationTitle: 'Ort des Termins',
    view: 'Ansehen',
    emptyBookings: 'Sie haben keine anstehenden Termine gebucht.',
    emptyNotifications: 'Sie haben keine neuen Benachrichtigungen.',
    audio: 'Audio-Termin',
    video: 'Video-Termin',
    f2f: 'Persönlicher Termin',
    stay: 'Angemeldet bleiben',
    stillThere: 'Sind Sie noch da?',
    supportChat: 'Support-Chat',
    send: 'Senden',
    yourMessage: 'Ihre Nachricht',
    f2fNotice: 'Sitzung vor Ort',
    clinicianMessage: 'Eine Nachricht von Ihrer Behandlerin',
  },
} as const;

export type ShellCopy = (typeof SHELL_COPY)[keyof typeof SHELL_COPY];

/** The copy of the language the signed-in page is shown in. */
export async function shellCopy(page: Page): Promise<ShellCopy> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  return lang === 'de' ? SHELL_COPY.de : SHELL_COPY.en;
}

/** Three demo clients in different skins: harbour (0), lumen (9), kontor (13, German). */
export const SHELL_CLIENTS = ['harbour', 'lumen', 'kontor'] as const;
